"""The player database as a CSV file, for spreadsheets and other tools.

Export writes a header row (``id,name,nickname,email,phone,notes``) and one row per player.
A field that a spreadsheet would run as a formula (it starts with ``=``, ``+``, ``-``, ``@``,
``|``, their full-width forms ``＝``, ``＋``, ``－``, ``＠``, a tab or a carriage return,
possibly after apostrophes) is neutralised with one more leading apostrophe.

Import needs a header row with at least ``name``; the ``id`` column is ignored (players get
this library's ids), and a row whose name and e-mail match a player already in the library is
skipped, as is one matching a record merged away (a typo folded into the right player is not
brought back by an old list). In a file Tourney exported — its header is exactly Tourney's —
the apostrophe Tourney added is taken off again, so a round trip gives back exactly the same
text; in any other file every field is kept as typed, a leading apostrophe included. Every
row is checked before anything is written (a field holding a control character, a quoted
field left open at the end of the file…); a refusal names the line. The cost is linear in
the number of rows.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from tourney.persistence.atomic_file import atomic_file
from tourney.persistence.errors import ImportFileError, PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.players_repo import PLAYER_FIELDS, check_player_fields, same_key

__all__ = [
    "CSV_COLUMNS",
    "CsvImport",
    "export_players_csv",
    "import_players_csv",
    "neutralise",
    "parse_players_csv",
    "players_csv_text",
    "restore",
]

#: The columns of an exported file, in order.
CSV_COLUMNS: tuple[str, ...] = ("id", *PLAYER_FIELDS)

_FORMULA_STARTS = ("=", "+", "-", "@", "|", "\uff1d", "\uff0b", "\uff0d", "\uff20", "\t", "\r")


@dataclass(frozen=True, slots=True)
class CsvImport:
    """What an import did.

    Attributes:
        added: Players added.
        skipped: Rows skipped because the player was already in the library.
    """

    added: int
    skipped: int


def neutralise(value: str) -> str:
    """``value`` made safe for a spreadsheet: a formula-like start gets an apostrophe.

    >>> neutralise("=HYPERLINK(1)"), neutralise("Ann"), neutralise("'=x")
    ("'=HYPERLINK(1)", 'Ann', "''=x")
    """
    return f"'{value}" if value.lstrip("'").startswith(_FORMULA_STARTS) else value


def restore(value: str) -> str:
    """Undo :func:`neutralise`.

    >>> restore("'=HYPERLINK(1)"), restore("'Ann"), restore("''=x")
    ('=HYPERLINK(1)', "'Ann", "'=x")
    """
    neutralised = value.startswith("'") and value.lstrip("'").startswith(_FORMULA_STARTS)
    return value[1:] if neutralised else value


def players_csv_text(library: Library) -> str:
    """Every player (merged-away records left out) as CSV text, in name order."""
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for player in library.players.all_players():
        writer.writerow(
            [str(player.id), *(neutralise(getattr(player, key)) for key in PLAYER_FIELDS)]
        )
    return buffer.getvalue()


def export_players_csv(library: Library, out: str | Path) -> None:
    """Write :func:`players_csv_text` to ``out`` as UTF-8 with a byte-order mark (for Excel).

    The file appears complete or not at all (:func:`~tourney.persistence.atomic_file.atomic_file`).

    Raises:
        PersistenceError: The file cannot be written (the disk is full…); ``out`` is as it was.
    """
    text = players_csv_text(library)
    with atomic_file(out, text=True, encoding="utf-8-sig", newline="") as handle:
        handle.write(text)


def import_players_csv(library: Library, source: str | Path) -> CsvImport:
    """Add the players of the CSV file ``source``, all in one transaction or none.

    Raises:
        ImportFileError: The file cannot be read or a line is refused (nothing is written).
    """
    try:
        raw = Path(source).read_bytes()
    except OSError as exc:
        raise ImportFileError(
            "cannot read {path}: {reason}", path=source, reason=exc.strerror or str(exc)
        ) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ImportFileError("line {line}: the file is not UTF-8 text", line=line) from None
    rows = parse_players_csv(text)
    known = {
        same_key(player.name, player.email)
        for player in library.players.all_players(include_merged=True)
    }  # a record merged away (a typo folded into the right player) is not brought back
    new: list[dict[str, str]] = []
    for row in rows:
        key = same_key(row["name"], row.get("email", ""))
        if key not in known:
            known.add(key)
            new.append(row)
    library.players.add_many(new)
    return CsvImport(added=len(new), skipped=len(rows) - len(new))


def parse_players_csv(text: str) -> list[dict[str, str]]:
    """The rows of a players CSV as dicts of the known fields, checked.

    Raises:
        ImportFileError: The message names the line at fault.
    """
    first_line = text.split("\n", 1)[0]
    delimiter = ";" if ";" in first_line and "," not in first_line else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    start = 1
    try:
        first = next(reader, None)
        header = _header(first)
        ours = first == list(CSV_COLUMNS)  # Tourney's own export: its apostrophes come off
        rows = []
        start = reader.line_num + 1
        for record in reader:
            if any(cell.strip() for cell in record):
                rows.append(_row(record, header, line=start, ours=ours))
            start = reader.line_num + 1
    except csv.Error as exc:
        if "unexpected end of data" in str(exc):
            raise ImportFileError(
                "line {line}: a quoted field is still open at the end of the file", line=start
            ) from None
        raise ImportFileError(
            "line {line}: {reason}", line=reader.line_num, reason=str(exc)
        ) from None
    return rows


def _header(record: list[str] | None) -> list[str]:
    if not record or not any(cell.strip() for cell in record):
        raise ImportFileError("line 1: the header row is missing (it names the columns)")
    names = [cell.strip().lower() for cell in record]
    for name in names:
        if name not in CSV_COLUMNS:
            raise ImportFileError(
                "line 1: unknown column {name!r} (columns: {columns})",
                name=name,
                columns=", ".join(CSV_COLUMNS),
            )
        if names.count(name) > 1:
            raise ImportFileError("line 1: the column {name!r} appears twice", name=name)
    if "name" not in names:
        raise ImportFileError("line 1: there is no 'name' column")
    return names


def _row(record: list[str], header: list[str], *, line: int, ours: bool) -> dict[str, str]:
    if len(record) == 1 and len(header) != 1:
        raise ImportFileError(
            "line {line}: 1 field, but the header has {columns}", line=line, columns=len(header)
        )
    if len(record) != len(header):
        raise ImportFileError(
            "line {line}: {count} fields, but the header has {columns}",
            line=line,
            count=len(record),
            columns=len(header),
        )
    row = {
        key: restore(cell.strip()) if ours else cell.strip()
        for key, cell in zip(header, record, strict=True)
        if key != "id"
    }
    if not row["name"].strip():
        raise ImportFileError("line {line}: the name is empty", line=line)
    try:
        check_player_fields(row)
    except PersistenceError as exc:
        raise ImportFileError("line {line}: {reason}", line=line, reason=exc.message) from None
    return row
