"""``tourney show [--json] [--lang LANG] DB [TOURNAMENT]``: a tournament, from the terminal.

The library is opened **read-only** (so it works while Tourney runs); the tournament (an id or
a name; by default the one changed most recently) is replayed and read at the current time:
the level and the time left, the next level, players left and entries, the average stack in
chips and big blinds, the chips in play, the prize pool, what each place is paid
(:func:`tourney.domain.figures.paid_places`, as the window, the TV and the payout sheet show
it: after a deal each player's amount and the money saved for the winner; locked or not) and
the standings (busted players with their places and prizes, knockouts). ``--json`` prints one
object whose fields are documented in ``docs/cli/show.md``; money there is integer cents in
fields ending ``_cents``. The readable text writes money with the tournament's currency
(:func:`tourney.domain.money.money_text.money`) and ends with the explanation of the pool and the
payouts. ``--lang`` says everything in that language: the readable text, its numbers and money
(as the window and the reports write them), and in the JSON the ``explanation``, the
standings' ``place_label`` and the levels' ``blinds`` (whose fields keep their names; numbers
stay numbers). Exit status 2 with one line on stderr when the library or the tournament
cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from tourney.cli.language import output_language
from tourney.cli.library_io import add_tournament_argument, find_tournament, refusals
from tourney.cli.show_text import describe
from tourney.cli.terminal import safe_json, write_text
from tourney.domain.entries.entry import Place
from tourney.domain.figures import PaidPlace, Standing, compute_figures, standings
from tourney.domain.levels.clock_events import ClockReading
from tourney.domain.levels.structure import Break, Item, Level
from tourney.domain.state import TournamentState
from tourney.persistence.event_store import TournamentInfo
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

NAME = "show"
HELP = "print a tournament's level, players, prize pool, payouts and standings"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json``, the database path and the tournament."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("db", metavar="DB", help="the library database file")
    add_tournament_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Print the tournament; 0 on success, 2 with one stderr line otherwise."""
    language = output_language(args)
    with (
        refusals(NAME, language, as_json=args.json),
        Library.open(args.db, read_only=True) as library,
    ):
        info = find_tournament(library, args.tournament)
        state = OpenTournament.open(library, info.id).state
        answer = show_answer(info, state, now=time.time(), language=language)
    if args.json:
        sys.stdout.write(safe_json(json.dumps(answer, ensure_ascii=False)) + "\n")
    else:
        write_text(describe(answer, language))
    return 0


def show_answer(
    info: TournamentInfo, state: TournamentState, *, now: float, language: str = "en"
) -> dict[str, Any]:
    """The tournament at ``now`` as the JSON object ``tourney show --json`` prints.

    Args:
        info: The tournament's entry in the library.
        state: The tournament, replayed.
        now: The moment to read it at, in seconds since the epoch.
        language: The language of the ``explanation``, the places' ``place_label`` and the
            levels' ``blinds``; every other field is the same in every language.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    figures = compute_figures(state, now)
    setup = state.setup
    payouts = None
    if figures.payouts is not None:
        paid = figures.payouts.payouts
        payouts = {
            "locked": figures.payouts.locked,
            "pool_cents": paid.pool,
            "difference_cents": figures.payouts.difference,
            "places_paid": paid.places,
            "places": [_paid(line) for line in figures.places],
        }
    return {
        "tournament": {
            "id": info.id,
            "name": setup.name,
            "date": setup.date,
            "venue": setup.venue,
            "events": len(state.log),
        },
        "at": now,
        "currency": {
            "symbol": setup.currency.symbol,
            "symbol_first": setup.currency.symbol_first,
            "decimals": setup.currency.decimals,
        },
        "clock": _clock(state, now, language),
        "finished": state.finished,
        "winner": _winner(state),
        "players_left": figures.players_left,
        "entries": figures.entries,
        "unique_players": figures.unique_players,
        "re_entries": figures.re_entries,
        "rebuys": figures.rebuys,
        "addons": figures.addons,
        "chips_in_play": figures.chips_in_play,
        "average_stack": figures.average_stack,
        "big_blind": figures.big_blind,
        "average_big_blinds": round(figures.average_big_blinds, 1),
        "prize_pool_cents": figures.pool.total,
        "added_cents": figures.pool.added,
        "overlay_cents": figures.pool.overlay,
        "payouts": payouts,
        "explanation": list(figures.explanation_in(language)),
        "standings": [_standing(row, language) for row in standings(state)],
    }


def _winner(state: TournamentState) -> dict[str, Any] | None:
    winner = state.winner
    return None if winner is None else {"entry": winner.number, "name": state.name(winner.number)}


def _clock(state: TournamentState, now: float, language: str) -> dict[str, Any]:
    reading: ClockReading = state.clock.reading(now)
    upcoming = reading.next_item
    return {
        "started": state.started,
        "running": reading.running,
        "item": _item(reading.item, reading.level, language),
        "time_left_seconds": _seconds(reading.time_left_ms),
        "next": None if upcoming is None else _item(upcoming, reading.next_level, language),
        "to_break_seconds": None if reading.to_break_ms is None else _seconds(reading.to_break_ms),
        "hand_for_hand": reading.hand_for_hand,
    }


def _item(item: Item, level: int | None, language: str) -> dict[str, Any]:
    if isinstance(item, Break):
        return {"type": "break", "level": None, "seconds": item.seconds}
    assert isinstance(item, Level)
    return {
        "type": "level",
        "level": level,
        "seconds": item.seconds,
        "small_blind": item.small_blind,
        "big_blind": item.big_blind,
        "ante": item.ante,
        "blinds": item.blinds_text(language),
    }


def _paid(line: PaidPlace) -> dict[str, Any]:
    return {
        "place": line.place,
        "amount_cents": line.amount,
        "kind": line.kind.value,
        "entry": line.entry,
        "name": line.name,
        "shared": None if line.shared is None else list(line.shared),
        "finished": line.finished,
    }


def _standing(row: Standing, language: str) -> dict[str, Any]:
    return {
        "entry": row.entry,
        "player_id": row.player_id,
        "name": row.name,
        "playing": row.place is None,
        "place": row.place,
        "place_label": ""
        if row.place is None
        else Place(row.place, row.covers).translated(language),
        "prize_cents": row.prize,
        "knockouts": row.knockouts,
        "bounty_won_cents": row.bounty_won,
        "knocked_out_by": list(row.knocked_out_by),
        "bust_level": row.bust_level,
        "rebuys": row.rebuys,
        "addons": row.addons,
        "re_entry": row.re_entry,
    }


def _seconds(ms: int) -> int:
    """Whole seconds rounded up, as the clock shows them: 19:49 with 1,188.5 seconds left."""
    return -(-max(ms, 0) // 1000)
