"""Event labels in any language: every action's label is a sentence kept unsaid.

Every event the actions make carries its label as a template with values; said in English it
reads as the director expects, and it is translated into Italian and Romanian. It survives the
trip through the event's JSON form. Format-1 labels (English text) are said again when the
format-1 log is read (:mod:`tourney.domain.log.upcast`).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.domain.test_tournament_story import NAMES, T0, Director, make_setup
from tourney.domain.demo import demo_events
from tourney.domain.entries.actions import (
    Bust,
    add_on,
    bust_out,
    close_late_registration,
    create_tournament,
    re_enter,
    rebuy,
    register,
    unregister,
)
from tourney.domain.entries.players import Player
from tourney.domain.figures import prizes_left
from tourney.domain.levels.actions import (
    adjust_clock,
    edit_setup,
    edit_structure,
    jump_to,
    pause_clock,
    restart_level,
    set_pause_at_level_end,
    start_clock,
)
from tourney.domain.levels.structure import Level, Structure
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.codec import events_from_records, from_record, to_record
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import apply, replay
from tourney.domain.log.upcast import STORED
from tourney.domain.money.actions import lock_payouts, record_deal, unlock_payouts
from tourney.domain.money.deals import chip_chop
from tourney.domain.room.actions import (
    accept_proposal,
    close_table,
    draw_button,
    draw_seats,
    move_player,
    next_hand,
    open_table,
    proposal,
    record_chip_race,
    set_button,
    set_hand_for_hand,
)
from tourney.domain.state import TournamentState

MINUTE = 60.0
DEMO_NOW = 1_741_970_000.0


class Recorder(Director):
    """A director who keeps every event with the state it was made in."""

    def __init__(self, *, seats: int = 10, re_entries: int | None = 0) -> None:
        super().__init__(make_setup(seats=seats, re_entries=re_entries))
        self.made: list[tuple[TournamentState, Event]] = []

    def do(self, event: Event) -> Event:
        before = self.state
        stored = super().do(event)
        self.made.append((before, stored))
        check_history_items(self.state)
        return stored


def check_history_items(state: TournamentState) -> None:
    """The Edit menu's items are said in every language, with the action's label inside."""
    for note in (state.undo_label, state.redo_label):
        if note is not None:
            english = note.translated("en")
            assert english.startswith(("Undo ", "Redo ")), english
            assert note.translated("it") != english and note.translated("ro") != english


def recorded(names: tuple[str, ...] = NAMES, *, seats: int = 10) -> Recorder:
    d = Recorder(seats=seats)
    for player_id, name in enumerate(names, start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    return d


def assert_said_again(made: list[tuple[TournamentState, Event]]) -> None:
    """Each label is a sentence, translated, whole after a trip through the event's JSON."""
    for _before, event in made:
        note = event.label
        english = note.translated("en")
        assert note.text != STORED and english, event
        assert "{" not in english and "{" not in note.translated("it"), english
        assert note.translated("it") != english, english
        assert note.translated("ro") != english, english
        assert from_record(to_record(event)).label == note


