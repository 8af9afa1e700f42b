"""Players as CSV: formula-like fields neutralised, lossless round trip, bad lines named."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tourney.persistence.errors import ImportFileError
from tourney.persistence.library import Library
from tourney.persistence.players_csv import (
    export_players_csv,
    import_players_csv,
    neutralise,
    players_csv_text,
    restore,
)

from .conftest import FakeClock, dump

DANGEROUS = ["=1+1", "+33 6 12 34 56", "-2", "@SUM(A1)", '=HYPERLINK("http://x")']


def test_formula_like_fields_are_neutralised_on_export(library: Library) -> None:
    library.players.add("=CMD|' /C calc'!A0", nickname="@boss", phone="+40 700", notes="-1")
    library.players.add("'=already quoted")
    library.players.add("Plain Name", email="plain@example.org")
    rows = list(csv.reader(io.StringIO(players_csv_text(library))))
    assert rows[0] == ["id", "name", "nickname", "email", "phone", "notes"]
    cells = [cell for row in rows[1:] for cell in row[1:] if cell]
    for cell in cells:
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert ["Plain Name", "", "plain@example.org", "", ""] in [row[1:] for row in rows[1:]]


@given(st.text(max_size=12))
def test_restore_undoes_neutralise(text: str) -> None:
    assert restore(neutralise(text)) == text


def test_export_then_import_gives_the_same_players(tmp_path: Path) -> None:
    with Library.open(tmp_path / "a.sqlite", clock=FakeClock()) as source:
        for number, value in enumerate(DANGEROUS):
            source.players.add(f"Player {number}", nickname=value, notes=f"line one\n{value}")
        source.players.add("Łukasz Kowalski", email="luke@example.org", phone="'-5")
        export_players_csv(source, tmp_path / "players.csv")
        expected = [
            (p.name, p.nickname, p.email, p.phone, p.notes) for p in source.players.all_players()
        ]
    assert (tmp_path / "players.csv").read_bytes().startswith(b"\xef\xbb\xbf")  # BOM for Excel
    with Library.open(tmp_path / "b.sqlite", clock=FakeClock()) as target:
        result = import_players_csv(target, tmp_path / "players.csv")
        assert (result.added, result.skipped) == (len(expected), 0)
        got = [
            (p.name, p.nickname, p.email, p.phone, p.notes) for p in target.players.all_players()
        ]
        assert got == expected
        again = import_players_csv(target, tmp_path / "players.csv")
        assert (again.added, again.skipped) == (0, len(expected))


def test_semicolon_files_and_blank_lines_are_read(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("Name;Email\n\nAna Pop;ana@example.org\n;\n", encoding="utf-8")
    assert import_players_csv(library, path).added == 1
    assert library.players.all_players()[0].email == "ana@example.org"


def test_an_old_list_does_not_bring_back_a_typo_merged_away(
    library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(
        "name,email\nJon Smtih,\nJon Smith,\nAna Pop,ana@example.org\n", encoding="utf-8"
    )
    right = library.players.add("Jon Smith")
    typo = library.players.add("Jon Smtih")
    library.players.merge(right.id, typo.id)
    result = import_players_csv(library, path)
    assert (result.added, result.skipped) == (1, 2)
    assert [p.name for p in library.players.search("jon")] == ["Jon Smith"]


BAD_FILES = [
    ("", "line 1: the header row is missing"),
    ("email,phone\na@b,1\n", "line 1: there is no 'name' column"),
    ("name,shoe size\nAnn,42\n", "line 1: unknown column 'shoe size'"),
    ("name,name\nAnn,Ann\n", "line 1: the column 'name' appears twice"),
    ("name,email\nAnn,a@b\nBob,b@c\n,c@d\n", "line 4: the name is empty"),
    ("name,email\nAnn,a@b,extra\n", "line 2: 3 fields, but the header has 2"),
    ('name,notes\nAnn,"two\nlines"\nBob\n', "line 4: 1 field, but the header has 2"),
]


@pytest.mark.parametrize(("text", "message"), BAD_FILES)
def test_a_bad_file_names_the_line_and_writes_nothing(
    library: Library, db_path: Path, tmp_path: Path, text: str, message: str
) -> None:
    library.players.add("Already Here")
    path = tmp_path / "players.csv"
    path.write_text(text, encoding="utf-8")
    before = dump(db_path)
    with pytest.raises(ImportFileError) as caught:
        import_players_csv(library, path)
    assert str(caught.value).startswith(message)
    assert dump(db_path) == before


def test_a_file_that_is_not_utf8_names_the_line(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(b"name\nAnn\nJos\xe9\n")
    with pytest.raises(ImportFileError, match="line 3: the file is not UTF-8 text"):
        import_players_csv(library, path)
    assert library.players.all_players() == []


# -- the cases (Nothing lost, nothing forged) ---------------------------------------------

MORE_BAD_FILES = [
    ("name\nAnn\n\x00\x00\n", "line 3: the name holds the control character U+0000"),
    ("name,notes\nAnn,ok\nBob,\x1b[2J\n", "line 3: the notes hold the control character U+001B"),
    ('name,notes\nAnn,ok\nBob,"never closed\n', "line 3: a quoted field is still open"),
    ('name\nAnn\n"Bob', "line 3: a quoted field is still open"),
]


@pytest.mark.parametrize(("text", "message"), MORE_BAD_FILES)
def test_nul_names_controls_and_an_open_quote_are_refused(
    library: Library, db_path: Path, tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(text, encoding="utf-8")
    before = dump(db_path)
    with pytest.raises(ImportFileError) as caught:
        import_players_csv(library, path)
    assert str(caught.value).startswith(message)
    assert dump(db_path) == before


def test_the_users_own_leading_apostrophe_is_kept(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "mine.csv"
    path.write_text("name,phone,notes\n'Ann,'+39 333 1234567,'=not a formula\n", encoding="utf-8")
    assert import_players_csv(library, path).added == 1
    (ann,) = library.players.all_players()
    assert (ann.name, ann.phone, ann.notes) == ("'Ann", "'+39 333 1234567", "'=not a formula")


@pytest.mark.parametrize("start", ["|", "\uff1d", "\uff0b", "\uff0d", "\uff20"])
def test_pipes_and_full_width_formula_signs_are_neutralised(library: Library, start: str) -> None:
    library.players.add(f"{start}cmd", notes=f"{start}1+1")
    (row,) = list(csv.reader(io.StringIO(players_csv_text(library))))[1:]
    assert row[1] == f"'{start}cmd" and row[5] == f"'{start}1+1"


_field = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\u2028\u2029")
    | st.sampled_from(["'", "=", "+", "-", "@", "|", "\uff1d", "\uff20", "\n", "\t", " "]),
    max_size=12,
)


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(name=_field.filter(lambda text: text.strip()), nickname=_field, phone=_field, notes=_field)
def test_an_export_imports_back_exactly(
    tmp_path_factory: pytest.TempPathFactory, name: str, nickname: str, phone: str, notes: str
) -> None:
    folder = tmp_path_factory.mktemp("csv")
    with Library.open(folder / "a.sqlite", clock=FakeClock()) as source:
        source.players.add(name, nickname=nickname, phone=phone, notes=notes)
        export_players_csv(source, folder / "players.csv")
        (stored,) = source.players.all_players()
    with Library.open(folder / "b.sqlite", clock=FakeClock()) as target:
        import_players_csv(target, folder / "players.csv")
        (back,) = target.players.all_players()
    assert (back.name, back.nickname, back.phone, back.notes) == (
        stored.name,
        stored.nickname,
        stored.phone,
        stored.notes,
    )


def test_import_is_linear_in_the_rows(library: Library, tmp_path: Path) -> None:
    """The same few searches whatever the number of rows (it searched the library per row)."""

    def statements(rows: int) -> int:
        path = tmp_path / f"p{rows}.csv"
        lines = "".join(f"Player {rows}-{n},p{n}@example.org\n" for n in range(rows))
        path.write_text("name,email\n" + lines, encoding="utf-8")
        seen: list[str] = []
        library.conn.set_trace_callback(seen.append)
        try:
            assert import_players_csv(library, path).added == rows
        finally:
            library.conn.set_trace_callback(None)
        return sum(1 for sql in seen if sql.lstrip().upper().startswith("SELECT"))

    assert statements(50) == statements(500) <= 2
