"""A tournament's state as plain data, for the golden logs that must replay identically forever.

:func:`digest` reads only what a director sees or a report prints (entries, places, chips,
money, seats, the clock at a few moments, the undo stacks, the figures and the results), so
that the state's inner layout may change while the golden logs keep their meaning.
"""

from __future__ import annotations

from typing import Any

from tourney.domain.figures import compute_figures, standings
from tourney.domain.state import TournamentState


def digest(state: TournamentState) -> dict[str, Any]:
    """What ``state`` says, as JSON-ready data."""
    last = state.log[-1].at
    moments = (last, last + 60, last + 1200, last + 7200)
    figures = compute_figures(state, last)
    return {
        "setup": {"name": state.setup.name, "venue": state.setup.venue},
        "entries": [_entry(state, number) for number in sorted(state.entries)],
        "tables": [
            {"number": t.number, "seats": [str(s) if s is not None else None for s in t.seats]}
            for t in state.room.tables
        ],
        "seats_drawn": state.seats_drawn,
        "started": state.started,
        "late_registration_closed": state.late_registration_closed,
        "locked_payouts": None
        if state.locked_payouts is None
        else list(state.locked_payouts.amounts),
        "deal": None if state.deal is None else list(state.deal.amounts),
        "chip_races": [
            [r.table, r.removed, r.into, r.value_before, r.value_after] for r in state.chip_races
        ],
        "chips_adjustment": state.chips_adjustment,
        "next_entry": state.next_entry,
        "history": {
            "done": list(state.history.done),
            "redo": list(state.history.redo),
            "undone": sorted(state.history.undone),
        },
        "clock": [_reading(state, moment) for moment in moments],
        "figures": {
            "entries": figures.entries,
            "players_left": figures.players_left,
            "rebuys": figures.rebuys,
            "addons": figures.addons,
            "chips_in_play": figures.chips_in_play,
            "pool": figures.pool.total,
            "payouts": None if figures.payouts is None else list(figures.payouts.payouts.amounts),
        },
        "standings": [
            [s.entry, s.name, s.place, s.prize, s.knockouts, s.bounty_won, s.bust_level]
            for s in standings(state)
        ],
    }


def _entry(state: TournamentState, number: int) -> list[Any]:
    e = state.entries[number]
    return [
        e.number,
        state.players[e.player_id].name,
        e.kind.value,
        e.status.value,
        e.place,
        e.covers,
        e.chips,
        e.rebuys,
        e.addons,
        e.bounty,
        e.bounty_won,
        e.knockouts,
        list(e.knocked_out_by),
        e.bust_level,
    ]


def _reading(state: TournamentState, moment: float) -> list[Any]:
    reading = state.clock.reading(moment)
    return [reading.index, reading.running, reading.time_left_ms, reading.hand_for_hand]