def an_evening() -> Recorder:
    """Most director actions, in one tournament of twelve (two tables of six)."""
    d = recorded()
    ann, bob, cyd, dee, eve, fay = (d.number(n) for n in NAMES[:6])
    d.do(pause_clock(d.state, T0 + MINUTE))
    d.do(start_clock(d.state, T0 + 2 * MINUTE))
    for seconds in (60, -60, 120, -180, 30, -45, 1200):
        d.do(adjust_clock(d.state, seconds, T0 + 3 * MINUTE))
    d.do(adjust_clock(d.state, -1200, T0 + 3 * MINUTE))
    d.do(set_pause_at_level_end(d.state, T0 + 3 * MINUTE, on=True))
    d.do(set_pause_at_level_end(d.state, T0 + 3 * MINUTE, on=False))
    d.do(register(d.state, Player(99, "Zed Ștefănescu"), T0 + 4 * MINUTE, d.rng))
    d.do(bust_out(d.state, [Bust(bob, by=(ann,))], T0 + 5 * MINUTE))
    d.do(
        bust_out(
            d.state, [Bust(cyd, by=(ann,), stack=3000), Bust(dee, stack=8000)], T0 + 6 * MINUTE
        )
    )
    d.do(bust_out(d.state, [Bust(eve, stack=5000), Bust(fay, stack=5000)], T0 + 7 * MINUTE))
    d.do(rebuy(d.state, ann, stack=0, now=T0 + 8 * MINUTE))
    table = (d.state.seat_of(ann) or (0, 0))[0]
    other = next(t for t in d.state.room.tables if t.number != table)
    free = next(s for s in range(1, other.size + 1) if other.player_at(s) is None)
    d.do(move_player(d.state, ann, other.number, free, T0 + 9 * MINUTE))
    occupied = other.occupied[0]
    d.do(set_button(d.state, other.number, occupied, T0 + 9 * MINUTE))
    d.do(draw_button(d.state, table, T0 + 9 * MINUTE, d.rng))
    d.do(next_hand(d.state, table, T0 + 10 * MINUTE))
    d.do(set_hand_for_hand(d.state, T0 + 10 * MINUTE, on=True))
    d.do(set_hand_for_hand(d.state, T0 + 11 * MINUTE, on=False))
    d.do(open_table(d.state, 5, T0 + 11 * MINUTE))
    d.do(close_table(d.state, 5, T0 + 11 * MINUTE))
    seats = d.state.room.table(table).occupied[:2]
    d.do(
        record_chip_race(
            d.state, table, counts={seats[0]: 3, seats[1]: 1}, others=dict.fromkeys(seats, 5000),
            removed=25, into=100, now=T0 + 12 * MINUTE, rng=d.rng,
        )
    )  # fmt: skip
    d.do(add_on(d.state, ann, T0 + 21 * MINUTE))
    d.do(lock_payouts(d.state, T0 + 22 * MINUTE))
    d.do(unlock_payouts(d.state, T0 + 22 * MINUTE))
    d.do(close_late_registration(d.state, T0 + 22 * MINUTE))
    d.do(undo(d.state, T0 + 23 * MINUTE))
    d.do(undo(d.state, T0 + 23 * MINUTE))
    d.do(redo(d.state, T0 + 23 * MINUTE))
    longer = Structure((*d.state.clock.structure.items, Level(300, 600, 600)))
    d.do(edit_structure(d.state, longer, T0 + 24 * MINUTE))
    d.do(edit_setup(d.state, replace(d.state.setup, name="Friday special"), T0 + 24 * MINUTE))
    for index in (3, 2, 0):
        d.do(jump_to(d.state, index, T0 + 25 * MINUTE))
        d.do(restart_level(d.state, T0 + 26 * MINUTE))
    return d


def test_every_action_of_an_evening_is_said_again_in_english_and_translated() -> None:
    d = an_evening()
    kinds = {event.kind for _, event in d.made}
    assert len(kinds) == 25  # all but creation, unregistering, the floor's proposals and deals
    assert_said_again(d.made)


def test_the_first_event_and_a_taken_back_entry_are_said_again() -> None:
    first = create_tournament(make_setup(), T0)
    assert_said_again([(replay([first]), first)])
    d = Recorder()
    d.do(register(d.state, Player(1, "Ann"), T0, d.rng))
    d.do(unregister(d.state, 1, T0 + 1))
    assert_said_again(d.made)
    note = d.state.undo_label  # the entry is gone from the state: its name is in the label
    assert note is not None and note.translated("it") == "Annulla ritiro dell’iscrizione di Ann"
    assert d.state.log[-1].label.translated("ro") == "Retragerea înscrierii: Ann"


def test_re_entries_are_said_again() -> None:
    d = Recorder(re_entries=1)
    for player_id, name in enumerate(NAMES[:4], start=1):
        d.do(register(d.state, Player(player_id, name), T0, d.rng))
    d.do(start_clock(d.state, T0))
    d.do(bust_out(d.state, [Bust(1, by=(2,))], T0 + 60))
    d.do(re_enter(d.state, 1, T0 + 90, d.rng))
    d.do(draw_seats(d.state, T0 + 100, d.rng))
    d.do(bust_out(d.state, [Bust(5, by=(2,))], T0 + 120))
    assert_said_again(d.made)


