"""Table actions on a live tournament: proposals, the final redraw, buttons, hands, colour-ups."""

from __future__ import annotations

import pytest

from tests.domain.test_tournament_story import NAMES, T0, opened
from tourney.base.messages import Message
from tourney.domain.entries.actions import Bust, bust_out
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import compute_figures
from tourney.domain.log.codec import events_from_records, label_from_json, to_record
from tourney.domain.log.reducer import replay
from tourney.domain.room.actions import (
    accept_proposal,
    draw_button,
    hand_plan,
    next_hand,
    proposal,
    record_chip_race,
    set_hand_for_hand,
)


def item_label(record: dict[str, object]) -> Message:
    """A stored record's label, read back."""
    return label_from_json(record["label"])


def test_the_final_table_redraw_is_recorded_with_its_button() -> None:
    d = opened()
    for name in ("Ann", "Bob", "Cyd"):
        d.do(bust_out(d.state, [Bust(d.number(name))], T0 + 60))
    plan = proposal(d.state, d.rng)
    assert plan.final_redraw
    event = d.do(accept_proposal(d.state, plan, T0 + 70, d.rng))
    assert event.label.translated("en").startswith("Final-table redraw")
    (final,) = d.state.room.tables
    assert final.count == 9 and final.button == event.payload.button
    assert final.player_at(final.button) is not None
    assert replay(d.state.log) == d.state
    with pytest.raises(DomainNotAllowedError, match="nothing to accept"):
        accept_proposal(d.state, proposal(d.state, d.rng), T0 + 80, d.rng)


def test_a_stale_proposal_is_refused() -> None:
    d = opened(NAMES[:11], seats=6)  # 6 + 5
    victims = list(d.state.room.tables[1].players())[:2]
    for victim in victims:
        d.do(bust_out(d.state, [Bust(int(victim))], T0 + 60))
    plan = proposal(d.state, d.rng)
    mover = int(plan.moves[0].player)
    d.do(bust_out(d.state, [Bust(mover)], T0 + 61))
    with pytest.raises(DomainNotAllowedError, match=r"already busted out|has moved since"):
        accept_proposal(d.state, plan, T0 + 62, d.rng)


def test_hands_advance_each_tables_button() -> None:
    d = opened()
    first = hand_plan(d.state, 1, T0)
    d.do(next_hand(d.state, 1, T0))
    assert d.state.room.table(1).previous == first.positions
    second = hand_plan(d.state, 1, T0 + 60)
    assert second.bb != first.bb
    d.do(draw_button(d.state, 2, T0 + 60, d.rng))
    assert d.state.room.table(2).previous is None


def test_hand_for_hand_is_undoable_room_mode() -> None:
    d = opened()
    d.do(set_hand_for_hand(d.state, T0 + 60, on=True))
    assert d.state.clock.hand_for_hand
    assert d.state.undo_label is not None
    assert d.state.undo_label.translated("en") == "Undo start hand-for-hand"
    with pytest.raises(DomainNotAllowedError, match="already plays hand-for-hand"):
        set_hand_for_hand(d.state, T0 + 61, on=True)


def test_a_chip_race_changes_the_chips_in_play_by_what_it_removed() -> None:
    d = opened()
    table = d.state.room.table(1)
    seats = table.occupied[:3]
    counts = {seats[0]: 3, seats[1]: 1, seats[2]: 2}
    event = d.do(
        record_chip_race(
            d.state, 1, counts=counts, others=dict.fromkeys(seats, 5000), removed=25, into=100,
            now=T0 + 1300, rng=d.rng,
        )
    )  # fmt: skip
    change = event.payload.value_after - event.payload.value_before
    assert compute_figures(d.state, T0 + 1300).chips_in_play == 12 * 10_000 + change
    assert d.state.chip_races[0].explanation


def test_a_recorded_chip_race_is_said_in_any_language_and_old_races_still_read() -> None:
    d = opened()
    table = d.state.room.table(1)
    seats = table.occupied[:2]
    d.do(
        record_chip_race(
            d.state, 1, counts={seats[0]: 3, seats[1]: 1}, others=dict.fromkeys(seats, 5000),
            removed=25, into=100, now=T0 + 1300, rng=d.rng,
        )
    )  # fmt: skip
    record = d.state.chip_races[0]
    assert record.explanation_in("it")[0].startswith("Cambio dei gettoni")
    assert record.explanation[0].startswith("Colour-up: the 25 chips leave play")
    # An event recorded before explanations were kept unsaid holds English sentences.
    english = list(record.explanation)
    records = [to_record(e) for e in d.state.log]
    for item in records:
        item.update(format=1, label=Message.translated(item_label(item), "en"))
    records[-1]["data"] = {**records[-1]["data"], "explanation": english}
    del records[-1]["data"]["notes"]
    again = replay(events_from_records(records)).chip_races[0]
    assert again.explanation == tuple(english) == again.explanation_in("it")
