"""Turn domain values into report rows: the pool, the structure, move slips, deals, standings.

These adapters need no database: the caller (the GUI, the CLI) has the domain values in
hand. Names come from the caller too (the domain knows players by id).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from tourney.domain.levels.game_names import level_game
from tourney.domain.levels.structure import Break, Game, Level, Limit, Structure
from tourney.domain.money.deals import Deal, DealMethod
from tourney.domain.money.prize_pool import PrizePool
from tourney.domain.money.season import Standing
from tourney.domain.room.seating import MoveReason
from tourney.domain.room.seating import MoveSlip as DomainMoveSlip
from tourney.engine.games import game_name
from tourney.reports.i18n import _, current_language
from tourney.reports.rows import (
    BreakRow,
    DealAgreement,
    DealRow,
    LeagueRow,
    MoveSlip,
    PoolSummary,
    StructureItem,
    StructureRow,
)

__all__ = [
    "deal_agreement",
    "game_label",
    "league_rows",
    "move_reason_label",
    "move_slip",
    "pool_summary",
    "structure_rows",
    "variant_name",
]


def pool_summary(pool: PrizePool) -> PoolSummary:
    """The prize-pool box of the payout sheet and the results, from the domain's pool."""
    return PoolSummary(
        entries=pool.entries,
        rebuys=pool.rebuys,
        addons=pool.addons,
        prize_pool=pool.total,
        from_entries=pool.from_entries,
        from_rebuys=pool.from_rebuys,
        from_addons=pool.from_addons,
        added=pool.added,
        overlay=pool.overlay,
        fees=pool.fees + pool.staff + pool.league,
        bounties=pool.bounties,
    )


def variant_name(variant: str) -> str:
    """A game's printed name from its id: ``"holdem"`` → ``"Texas Hold'em"`` (unknown: as is)."""
    return game_name(variant, current_language())


def game_label(game: Game, limit: Limit) -> str:
    """How the structure sheet names a level's game: ``"No-Limit Hold'em"``."""
    return level_game(game, limit, current_language())


def structure_rows(
    structure: Structure, *, start: dt.datetime | None = None
) -> tuple[StructureItem, ...]:
    """One row per level and break, with planned start times when ``start`` is given.

    The game column is filled only when the structure plays more than one game.
    """
    games = {(item.game, item.limit) for item in structure.items if isinstance(item, Level)}
    mixed = len(games) > 1
    rows: list[StructureItem] = []
    number = 0
    for item, offset in zip(structure.items, structure.start_offsets(), strict=True):
        at = (start + dt.timedelta(seconds=offset)).time() if start is not None else None
        if isinstance(item, Break):
            rows.append(BreakRow(item.seconds // 60, item.colour_up, starts_at=at))
            continue
        number += 1
        rows.append(
            StructureRow(
                number,
                item.small_blind,
                item.big_blind,
                item.seconds // 60,
                ante=item.ante,
                ante_kind=item.ante_kind,
                game=game_label(item.game, item.limit) if mixed else "",
                starts_at=at,
            )
        )
    return tuple(rows)


def move_reason_label(reason: MoveReason, *, from_table: int | None = None) -> str:
    """What a move slip says about why the player moves."""
    if reason is MoveReason.BREAK and from_table is not None:
        return _("Table {table} breaks").format(table=from_table)
    labels = {
        MoveReason.LATE_ENTRY: _("Late entry"),
        MoveReason.BALANCE: _("Balancing the tables"),
        MoveReason.BREAK: _("The table breaks"),
        MoveReason.FINAL_TABLE: _("Final table draw"),
    }
    return labels[reason]


def move_slip(slip: DomainMoveSlip, name: str) -> MoveSlip:
    """A printable move slip from the balancing engine's slip and the player's name."""
    return MoveSlip(
        name,
        slip.from_table,
        slip.from_seat,
        slip.to_table,
        slip.to_seat,
        slip.stack,
        move_reason_label(slip.reason, from_table=slip.from_table),
    )


def deal_agreement(deal: Deal) -> DealAgreement:
    """The deal agreement's rows from a recorded deal.

    The domain's explanation (amounts in raw cents) is not copied: the agreement writes its
    own sentences with money formatted.
    """
    method = {
        DealMethod.ICM: _("ICM"),
        DealMethod.CHIP_CHOP: _("Chip-chop"),
        DealMethod.NEGOTIATED: _("Negotiated"),
    }[deal.method]
    rows = tuple(
        DealRow(name, chips, amount)
        for name, chips, amount in zip(deal.players, deal.chips, deal.amounts, strict=True)
    )
    return DealAgreement(method, rows, deal.prizes, saved=deal.saved)


def league_rows(
    standings: Sequence[Standing], *, winnings: dict[str, int] | None = None
) -> tuple[LeagueRow, ...]:
    """The league table from the season standings (and, optionally, each player's winnings)."""
    return tuple(
        LeagueRow(
            line.rank,
            line.player,
            line.points,
            line.played,
            line.wins,
            line.best,
            winnings=None if winnings is None else winnings.get(line.player, 0),
        )
        for line in standings
    )
