"""Hand-for-hand play and the places of simultaneous bust-outs."""

from __future__ import annotations

import pytest

from tourney.domain.entries.placing import place_bustouts
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.hand_for_hand import HandForHand


def test_busts_at_different_tables_in_one_hand_rank_by_starting_stack() -> None:
    # 12 left at the start of the hand; four bust at different tables.
    result = place_bustouts(
        players_left=12, busted=[("ann", 5_000), ("bob", 12_000), ("cy", 5_000), ("di", 800)]
    )
    places = {p.player: p.place for p in result.placings}
    assert places == {"bob": 9, "ann": 10, "cy": 10, "di": 12}


def test_each_table_plays_one_hand_then_waits_for_the_others() -> None:
    assert HandForHand.is_due(players_left=28, places_paid=27)
    state = HandForHand().start()
    state = state.finish_table(1, [1, 2, 3])
    assert state.hand == 1 and state.waiting_for([1, 2, 3]) == (2, 3)
    state = state.finish_table(3, [1, 2, 3]).finish_table(2, [1, 2, 3])
    assert state.hand == 2 and state.finished == frozenset()
    assert not state.stop().active
    with pytest.raises(DomainNotAllowedError):
        HandForHand().finish_table(1, [1])
