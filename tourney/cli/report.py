"""``tourney report KIND DB [TOURNAMENT] -o FILE.pdf``: print one report of a tournament.

KIND is one of :data:`KINDS`. The library is opened read-only (so it works while Tourney has
it open); TOURNAMENT is an id or a name, by default the most recently changed tournament.
``ruling`` reads a ``tourney settle`` input document instead of a library, settles it and
prints the ruling slip. The PDF is written to a temporary file beside FILE and renamed, so
FILE is a whole report or untouched. ``--lang`` chooses the language of the report and of
what the command says (by default the system's, from ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/
``LANG``, when it is one Tourney speaks, else English). Prints ``wrote FILE (KIND, N bytes)``;
any problem is exit status 2 with one line on stderr and nothing written. The contract is in
``docs/cli/report.md``.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from reportlab.platypus.doctemplate import LayoutError

from tourney.base.json_input import too_deep
from tourney.base.messages import translate_plural
from tourney.cli.errors import UsageError, fail
from tourney.cli.language import output_language
from tourney.cli.report_sources import league_states, ruling_document, tournament_state
from tourney.cli.terminal import write_line
from tourney.domain.levels.clock_events import Now
from tourney.persistence.atomic_file import write_atomically
from tourney.reports.base import PageSize, RenderOptions
from tourney.reports.catalog import KINDS
from tourney.reports.errors import ReportError
from tourney.reports.from_state import moment
from tourney.reports.i18n import _, use_language
from tourney.reports.rows import ReportHeader
from tourney.reports.ruling import RulingSlip
from tourney.reports.tournament_reports import render_league_report, render_tournament_report

__all__ = ["KINDS", "render"]

NAME = "report"
HELP = "print a tournament's payouts, results, structure, seating, slips or league as a PDF"


_PAPER = {"a4": PageSize.A4, "letter": PageSize.LETTER}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add KIND, DB, TOURNAMENT, ``-o``, ``--paper`` and ``--all-moves`` (and ``--lang``)."""
    parser.add_argument("kind", metavar="KIND", choices=KINDS, help=", ".join(KINDS))
    parser.add_argument(
        "source", metavar="DB", help="the library database (for ruling: the settle JSON file)"
    )
    parser.add_argument(
        "tournament",
        metavar="TOURNAMENT",
        nargs="?",
        help="the tournament's id or name (default: the most recently changed)",
    )
    parser.add_argument("-o", "--output", metavar="FILE.pdf", required=True, help="the PDF")
    parser.add_argument("--paper", choices=tuple(_PAPER), default="a4", help="default a4")
    parser.add_argument(
        "--all-moves",
        action="store_true",
        help="moves: a slip for every move recorded, not only the last batch",
    )


def run(args: argparse.Namespace) -> int:
    """Render the report and write it; 0 on success, 2 with one stderr line otherwise."""
    output = Path(args.output)
    language = output_language(args)
    try:
        _check_arguments(args, output)
        pdf = render(args, now=time.time())
        write_atomically(output, pdf)
    except (ValueError, KeyError, TypeError, OSError) as exc:
        fail(NAME, exc, language=language)
    except RecursionError:
        fail(NAME, too_deep(), language=language)
    except LayoutError:
        fail(
            NAME,
            ReportError("a text of the report is too long to fit on a page; shorten it"),
            language=language,
        )
    line = translate_plural(
        language,
        "wrote {path} ({kind}, {count} byte)",
        "wrote {path} ({kind}, {count} bytes)",
        len(pdf),
        path=output,
        kind=args.kind,
    )
    write_line(line)
    return 0


def _check_arguments(args: argparse.Namespace, output: Path) -> None:
    if args.kind == "ruling" and args.tournament is not None:
        raise UsageError("ruling reads a settle JSON file and takes no TOURNAMENT")
    if args.all_moves and args.kind != "moves":
        raise UsageError("--all-moves is only for the moves report")
    if output.is_dir():
        raise UsageError("{path} is a folder; give the PDF file to write", path=output)
    if not output.parent.is_dir():
        raise UsageError("the folder of {path} does not exist", path=output)
    source = Path(args.source)
    if source.exists() and output.exists() and output.samefile(source):
        raise UsageError(
            "{path} is the input file; choose another file for the report", path=output
        )


def render(args: argparse.Namespace, *, now: Now) -> bytes:
    """The PDF of the report ``args`` asks for.

    Raises:
        ValueError: A bad argument, an unreadable library or settle file, no such
            tournament, or nothing to report (no deal recorded, no league).
    """
    paper = _PAPER[args.paper]
    language = output_language(args)
    if args.kind == "ruling":
        options = RenderOptions(page_size=paper, language=language)
        return _ruling(args.source, now=now, options=options)
    if args.kind == "league":
        states = league_states(args.source, args.tournament)
        options = RenderOptions(
            page_size=paper, currency=states[0].setup.currency, language=language
        )
        return render_league_report(states, now=now, options=options)
    state = tournament_state(args.source, args.tournament)
    options = RenderOptions(page_size=paper, currency=state.setup.currency, language=language)
    return render_tournament_report(
        args.kind, state, now=now, options=options, all_moves=args.all_moves
    )


def _ruling(source: str, *, now: Now, options: RenderOptions) -> bytes:
    document = ruling_document(source)
    with use_language(options.language):
        untitled = _("Ruling on a hand")
    header = ReportHeader(tournament=document.tournament or untitled, printed_at=moment(now))
    return RulingSlip(header, options=options).render(
        document.answer,
        document.request,
        names=document.names,
        table=document.table,
        hand=document.hand,
    )
