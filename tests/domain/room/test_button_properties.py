"""The next hand's positions obey the dead-button rule (rules.md §4) for every table, hypothesis.

The issue's case — the previous positions on seats that are empty now — made ``next_hand``
crash (``IndexError`` in ``_last_at_or_before``) in 240 of 72,000 random cases, and dealt a
hand to a waiting big blind in others. Every valid previous hand and set of live seats must
give positions the rules describe:

* the big blind is the first live seat clockwise after last hand's big blind (nobody posts it
  twice in a row, nobody is skipped);
* the small blind position is last hand's big blind seat, posted only if that seat is live;
* the button moves onto last hand's small blind seat (dead if it is empty);
* heads-up the small blind is the button, the other player the big blind;
* players between the button and the small blind wait (TDA 8-A), unless that would leave no
  hand to deal; the big blind, a posted small blind and the effective button are dealt in;
* the effective button is the last seat dealt in before the small blind position,
  counterclockwise: the one that acts last after the flop.
"""

from __future__ import annotations

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from tourney.domain.errors import DomainError
from tourney.domain.room.button import Positions, next_hand


def _clockwise(start: int, table_size: int) -> list[int]:
    """The seats after ``start``, clockwise, ending with ``start`` itself."""
    return [(start + k - 1) % table_size + 1 for k in range(1, table_size + 1)]


def _between(start: int, end: int, seat: int, table_size: int) -> bool:
    return 0 < (seat - start) % table_size < (end - start) % table_size


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[int], Positions, int]:
    size = draw(st.integers(min_value=2, max_value=10))
    seats = list(range(1, size + 1))
    live = draw(st.lists(st.sampled_from(seats), min_size=2, max_size=size, unique=True))
    bb = draw(st.sampled_from(seats))
    sb = draw(st.sampled_from([s for s in seats if s != bb]))
    ordered = [s for s in seats if s in (sb, bb) or _between(s, bb, sb, size)]
    button = draw(st.sampled_from(ordered))
    return live, Positions(button=button, sb=sb, bb=bb), size


@settings(max_examples=3000, deadline=None)
@given(tables())
@example(([1, 2, 3], Positions(button=5, sb=5, bb=4), 5))  # the issue's case: it crashed
@example(([6, 7, 8], Positions(button=4, sb=5, bb=8), 10))  # the big blind was left waiting
def test_the_next_hand_follows_the_dead_button_rule(case) -> None:
    live, previous, size = case
    try:
        plan = next_hand(live, previous, table_size=size)
    except DomainError:
        assume(False)  # positions the checks refuse (e.g. out of order): not this test's
        return
    seats = sorted(live)
    expected_bb = next(s for s in _clockwise(previous.bb, size) if s in live)
    assert plan.bb == expected_bb
    assert plan.bb != previous.bb
    assert sorted((*plan.dealt_in, *plan.waiting)) == seats
    assert not set(plan.dealt_in) & set(plan.waiting)
    assert plan.bb in plan.dealt_in
    assert plan.effective_button in plan.dealt_in
    assert len(plan.dealt_in) >= 2
    if len(seats) == 2:
        assert plan.heads_up
        assert plan.button == plan.sb == plan.effective_button != plan.bb
        assert plan.dealt_in == tuple(seats)
        return
    if previous.button in (previous.sb, previous.bb) and (
        plan.bb == previous.sb or not _between(previous.sb, plan.bb, previous.bb, size)
    ):
        # After a heads-up hand whose big blind moves on past the button's seat, the rule
        # would put the small blind behind the button: a fresh hand, the small blind and the
        # button on the players before the big blind.
        dealt = plan.dealt_in
        assert plan.sb == dealt[dealt.index(plan.bb) - 1] and plan.sb_posted
        assert plan.button == dealt[dealt.index(plan.sb) - 1] == plan.effective_button
        assert _between(plan.button, plan.bb, plan.sb, size)
        return
    assert plan.sb == previous.bb
    assert plan.sb_posted == (previous.bb in live)
    if plan.sb_posted:
        assert plan.sb in plan.dealt_in
    assert plan.button == previous.sb
    assert plan.button_dead == (previous.sb not in live)
    for seat in plan.waiting:
        assert _between(plan.button, plan.sb, seat, size)
    before_sb = [s for s in reversed(_clockwise(plan.sb, size)) if s != plan.sb]
    assert plan.effective_button == next(s for s in before_sb if s in plan.dealt_in)
    assert plan.effective_button != plan.bb


def test_the_issue_case_gives_a_hand_the_next_one_can_follow() -> None:
    # Heads-up at seats 4 and 5, both gone, three players at 1-3. The dead-button rule's
    # letter (a dead button on 5, a dead small blind on 4, the big blind on 1) put the small
    # blind behind the button, and the hand after it was refused as out of order (the
    # property test below found it through late entries): the big blind moves on to seat 1,
    # the players before it post the small blind and have the button.
    plan = next_hand([1, 2, 3], Positions(button=5, sb=5, bb=4), table_size=5)
    assert (plan.button, plan.button_dead, plan.effective_button) == (2, False, 2)
    assert (plan.sb, plan.sb_posted, plan.bb) == (3, True, 1)
    assert plan.dealt_in == (1, 2, 3)
    assert plan.waiting == ()
    after = next_hand([1, 2, 3], Positions(plan.button, plan.sb, plan.bb), table_size=5)
    assert (after.button, after.sb, after.bb) == (3, 1, 2)  # and play goes on from it
