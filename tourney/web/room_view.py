"""What the room sees: the read model the phones and the browser TVs are sent.

:func:`room_view` turns a tournament's state, at one moment, into one JSON-ready object —
the object of ``GET /api/state`` and the first message of ``GET /api/live``, whose fields are
the contract documented in ``docs/web.md``. It is the only way tournament data leaves the
program for the network, and it carries only what the room may see: the clock as absolute
times (:mod:`tourney.web.clock_view`), the figures and payouts as
:mod:`tourney.domain.figures` computes them (after a deal, the deal's amounts), the seats and
the recent moves with the players named as the director chose (:mod:`tourney.web.names`),
and the results once it is finished. Never an e-mail, a phone number, a note or a player
database id (``tests/web/test_privacy.py`` fills all of them and looks for each).
"""

from __future__ import annotations

from collections.abc import Sequence

from tourney.domain.figures import PaidKind, PaidPlace, compute_figures, standings
from tourney.domain.levels.clock_events import to_ms
from tourney.domain.levels.stack_depth import whole_big_blinds
from tourney.domain.room.recent_moves import RecentMove
from tourney.domain.state import TournamentState
from tourney.persistence.search_text import fold
from tourney.web.clock_view import clock_view, structure_view
from tourney.web.names import NameStyle, shown_name

__all__ = ["PROTOCOL", "room_view"]

PROTOCOL = 1
"""The version of the contract (``docs/web.md``); a page made for another one reloads."""


def _name(state: TournamentState, entry: int, style: NameStyle) -> str:
    return shown_name(state.players[state.entry(entry).player_id], style)


def _seats(
    state: TournamentState, style: NameStyle, moves: Sequence[RecentMove]
) -> list[dict[str, object]]:
    """Every seated player with table and seat, by name; a recent move says where from."""
    moved = {move.entry: move for move in moves}
    rows: list[dict[str, object]] = []
    for table in state.room.tables:
        for seat, entry in enumerate(table.seats, start=1):
            if not isinstance(entry, int) or entry not in state.entries:
                continue
            row: dict[str, object] = {
                "name": _name(state, entry, style),
                "table": table.number,
                "seat": seat,
                "table_name": table.name,
            }
            move = moved.get(entry)
            if move is not None:
                row["moved"] = {
                    "from_table": None if move.origin is None else move.origin[0],
                    "from_seat": None if move.origin is None else move.origin[1],
                    "at_ms": to_ms(move.at),
                }
            rows.append(row)
    rows.sort(key=lambda row: (fold(str(row["name"])), row["table"], row["seat"]))
    return rows


def _moves(
    state: TournamentState, style: NameStyle, moves: Sequence[RecentMove]
) -> list[dict[str, object]]:
    return [
        {
            "name": _name(state, move.entry, style),
            "table": move.to[0],
            "seat": move.to[1],
            "from_table": None if move.origin is None else move.origin[0],
            "from_seat": None if move.origin is None else move.origin[1],
            "at_ms": to_ms(move.at),
        }
        for move in moves
    ]


def _deal(state: TournamentState, style: NameStyle) -> dict[str, object] | None:
    """The recorded deal: what each player in it receives, the biggest first."""
    deal = state.deal
    if deal is None:
        return None
    players = [
        {"name": _name(state, int(entry), style), "amount_cents": amount}
        for entry, amount in zip(deal.players, deal.amounts, strict=True)
    ]
    players.sort(key=lambda row: -int(str(row["amount_cents"])))
    return {"saved_cents": deal.saved, "players": players}


def _payouts(
    state: TournamentState, places: Sequence[PaidPlace], style: NameStyle
) -> list[dict[str, object]]:
    """Each place paid, first place first, and who finished there once somebody has.

    The lines are :func:`~tourney.domain.figures.paid_places`' (what the window, the TV and
    the payout sheet show: a tied player's share on his own line); after a deal, only the
    places below it (the deal's players and the money saved are in ``deal``).
    """
    return [
        {
            "place": line.place,
            "amount_cents": line.amount,
            "name": "" if line.entry is None else _name(state, line.entry, style),
        }
        for line in places
        if line.kind in (PaidKind.PLACE, PaidKind.TIE)
    ]


def _results(state: TournamentState, style: NameStyle) -> list[dict[str, object]] | None:
    """Every place with its player and prize, once the tournament is finished."""
    if not state.finished:
        return None
    rows: list[dict[str, object]] = []
    for standing in standings(state):
        if standing.place is None:
            continue
        covers = state.entries[standing.entry].covers if standing.place != 1 else 1
        rows.append(
            {
                "place": standing.place,
                "place_to": standing.place + covers - 1,
                "name": _name(state, standing.entry, style),
                "re_entry": standing.re_entry,
                "amount_cents": standing.prize,
            }
        )
    rows.sort(key=lambda row: int(str(row["place"])))
    return rows


def room_view(
    state: TournamentState,
    now: float,
    *,
    names: NameStyle = NameStyle.FULL,
    moves: Sequence[RecentMove] = (),
) -> dict[str, object]:
    """What the room sees of ``state`` at ``now`` (see the module docstring).

    Args:
        state: The tournament.
        now: The server's time, seconds since the epoch.
        names: How players are named.
        moves: The recent moves still shown (:func:`~tourney.domain.room.recent_moves.recent_moves`,
            less those stale by play), newest first.
    """
    now_ms = to_ms(now)
    figures = compute_figures(state, now)
    deal = _deal(state, names)
    payouts = _payouts(state, figures.places, names)
    currency = state.setup.currency
    left = figures.players_left
    results = _results(state, names)
    return {
        "type": "state",
        "protocol": PROTOCOL,
        "tournament": state.setup.name,
        "date": state.setup.date,
        "server_time_ms": now_ms,
        "clock": clock_view(state.clock, now_ms=now_ms, started=state.started),
        "structure": structure_view(state.clock.structure),
        "players_left": left,
        "entries": figures.entries,
        "average_stack": figures.average_stack if left else None,
        "big_blind": figures.big_blind,
        "average_bb": whole_big_blinds(figures.average_stack, figures.big_blind) if left else None,
        "chips_in_play": figures.chips_in_play,
        "prize_pool_cents": figures.pool.total,
        "currency": {
            "symbol": currency.symbol,
            "symbol_first": currency.symbol_first,
            "decimals": currency.decimals,
        },
        "payouts": payouts,
        "deal": deal,
        "seats_drawn": state.seats_drawn,
        "seats": _seats(state, names, moves),
        "moves": _moves(state, names, moves),
        "finished": state.finished,
        "winner": results[0]["name"] if results else None,
        "results": results,
    }
