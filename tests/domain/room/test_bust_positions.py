"""A bust-out carries where the button was in its hand; the next hand follows by the rules.

The director never presses Next hand here: every bust-out is recorded with the positions of
the hand it happened in (as the bust-out dialog confirms them), however many hands were
played since the last one Tourney knew, and the table's next hand — a dead small blind after
the big blind busts, a dead button after the small blind, the heads-up transition — must be
what the dead-button rule gives (TDA 32, 34-B).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.domain.test_tournament_story import NAMES, T0, Director, make_setup
from tourney.domain.entries.actions import Bust, bust_out, register
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.actions import pause_clock, start_clock
from tourney.domain.log.codec import events_from_records, records_of
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import BustOut, TablePositions
from tourney.domain.log.reducer import replay
from tourney.domain.room.actions import bust_hand, button_known, draw_seats, hand_plan
from tourney.domain.room.button import Positions, next_hand
from tourney.domain.room.button_known import (
    CONFIRMED_FOR_MS,
    check_hand,
    hand_with_button,
    hands_ahead,
)
from tourney.domain.state import TournamentState

HAND = 120.0  # seconds a hand takes in these tests


def _table_of(players: int, *, seats: int = 10) -> Director:
    """``players`` registered at one table, seats drawn, the clock started at ``T0``."""
    d = Director(make_setup(seats=seats))
    for player_id, name in enumerate(NAMES[:players], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    return d


def _at(state: TournamentState, seat: int) -> int:
    player = state.room.table(1).player_at(seat)
    assert player is not None
    return int(player)


def _hand(hand: Positions, table: int = 1) -> TablePositions:
    return TablePositions(table, hand.button, hand.sb, hand.bb)


def _live_without(state: TournamentState, *seats: int) -> list[int]:
    return [s for s in state.room.table(1).occupied if s not in seats]


def test_the_big_blind_busts_and_the_next_hand_has_a_dead_small_blind() -> None:
    # The issue: recording the big blind's bust without first pressing Next hand moved the
    # big blind past the right player. With the hand's positions, the small blind is dead.
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions  # the hand being played
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60, positions=[_hand(hand)]))
    after = hand_plan(d.state, 1, T0 + 61)
    assert after.sb == hand.bb and not after.sb_posted  # a dead small blind
    assert after.button == hand.sb
    assert after.positions == next_hand(_live_without(d.state), hand).positions
    assert after.explanation[0].startswith(f"Seat {hand.bb} was eliminated in the big blind")


def test_the_small_blind_busts_and_the_button_moves_onto_his_empty_seat() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.sb))], T0 + 60, positions=[_hand(hand)]))
    after = hand_plan(d.state, 1, T0 + 61)
    assert after.button == hand.sb and after.button_dead
    assert after.effective_button == hand.button  # the same player acts last again
    assert after.sb == hand.bb and after.sb_posted


def test_hands_nobody_recorded_then_a_bust_still_gives_the_right_next_hand() -> None:
    d = _table_of(7)
    live = d.state.room.table(1).occupied
    hand = hand_plan(d.state, 1, T0).positions
    for _ in range(5):  # five hands the director never told Tourney about
        hand = next_hand(live, hand).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 600, positions=[_hand(hand)]))
    assert (
        hand_plan(d.state, 1, T0 + 601).positions
        == next_hand(_live_without(d.state), hand).positions
    )


def test_down_to_two_the_button_is_placed_so_nobody_posts_the_big_blind_twice() -> None:
    d = _table_of(3)
    hand = hand_plan(d.state, 1, T0).positions
    last_bb = _at(d.state, hand.bb)
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.button))], T0 + 60, positions=[_hand(hand)]))
    after = hand_plan(d.state, 1, T0 + 61)
    assert after.heads_up
    assert after.sb == after.button and after.sb_posted  # TDA 34-B
    assert _at(d.state, after.bb) != last_bb


def test_a_hand_for_hand_bust_at_two_tables_records_the_hand_at_each() -> None:
    d = Director(make_setup(seats=6))
    for player_id, name in enumerate(NAMES[:10], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    one, two = (hand_plan(d.state, n, T0).positions for n in (1, 2))
    a = int(d.state.room.table(1).player_at(one.bb) or 0)
    b = int(d.state.room.table(2).player_at(two.sb) or 0)
    busts = [Bust(a, stack=3000), Bust(b, stack=5000)]
    positions = [_hand(two, 2), _hand(one, 1)]
    event = d.do(bust_out(d.state, busts, T0 + 60, positions=positions))
    assert isinstance(event.payload, BustOut)
    assert event.payload.positions == (_hand(one, 1), _hand(two, 2))  # by table
    first, second = (hand_plan(d.state, n, T0 + 61) for n in (1, 2))
    assert first.sb == one.bb and not first.sb_posted
    assert second.button == two.sb and second.button_dead
    assert d.state.entry(b).place < d.state.entry(a).place  # the bigger stack finishes higher


def test_a_bust_out_without_positions_leaves_the_table_as_it_was() -> None:
    d = _table_of(5)
    before = d.state.room.table(1)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60))
    after = d.state.room.table(1)
    assert (after.previous, after.button, after.confirmed) == (
        before.previous,
        before.button,
        before.confirmed,
    )


def test_a_bust_out_stored_before_positions_existed_reads_and_replays_the_same() -> None:
    d = _table_of(5)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60))
    records = records_of(d.state.log)
    assert records[-1]["data"]["positions"] is None
    del records[-1]["data"]["positions"]  # as every bust-out was written before
    old = events_from_records(json.loads(json.dumps(records)))
    assert old[-1].payload == d.state.log[-1].payload
    assert replay(old, check=True) == d.state


def test_positions_are_stored_and_read_back() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60, positions=[_hand(hand)]))
    record = records_of(d.state.log)[-1]
    assert record["data"]["positions"] == [
        {"table": 1, "button": hand.button, "sb": hand.sb, "bb": hand.bb}
    ]
    assert replay(events_from_records(records_of(d.state.log)), check=True) == d.state


# ----------------------------------------------------------------------------- the rules


def _forged(state: TournamentState, hand: TablePositions, busted: int) -> list[Event]:
    event = Event(BustOut((Bust(busted),), (hand,)), T0 + 60, state.log[-1].label)
    return [*state.log, event.stored_as(state.last_seq + 1)]


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (
            lambda t, h, empty: TablePositions(1, empty, h.sb, h.bb),
            "the dead-button rule puts no button there",
        ),
        (lambda t, h, empty: TablePositions(1, h.button, h.bb, h.sb), "posts the small blind"),
        (lambda t, h, empty: TablePositions(1, h.button, h.sb, 11), "there is no seat 11"),
        (lambda t, h, empty: TablePositions(2, h.button, h.sb, h.bb), "no table 2 in play"),
    ],
)
def test_positions_a_table_cannot_have_had_are_refused_by_the_action_and_in_a_log(
    make, reason
) -> None:
    d = _table_of(6)
    table = d.state.room.table(1)
    hand = hand_plan(d.state, 1, T0).positions
    empty = next(s for s in range(1, 11) if table.player_at(s) is None)
    forged = make(table, hand, empty)
    busted = _at(d.state, hand.bb)
    with pytest.raises(DomainNotAllowedError, match=reason):
        bust_out(d.state, [Bust(busted)], T0 + 60, positions=[forged])
    with pytest.raises(DomainMalformedError, match="refused by the rules"):
        replay(_forged(d.state, forged, busted), check=True)


def test_positions_name_only_the_busted_players_tables_each_once() -> None:
    d = Director(make_setup(seats=6))
    for player_id, name in enumerate(NAMES[:10], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    one, two = (hand_plan(d.state, n, T0).positions for n in (1, 2))
    busted = int(d.state.room.table(1).player_at(one.bb) or 0)
    with pytest.raises(DomainNotAllowedError, match="Nobody busting sits at Table 2"):
        bust_out(d.state, [Bust(busted)], T0, positions=[_hand(two, 2)])
    with pytest.raises(DomainNotAllowedError, match="name a table twice"):
        bust_out(d.state, [Bust(busted)], T0, positions=[_hand(one), _hand(one)])


def test_a_dead_button_where_the_rules_put_it_is_accepted_and_nowhere_else() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.sb))], T0 + 60, positions=[_hand(hand)]))
    table = d.state.room.table(1)
    dead = hand_plan(d.state, 1, T0 + 61).positions  # the button on the empty seat
    assert table.player_at(dead.button) is None
    check_hand(table, dead)  # the rules put it there
    other_empty = next(s for s in range(1, 11) if table.player_at(s) is None and s != dead.button)
    with pytest.raises(DomainNotAllowedError, match=f"Nobody sits at seat {other_empty}"):
        check_hand(table, Positions(other_empty, dead.sb, dead.bb))


# ---------------------------------------------------------------------------- what a click means


def test_a_clicked_button_seat_means_the_hand_the_rules_reach_while_confirmed() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60, positions=[_hand(hand)]))
    table = d.state.room.table(1)
    ahead = hands_ahead(table)
    assert ahead[0] == hand  # a second bust-out in the same hand
    assert ahead[1] != hand and ahead[1].sb == hand.bb  # the next: a dead small blind
    assert hand_with_button(table, ahead[1].button, confirmed=True) == ahead[1]
    assert hand_with_button(table, ahead[2].button, confirmed=True) == ahead[2]
    assert hand_with_button(table, hand.button, confirmed=True) == hand
    # Unconfirmed, the hands since are many: the blinds on the next two players.
    live = table.occupied
    fresh = hand_with_button(table, ahead[1].button, confirmed=False)
    assert fresh.button == ahead[1].button and fresh.bb in live and fresh.sb in live
    empty = next(s for s in range(1, 11) if table.player_at(s) is None and s != hand.bb)
    with pytest.raises(DomainNotAllowedError, match="must be on a player"):
        hand_with_button(table, empty, confirmed=False)


# ------------------------------------------------------------------------ confirmed for a while


def test_a_button_stays_confirmed_for_three_minutes_of_play_then_is_asked_for() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 60, positions=[_hand(hand)]))
    limit = CONFIRMED_FOR_MS / 1000
    known = button_known(d.state, 1, T0 + 60 + limit)
    assert known.confirmed and known.expected == hand_plan(d.state, 1, T0 + 61).positions
    later = button_known(d.state, 1, T0 + 60 + limit + 1)
    assert not later.confirmed and later.expected is None and later.since_minutes == 3
    # unconfirmed, a click on a player means the blinds on the next two players
    live = d.state.room.table(1).occupied
    seat = live[0]
    assert bust_hand(d.state, 1, seat, T0 + 600) == Positions(seat, live[1], live[2])


def test_pauses_and_breaks_do_not_count_as_play() -> None:
    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 100, positions=[_hand(hand)]))
    d.do(pause_clock(d.state, T0 + 160))  # a minute of play, then a long dispute
    assert button_known(d.state, 1, T0 + 3000).since_ms == 60_000
    d.do(start_clock(d.state, T0 + 3000))
    assert button_known(d.state, 1, T0 + 3100).confirmed
    assert not button_known(d.state, 1, T0 + 3130).confirmed
    # levels of 10 minutes, then a 10-minute break: a bust just before the break
    e = _table_of(6)
    hand = hand_plan(e.state, 1, T0).positions
    bust = bust_out(e.state, [Bust(_at(e.state, hand.bb))], T0 + 1190, positions=[_hand(hand)])
    e.do(bust)
    assert e.state.clock.reading(T0 + 1500).level is None  # the break
    assert button_known(e.state, 1, T0 + 1799).since_ms == 10_000
    assert button_known(e.state, 1, T0 + 1800 + 170).confirmed
    assert not button_known(e.state, 1, T0 + 1800 + 171).confirmed


def test_levels_jumped_over_do_not_count_as_play_but_a_restarted_levels_time_does() -> None:
    from tourney.domain.levels.actions import jump_to, restart_level

    d = _table_of(6)
    hand = hand_plan(d.state, 1, T0).positions
    d.do(bust_out(d.state, [Bust(_at(d.state, hand.bb))], T0 + 100, positions=[_hand(hand)]))
    # the director jumps four items ahead a minute later: only that minute was played
    d.do(jump_to(d.state, d.state.clock.reading(T0 + 160).index + 4, T0 + 160))
    known = button_known(d.state, 1, T0 + 170)
    assert known.since_ms == 70_000 and known.confirmed
    d.do(restart_level(d.state, T0 + 200))  # 40 s of the level were played: they count
    assert button_known(d.state, 1, T0 + 230).since_ms == 130_000
    assert not button_known(d.state, 1, T0 + 281).confirmed  # 3 minutes and a second


def test_before_the_clock_starts_the_drawn_button_stays_confirmed() -> None:
    d = Director(make_setup())
    for player_id, name in enumerate(NAMES[:6], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    known = button_known(d.state, 1, T0 + 7200)
    assert known.confirmed and known.since_ms == 0
    assert known.expected == hand_plan(d.state, 1, T0).positions


# ----------------------------------------------------------------------------- a whole table


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=3, max_value=10),
    script=st.lists(
        st.tuples(st.integers(0, 12), st.integers(1, 2), st.randoms(use_true_random=False)),
        min_size=1,
        max_size=9,
    ),
)
def test_busts_recorded_with_their_hand_keep_the_blinds_right_to_heads_up(players, script):
    """Nobody posts the big blind twice in a row; dead blind, dead button and heads-up per TDA.

    The table plays real hands; the director records only the bust-outs, each with where the
    button was in its hand (after any number of hands he never recorded) — by clicking the
    button's seat, as in the bust-out dialog, when few enough hands were played for Tourney
    to tell; the next hand Tourney shows is the next hand of the game.
    """
    d = _table_of(players)
    now = T0
    game = hand_plan(d.state, 1, now).positions  # the hand being played
    last_bb_player: int | None = None
    for unrecorded, count, rng in script:
        table = d.state.room.table(1)
        live = table.occupied
        if len(live) <= 2:
            break
        for _ in range(unrecorded):
            game, last_bb_player = _deal(d.state, game, live, last_bb_player)
        now += HAND * (unrecorded + 1)
        if unrecorded + 1 < len(live) and table.previous is not None:
            assert hand_with_button(table, game.button, confirmed=True) == game
        _check_posting(d.state, game, last_bb_player)
        last_bb_player = _at(d.state, game.bb)
        seats = rng.sample(list(live), min(count, len(live) - 2))
        busts = [Bust(_at(d.state, s), stack=1000 + 10 * s) for s in seats]
        d.do(bust_out(d.state, busts, now, positions=[_hand(game)]))
        shown = hand_plan(d.state, 1, now)
        after = [s for s in live if s not in seats]
        expected = next_hand(after, game)
        assert shown.positions == expected.positions
        if len(after) == 2:
            assert shown.heads_up and shown.button == shown.sb and shown.sb_posted
        elif game.bb in seats:  # the big blind busted: the small blind is dead
            assert shown.sb == game.bb and not shown.sb_posted
        elif game.sb in seats:  # the small blind busted: a dead button on his seat
            assert shown.button == game.sb and shown.button_dead
        game = shown.positions
        _check_posting(d.state, game, last_bb_player)


def _deal(
    state: TournamentState, game: Positions, live: tuple[int, ...], last: int | None
) -> tuple[Positions, int]:
    """One hand played at the table that nobody records; the next one."""
    _check_posting(state, game, last)
    return next_hand(live, game).positions, _at(state, game.bb)


def _check_posting(state: TournamentState, game: Positions, last_bb_player: int | None) -> None:
    bb_player = _at(state, game.bb)
    assert bb_player != last_bb_player, "a player posts the big blind twice in a row"