def test_the_floors_proposals_are_said_again() -> None:
    d = recorded(tuple(f"P{i}" for i in range(1, 28)), seats=9)
    t = T0 + 60
    victims = [int(p) for p in list(d.state.room.tables[0].players())[:4]]
    d.do(bust_out(d.state, [Bust(v, stack=1000 * (i + 1)) for i, v in enumerate(victims)], t))
    d.do(accept_proposal(d.state, proposal(d.state, d.rng), t + 1, d.rng))
    d.do(open_table(d.state, 7, t + 2))
    d.do(accept_proposal(d.state, proposal(d.state, d.rng), t + 3, d.rng))
    while d.state.players_left > 2:
        t += 10
        d.do(bust_out(d.state, [Bust(d.state.active()[-1].number)], t))
        plan = proposal(d.state, d.rng)
        if not plan.nothing_to_do:
            d.do(accept_proposal(d.state, plan, t + 1, d.rng))
    labels = [e.label.translated("en") for _, e in d.made if e.kind == "proposal_accepted"]
    for start in ("Balance tables (2 moves)", "Close table 7", "Balance tables (1 move)"):
        assert start in labels
    assert any(label.startswith("Break table") for label in labels)
    assert any(label.startswith("Final-table redraw") for label in labels)
    assert_said_again(d.made)


def test_a_deal_is_said_again() -> None:
    d = recorded(NAMES[:10])
    for name in NAMES[3:10]:
        d.do(bust_out(d.state, [Bust(d.number(name))], T0 + 60))
    left = [e.number for e in d.state.active()]
    deal = chip_chop(
        [(str(n), c) for n, c in zip(left, (50_000, 30_000, 20_000), strict=True)],
        prizes_left(d.state),
    )
    d.do(record_deal(d.state, deal, T0 + 100))
    assert_said_again(d.made)
    label = d.state.log[-1].label  # the method, and the names as the language lists them
    assert label.translated("en") == "Chip-chop deal between Ann, Bob and Cyd"
    assert label.translated("it") == "Accordo chip-chop tra Ann, Bob e Cyd"
    assert label.translated("ro") == "Înțelegere chip-chop între Ann, Bob și Cyd"


def test_the_demo_log_is_said_again() -> None:
    events = demo_events(DEMO_NOW, random.Random(1))
    state = replay(events[:1])
    made: list[tuple[TournamentState, Event]] = [(state, events[0])]
    for event in events[1:]:
        made.append((state, event))
        state = apply(state, event)
    assert_said_again(made)


def test_the_words_a_director_reads() -> None:
    d = an_evening()
    said = {e.label.translated("en"): e.label for _, e in d.made}
    assert said["Rebuy for Ann"].translated("it") == "Rebuy per Ann"
    assert said["Rebuy for Ann"].translated("ro") == "Rebuy-ul pentru Ann"
    assert said["Bust-out of Bob, 13th"].translated("it") == "Eliminazione di Bob, 13°"
    assert said["Bust-out of Bob, 13th"].translated("ro") == "Eliminarea: Bob, locul 13"
    assert said["Bust-out of Dee (11th) and Cyd (12th)"].translated("it") == (
        "Eliminazione di Dee (11°) e Cyd (12°)"
    )
    ties = "Bust-out of Eve (9th, tie) and Fay (9th, tie)"  # no brackets in brackets
    assert said[ties].translated("ro") == (
        "Eliminarea jucătorilor Eve (locul 9, la egalitate) și Fay (locul 9, la egalitate)"
    )
    assert said["Add 20 minutes"].translated("ro") == "20 de minute în plus"
    assert said["Take away 3 minutes"].translated("ro") == "3 minute în minus"
    assert said["Add 1 minute"].translated("it") == "1 minuto in più"
    assert said["Add 30 seconds"].translated("ro") == "30 de secunde în plus"
    assert said["Go to level 3"].translated("it") == "Passaggio al livello 3"
    assert said["Restart the break after level 2"].translated("ro") == (
        "Repornirea pauzei de după nivelul 2"
    )
    undo_event = next(e for _, e in d.made if e.kind == "undo")
    assert undo_event.label.translated("en") == "Undo close late registration"
    assert (
        said[undo_event.label.translated("en")].translated("it")
        == "Annulla chiusura delle iscrizioni tardive"
    )
    assert (
        said[undo_event.label.translated("en")].translated("ro")
        == "Anulează închiderea înscrierilor târzii"
    )


