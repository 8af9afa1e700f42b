import datetime as dt

from tests.reports import samples
from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
from tourney.domain.levels.structure import Break, Game, Level, Limit, Structure
from tourney.domain.money.deals import DealMethod, save_for_winner
from tourney.domain.money.prize_pool import compute_prize_pool
from tourney.domain.room.seating import MoveReason
from tourney.domain.room.seating import MoveSlip as DomainSlip
from tourney.reports.from_domain import (
    deal_agreement,
    move_slip,
    pool_summary,
    structure_rows,
)
from tourney.reports.rows import BreakRow, StructureRow


def test_structure_rows_number_levels_and_plan_start_times():
    items = structure_rows(samples.structure(), start=dt.datetime(2025, 3, 15, 19, 30))
    levels = [item for item in items if isinstance(item, StructureRow)]
    breaks = [item for item in items if isinstance(item, BreakRow)]
    assert [level.level for level in levels] == list(range(1, 13))
    assert [item.minutes for item in breaks] == [10, 15]
    assert breaks[1].colour_up == (25,)
    assert levels[4].starts_at == dt.time(21, 0)  # 4 levels of 20 minutes and a 10-minute break
    assert all(level.game == "" for level in levels)  # one game: no game column


def test_mixed_games_are_named():
    mixed = Structure(
        (
            Level(100, 200, 600),
            Break(300),
            Level(100, 200, 600, game=Game.OMAHA, limit=Limit.POT_LIMIT),
        )
    )
    items = structure_rows(mixed)
    assert [item.game for item in items if isinstance(item, StructureRow)] == [
        "No-Limit Hold'em",
        "Pot-Limit Omaha",
    ]
    assert all(item.starts_at is None for item in items)


def test_pool_summary_counts_every_withheld_part():
    plan = BuyInPlan(entry=PriceSplit.from_parts(prize=4000, fee=500, staff=300, league=200))
    pool = pool_summary(compute_prize_pool(plan, entries=10, guarantee=50_000))
    assert pool.prize_pool == 50_000
    assert pool.overlay == 10_000
    assert pool.fees == 10_000


def test_move_slip_says_why():
    slip = DomainSlip("p7", 3, 4, 1, 9, 23_450, MoveReason.BREAK, "")
    row = move_slip(slip, "Łukasz Nowak")
    assert (row.player, row.to_table, row.to_seat, row.stack) == ("Łukasz Nowak", 1, 9, 23_450)
    assert row.reason == "Table 3 breaks"
    late = move_slip(DomainSlip("p8", None, None, 2, 3, None, MoveReason.LATE_ENTRY, ""), "Ana")
    assert late.reason == "Late entry"


def test_deal_agreement_keeps_the_total():
    deal = save_for_winner(
        [("Ann", 5000), ("Bob", 5000)], [7000, 3000], saved=1000, method=DealMethod.CHIP_CHOP
    )
    agreement = deal_agreement(deal)
    assert agreement.method == "Chip-chop"
    assert agreement.saved == 1000
    assert agreement.total == sum(deal.prizes)
    assert [row.amount for row in agreement.rows] == [4500, 4500]
