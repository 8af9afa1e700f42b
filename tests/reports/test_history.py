"""The History of actions: every action, its time, the phone it came from, the undone marked."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reports.pdftext import text
from tourney.cli.main import main
from tourney.core import commands as c
from tourney.core.service import TournamentService
from tourney.core.staff import Staff
from tourney.domain.entries.entry import Place
from tourney.reports.base import RenderOptions
from tourney.reports.from_log import history_rows
from tourney.reports.i18n import use_language
from tourney.reports.tournament_reports import render_tournament_report


@pytest.fixture
def played(tmp_path: Path):
    service = TournamentService.open(tmp_path / "library.sqlite", clock=lambda: 1_750_000_000.0)
    service.create_demo()
    staff = Staff(service)
    token = staff.pair(staff.issue("floor").text, "Table 2").token
    victim = service.state.active()[0].number
    staff.perform(token, c.BustOut(busts=(c.Bust(victim),), id="1"))
    rebuyer = service.state.active()[0].number
    service.perform(c.Rebuy(entry=rebuyer, stack=0))
    service.perform(c.Undo())
    yield service, service.state.name(victim)
    service.close()


def test_every_action_is_listed_with_where_it_came_from(played) -> None:
    service, name = played
    state = service.state
    with use_language("en"):
        rows = history_rows(state)
    assert [row.number for row in rows] == list(range(1, state.last_seq + 1))
    bust = rows[-3]
    assert bust.action == f"Bust-out of {name}, 22nd — from the floor phone 'Table 2'"
    assert not bust.undone
    assert rows[-2].undone and rows[-2].action.startswith("Rebuy for ")
    assert rows[-1].action.startswith("Undo rebuy for ") and not rows[-1].undone


@pytest.mark.parametrize(
    ("language", "says", "undone"),
    [
        ("en", "— from the floor phone 'Table 2'", "undone"),
        ("it", "— dal telefono del floor «Table 2»", "annullata"),
        ("ro", "— de pe telefonul floor-ului „Table 2”", "anulată"),
    ],
)
def test_the_pdf_says_it_in_the_reports_language(played, language, says, undone) -> None:
    service, name = played
    pdf = render_tournament_report(
        "history", service.state, now=service.now(), options=RenderOptions(language=language)
    )
    printed = " ".join(text(pdf).split())  # a long line wraps anywhere in the PDF
    assert name in printed and says in printed and undone in printed


def test_tourney_report_history(played, tmp_path: Path) -> None:
    service, _name = played
    path = service.library.path
    service.close()
    out = tmp_path / "history.pdf"
    assert main(["report", "history", str(path), "-o", str(out)]) == 0
    assert "from the floor phone 'Table 2'" in text(out.read_bytes())


@pytest.fixture
def demo(tmp_path: Path):
    service = TournamentService.open(tmp_path / "library.sqlite", clock=lambda: 1_750_000_000.0)
    service.create_demo()
    yield service
    service.close()


def test_the_history_says_the_place_a_player_finishes_in(demo) -> None:
    service = demo
    victim = service.state.active()[0].number
    left = service.state.players_left
    service.perform(c.BustOut(busts=(c.Bust(victim),)))
    name = service.state.name(victim)
    first = Place(left).translated("en")
    assert service.state.log[-1].label.translated("en") == f"Bust-out of {name}, {first}"
    late = service.perform(c.Register(name="Late Lucy"))  # a late entry: he is 1 lower
    assert late.ok, late
    with use_language("en"):
        rows = history_rows(service.state)
    bust = next(row for row in rows if row.action.startswith(f"Bust-out of {name}"))
    assert bust.action == f"Bust-out of {name}, {Place(left + 1).translated('en')}"
    assert service.state.entries[victim].place == left + 1


def test_the_undo_and_redo_of_a_bust_out_say_the_place_its_own_line_says(demo) -> None:
    service = demo
    victim = service.state.active()[0].number
    left = service.state.players_left
    for command in (c.BustOut(busts=(c.Bust(victim),)), c.Undo(), c.Redo()):
        assert service.perform(command).ok
    assert service.perform(c.Register(name="Late Lucy")).ok  # he finishes one lower
    name, now = service.state.name(victim), Place(left + 1).translated("en")
    with use_language("en"):
        rows = history_rows(service.state)
    said = [row.action for row in rows[-4:-1]]  # the bust-out, its undo, its redo
    assert said == [
        f"Bust-out of {name}, {now}",
        f"Undo bust-out of {name}, {now}",
        f"Redo bust-out of {name}, {now}",
    ]  # before, the undo and the redo kept the place it had then


def test_an_undone_bust_out_keeps_its_place_when_the_player_busts_again_later(demo) -> None:
    service = demo
    victim = service.state.active()[0].number
    first = Place(service.state.players_left).translated("en")
    for command in (c.BustOut(busts=(c.Bust(victim),)), c.Undo()):
        assert service.perform(command).ok
    others = [e.number for e in service.state.active() if e.number != victim][:3]
    for number in others:  # three players go before him: he finishes three places higher
        assert service.perform(c.BustOut(busts=(c.Bust(number),))).ok
    assert service.perform(c.BustOut(busts=(c.Bust(victim),))).ok
    name = service.state.name(victim)
    later = Place(service.state.entries[victim].place).translated("en")
    assert later != first
    with use_language("en"):
        rows = history_rows(service.state)
    mine = [(row.action, row.undone) for row in rows if f"ust-out of {name}" in row.action]
    assert mine == [
        (f"Bust-out of {name}, {first}", True),  # as the Edit menu said it then
        (f"Undo bust-out of {name}, {first}", False),
        (f"Bust-out of {name}, {later}", False),
    ]