def test_the_edit_menu_items_are_translated() -> None:
    d = recorded(NAMES[:4])
    ann = d.number("Ann")
    d.do(rebuy(d.state, ann, stack=0, now=T0 + 60))
    note = d.state.undo_label
    assert note is not None
    assert note.translated("en") == "Undo rebuy for Ann"
    assert note.translated("it") == "Annulla rebuy per Ann"
    assert note.translated("ro") == "Anulează rebuy-ul pentru Ann"
    assert d.state.redo_label is None
    d.do(undo(d.state, T0 + 70))
    again = d.state.redo_label
    assert again is not None and again.translated("it") == "Ripeti rebuy per Ann"
    assert d.state.undo_label is not None  # the seat draw


def _v1(seq: int, kind: str, data: dict[str, object], label: str) -> dict[str, object]:
    return {"seq": seq, "kind": kind, "at": T0 + seq, "label": label, "data": data}


def _v1_start() -> list[dict[str, object]]:
    """The start of a format-1 log: the setup and Ann registered as entry 1."""
    first = to_record(create_tournament(make_setup(), T0))
    first.update(format=1, label="Create Friday")
    player = {"player_id": 1, "name": "Ann"}
    data = {"entry": 1, "player": player, "kind": "entry", "chips": 10_000, "bounty": 0}
    return [first, _v1(2, "player_registered", {**data, "seat": None}, "Register Ann")]


@pytest.mark.parametrize(
    ("data", "label", "said"),
    [
        ({"entry": 1, "stack": 0}, "Rebuy for Ann", "Rebuy per Ann"),  # said again
        ({"entry": 1, "stack": 0}, "Rebuy: Ann", "Rebuy: Ann"),  # an older wording
    ],
)
def test_a_format_1_label_is_said_again_or_kept_as_stored(
    data: dict[str, object], label: str, said: str
) -> None:
    records = [*_v1_start(), _v1(3, "rebuy", data, label)]
    events = events_from_records(records)
    assert [e.label.translated("en") for e in events] == ["Create Friday", "Register Ann", label]
    assert events[1].label.translated("it") == "Iscrizione di Ann"
    assert events[2].label.translated("it") == said
    assert (events[2].label.text == STORED) == (label != "Rebuy for Ann")


def test_an_undo_of_an_old_wording_keeps_the_old_words_inside_the_translation() -> None:
    records = [
        *_v1_start(),
        _v1(3, "rebuy", {"entry": 1, "stack": 0}, "Rebuy: Ann"),
        _v1(4, "undo", {"target": 3}, "Undo rebuy: Ann"),
    ]
    state = replay(events_from_records(records))
    note = state.log[-1].label
    assert note.translated("en") == "Undo rebuy: Ann"
    assert note.translated("it") == "Annulla rebuy: Ann"
    assert state.redo_label is not None and state.redo_label.translated("it") == "Ripeti rebuy: Ann"


def test_one_table_and_one_paid_place_are_said_in_the_singular() -> None:
    d = recorded(NAMES[:3])
    d.do(lock_payouts(d.state, T0 + 60))
    assert_said_again(d.made)
    said = {e.label.translated("en"): e.label for _, e in d.made}
    drawn = said["Draw seats: 3 players at 1 table (3)"]
    assert drawn.translated("it") == "Sorteggio dei posti: 3 giocatori a 1 tavolo (3)"
    assert drawn.translated("ro") == "Tragerea la sorți a locurilor: 3 jucători la 1 masă (3)"
    locked = said["Lock the payouts (1 place)"]
    assert locked.translated("it") == "Blocco dei premi (1 posizione pagata)"
    assert locked.translated("ro") == "Blocarea premiilor (1 loc plătit)"


def test_an_icm_deal_keeps_its_capitals_in_the_undo_item() -> None:
    from tourney.base.messages import message
    from tourney.domain.state import history_label

    label = message("ICM deal between {names}", names="Ann, Bob and Cyd")
    assert history_label(label, undo=True).translated("en") == (
        "Undo ICM deal between Ann, Bob and Cyd"
    )
    chip_chop_label = message("Chip-chop deal between {names}", names="Ann and Bob")
    assert history_label(chip_chop_label, undo=False).translated("en") == (
        "Redo chip-chop deal between Ann and Bob"
    )
