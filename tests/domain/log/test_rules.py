"""A log is checked with the rules the director's actions apply: forged events are refused.

An imported file or a hand-edited library may hold events the window would never make: a
bust-out of a player who has busted already, a rebuy for a busted entry, a re-entry in a
freezeout, a rebuy after the rebuy period, a second seat draw, a deal that does not add up.
``replay(…, check=True)`` refuses the log at such an event, naming it and the rule, and
:func:`audit` lists every one of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.domain.test_tournament_story import T0, Director, make_setup
from tourney.base.messages import message
from tourney.domain.entries.actions import Bust, bust_out, register
from tourney.domain.entries.entry import EntryKind
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.audit import audit
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    BustOut,
    ClockStarted,
    DealRecorded,
    DrawnTable,
    PlayerRegistered,
    Rebuy,
    SeatsDrawn,
)
from tourney.domain.log.reducer import replay
from tourney.domain.money.deals import Deal, DealMethod
from tourney.domain.room.actions import draw_seats
from tourney.domain.state import TournamentState

LABEL = message("forged")


def _night() -> TournamentState:
    d = Director(make_setup())
    for number, name in enumerate(("Ann", "Bob", "Cyd", "Dee", "Eve"), start=1):
        d.do(register(d.state, Player(number, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    d.do(bust_out(d.state, [Bust(2, by=(1,))], T0 + 60))
    return d.state


Forge = Callable[[TournamentState], Event]


def _bust_again(state: TournamentState) -> Event:
    return Event(BustOut((Bust(2, by=(1,)),)), T0 + 70, LABEL)


def _rebuy_busted(state: TournamentState) -> Event:
    return Event(Rebuy(2, 0), T0 + 70, LABEL)


def _late_rebuy(state: TournamentState) -> Event:
    return Event(Rebuy(1, 0), T0 + 3 * 3600, LABEL)


def _re_entry_in_a_freezeout(state: TournamentState) -> Event:
    seat = next((t.number, s) for t in state.room.tables for s in t.open_seats)
    return Event(PlayerRegistered(6, Player(2, "Bob"), EntryKind.RE_ENTRY, seat), T0 + 70, LABEL)


def _second_draw(state: TournamentState) -> Event:
    return Event(SeatsDrawn((DrawnTable(9, (1, 3, 4, 5), 1),)), T0 + 70, LABEL)


def _clock_started_twice(state: TournamentState) -> Event:
    return Event(ClockStarted(), T0 + 70, LABEL)


def _deal_for_too_much(state: TournamentState) -> Event:
    players = tuple(str(e.number) for e in state.active())
    deal = Deal(DealMethod.CHIP_CHOP, players, (1,) * 4, (1,), 0, (10**9,) * 4, ())
    return Event(DealRecorded(deal), T0 + 70, LABEL)


@pytest.mark.parametrize(
    ("forge", "reason"),
    [
        (_bust_again, "Bob already busted out"),
        (_rebuy_busted, "Bob already busted out"),
        (_late_rebuy, "Rebuys closed after level 2 and the break after it."),
        (_re_entry_in_a_freezeout, "no re-entries"),
        (_second_draw, "The seats have been drawn already."),
        (_clock_started_twice, "The clock is already running."),
        (_deal_for_too_much, "the amounts must add up"),
    ],
)
def test_an_event_the_window_would_refuse_is_refused_in_a_log(forge: Forge, reason: str) -> None:
    state = _night()
    forged = [*state.log, forge(state).stored_as(state.last_seq + 1)]
    with pytest.raises(DomainMalformedError, match="refused by the rules") as caught:
        replay(forged, check=True)
    assert f"Event {len(forged)} (" in str(caught.value)
    assert reason in str(caught.value)


def test_audit_lists_every_refused_event_and_goes_on() -> None:
    state = _night()
    late = Event(Rebuy(1, 0), T0 + 3 * 3600, LABEL).stored_as(state.last_seq + 1)
    twice = Event(ClockStarted(), T0 + 3 * 3600, LABEL).stored_as(state.last_seq + 2)
    after, refused = audit([*state.log, late, twice])
    assert [(r.seq, r.kind) for r in refused] == [(late.seq, "rebuy"), (twice.seq, "clock_started")]
    assert refused[0].error.translated("it") != refused[0].reason  # said in the reader's language
    assert after.entry(1).rebuys == 1  # applied anyway, so that later events are checked too
    assert audit(state.log)[1] == []


def test_the_rules_accept_every_log_the_actions_make() -> None:
    rng = random.Random(5)
    state = _night()
    assert replay(state.log, check=True) == state
    from tourney.domain.demo import demo_events

    demo = demo_events(T0, rng)
    assert replay(demo, check=True) == replay(demo)
    assert replace(state).players_left == 4
