"""``tourney pair LIBRARY [TOURNAMENT] --role ROLE [--device NAME]``: a pairing code for a phone.

Prints a pairing code for a staff phone — for the headless box (``tourney serve``) and for
tests: the phone that opens ``http://ADDRESS:PORT/staff#pair=CODE`` (or posts the code to
``/api/pair``) within two minutes is paired for the role, once. The code is signed with the
library's own pairing key (:mod:`tourney.core.staff`), so nothing is written: it works while
``tourney serve`` holds the library. The first line on stdout is the code; the contract is in
``docs/cli/pair.md``. Bad input: exit status 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from pathlib import Path

from tourney.base.messages import N_, NC_, translate, translate_in
from tourney.cli.errors import fail
from tourney.cli.language import output_language
from tourney.cli.library_io import find_tournament, refusals
from tourney.core.commands import ROLES
from tourney.persistence.errors import DatabaseInUseError, MissingFileError

NAME = "pair"
HELP = "print a pairing code for a staff phone (floor, desk or director)"


_ROLE_NAMES = {
    "floor": NC_("staff role", "floor"),
    "desk": NC_("staff role", "desk"),
    "director": NC_("staff role", "director"),
}
"""The roles as the line under the code names them, by role."""

_PAIRS = {  # (a device named, a tournament named): the line under the code
    (False, False): N_("pairs one {role} phone, until {until} (two minutes)"),
    (True, False): N_("pairs one {role} phone '{device}', until {until} (two minutes)"),
    (False, True): N_("pairs one {role} phone in {tournament}, until {until} (two minutes)"),
    (True, True): N_(
        "pairs one {role} phone '{device}' in {tournament}, until {until} (two minutes)"
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add LIBRARY, TOURNAMENT, ``--role``, ``--device``, ``--port`` and ``--json``."""
    parser.add_argument("library", metavar="LIBRARY", help="the library database file")
    parser.add_argument(
        "tournament",
        metavar="TOURNAMENT",
        nargs="?",
        help="pair for this tournament only (its id or name; default: whichever is served)",
    )
    parser.add_argument("--role", required=True, choices=ROLES, help="what the phone may do")
    parser.add_argument(
        "--device", metavar="NAME", default="", help="the phone's name (default: it says)"
    )
    parser.add_argument(
        "--port",
        metavar="N",
        type=int,
        default=8080,
        help="the port tourney serve listens on, for the address printed (default 8080)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Print the code (and where to open it); 0, or 2 with one stderr line."""
    from tourney.core.staff import make_code
    from tourney.persistence.library import Library
    from tourney.web.hosts import room_urls
    from tourney.web.settings import check_port

    language = output_language(args)
    as_json = bool(args.json)
    try:
        port = check_port(args.port)
    except ValueError as exc:
        fail(NAME, exc, language=language, as_json=as_json)
    path = Path(args.library)
    if not path.is_file():
        missing = MissingFileError("there is no library at {path}", path=path)
        fail(NAME, missing, language=language, as_json=as_json)
    with refusals(NAME, language, as_json=as_json):
        try:  # a library nobody has open is upgraded first, if it must be
            library = Library.open(path)
        except DatabaseInUseError:  # tourney serve holds it: reading is enough
            library = Library.open(path, read_only=True)
        try:
            tournament = find_tournament(library, args.tournament) if args.tournament else None
            key = library.devices.pairing_key()
        finally:
            library.close()
    try:
        code = make_code(
            key,
            args.role,
            now=time.time(),
            device=args.device,
            tournament_id=None if tournament is None else tournament.id,
        )
    except ValueError as exc:
        fail(NAME, exc, language=language, as_json=as_json)
    urls = [f"{url}staff#pair={code.text}" for url in room_urls("0.0.0.0", port or 8080)]
    until = dt.datetime.fromtimestamp(code.expires_at).strftime("%H:%M:%S")
    out = sys.stdout
    if as_json:
        body = {
            "code": code.text,
            "role": code.role,
            "device": code.device,
            "tournament": None if tournament is None else tournament.id,
            "expires_at": code.expires_at,
            "urls": urls,
        }
        out.write(json.dumps(body, ensure_ascii=False) + "\n")
        return 0
    out.write(code.text + "\n")
    template = _PAIRS[(bool(code.device), tournament is not None)]
    role = translate_in(language, "staff role", _ROLE_NAMES[code.role])
    out.write(
        translate(
            language,
            template,
            role=role,
            device=code.device,
            tournament="" if tournament is None else tournament.name,
            until=until,
        )
        + "\n"
    )
    out.write(translate(language, "open on the phone: {url}", url=urls[0]) + "\n")
    if out.isatty():
        import segno

        segno.make(urls[0], error="m").terminal(out=out, compact=True)
    out.flush()
    return 0
