"""Realistic report rows for the tests and the preview: a 27-player club tournament.

Three tables of nine, names in many scripts (Łukasz Nowak, Ștefan Popescu, Niccolò
Rossi ...), a 12-level structure with two breaks and a colour-up, payouts from the domain's
payout code, an ICM deal, a ruling from ``tourney settle`` and a league season.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
from tourney.domain.levels.structure import AnteKind, Break, Level, Structure
from tourney.domain.money.deals import icm_deal
from tourney.domain.money.league import LinearPoints
from tourney.domain.money.payouts import compute_payouts
from tourney.domain.money.prize_pool import compute_prize_pool
from tourney.domain.money.season import TournamentResult, season_standings
from tourney.reports.from_domain import deal_agreement, league_rows, pool_summary, structure_rows
from tourney.reports.rows import (
    DealAgreement,
    LeagueRow,
    MoveSlip,
    PayoutRow,
    PoolSummary,
    Receipt,
    ReceiptKind,
    ReportHeader,
    ResultRow,
    SeatRow,
    StructureItem,
)

HEADER = ReportHeader(
    tournament="Trofeo di Primavera — Main Event",
    date=dt.date(2025, 3, 15),
    venue="Circolo Ricreativo Bolognina, Bologna",
    printed_at=dt.datetime(2025, 3, 16, 1, 42),
)

PLAYERS: tuple[str, ...] = (
    "Łukasz Nowak",
    "Ștefan Popescu",
    "Niccolò Rossi",
    "Ana-Maria Țăranu",
    "Jürgen Müller",
    "Zoë Ångström",
    "François Lefèvre",
    "Małgorzata Wiśniewska-Kowalczyk",
    "Giuseppe Esposito",
    "Søren Kjærgaard",
    "Dragoș Ionescu",
    "Chiara Bianchi",
    "José María Núñez",
    "Bartłomiej Żółkiewski",
    "Ioana Bălănescu",
    "Luca Ferrari",
    "Mehmet Yılmaz",
    "Anna Kowalska",
    "Matteo Ricci",
    "Radu Constantinescu",
    "Eleni Papadopoulou",
    "Andrea De Luca",
    "Cristina Dumitrescu",
    "Tomasz Wójcik",
    "Francesca Gallo",
    "Mihai Ștefănescu",
    "Paolo Conti",
)
"""27 players; the first three are the names the issue names."""

LONG_NAME = "Maria-Magdalena Wiśniewska-Kowalczyk-Brzęczyszczykiewicz von Hohenzollern"
"""A name too long for one line anywhere."""

STACK = 20_000
SEATS_PER_TABLE = 9

_PLAN = BuyInPlan(
    entry=PriceSplit.from_parts(prize=4000, fee=1000),
    rebuy=PriceSplit.from_parts(prize=4000),
    addon=PriceSplit.from_parts(prize=4000),
)
_SHARES = (4500, 2700, 1700, 1100)
REBUYS = 8
ADDONS = 14


def pool() -> PoolSummary:
    """27 entries at €50 (€40 to the pool), 8 rebuys and 14 add-ons at €40."""
    return pool_summary(
        compute_prize_pool(_PLAN, entries=len(PLAYERS), rebuys=REBUYS, addons=ADDONS)
    )


def payout_rows() -> list[PayoutRow]:
    """Four paid places, rounded to €5, named after the top four of :func:`result_rows`."""
    amounts = compute_payouts(pool().prize_pool, _SHARES, unit=500).amounts
    return [
        PayoutRow(place, PLAYERS[place - 1], amount)
        for place, amount in enumerate(amounts, start=1)
    ]


def result_rows(names: tuple[str, ...] = PLAYERS, *, seed: int = 7) -> list[ResultRow]:
    """Final standings: the payouts for the top places, knockouts, rebuys and add-ons."""
    rng = random.Random(seed)
    count = len(names)
    paid = compute_payouts(max(count, 1) * 7260, _SHARES, unit=500).amounts
    if names == PLAYERS:
        paid = tuple(row.amount for row in payout_rows())
    rebuys = [0] * count
    for index in rng.sample(range(count), min(count, REBUYS * count // 27)):
        rebuys[index] = 1
    rows = []
    for index, name in enumerate(names):
        place = index + 1
        rows.append(
            ResultRow(
                place,
                name,
                prize=paid[index] if index < len(paid) else 0,
                knockouts=rng.choice((0, 0, 0, 1, 1, 2, 3)) if place < count else 0,
                rebuys=rebuys[index],
                addons=1 if index % 2 == 0 else 0,
            )
        )
    return rows


def many_names(count: int) -> tuple[str, ...]:
    """``count`` distinct names built from the sample's first and last names."""
    firsts = [name.split(" ", 1)[0] for name in PLAYERS]
    lasts = [name.split(" ", 1)[1] for name in PLAYERS]
    names = []
    for index in range(count):
        first = firsts[index % len(firsts)]
        last = lasts[(index // len(firsts) + index) % len(lasts)]
        names.append(f"{first} {last} ({index + 1})")
    return tuple(names)


def seat_rows() -> list[SeatRow]:
    """Three tables of nine, players drawn in a fixed shuffled order."""
    order = list(PLAYERS)
    random.Random(3).shuffle(order)
    return [
        SeatRow(index // SEATS_PER_TABLE + 1, index % SEATS_PER_TABLE + 1, name, stack=STACK)
        for index, name in enumerate(order)
    ]


def structure() -> Structure:
    """Twelve 20-minute levels, a break after levels 4 and 8; the 25s colour up at the second."""
    blinds = [
        (25, 50, 0),
        (50, 100, 0),
        (75, 150, 0),
        (100, 200, 0),
        (150, 300, 300),
        (200, 400, 400),
        (300, 600, 600),
        (400, 800, 800),
        (500, 1000, 1000),
        (600, 1200, 1200),
        (800, 1600, 1600),
        (1000, 2000, 2000),
    ]
    items: list[Level | Break] = []
    for number, (small, big, ante) in enumerate(blinds, start=1):
        kind = AnteKind.BIG_BLIND if ante else AnteKind.NONE
        items.append(Level(small, big, 20 * 60, ante=ante, ante_kind=kind))
        if number == 4:
            items.append(Break(10 * 60))
        if number == 8:
            items.append(Break(15 * 60, colour_up=(25,)))
    return Structure(tuple(items), name="Club turbo")


def structure_items() -> tuple[StructureItem, ...]:
    """The structure's rows, starting at 19:30."""
    return structure_rows(structure(), start=dt.datetime(2025, 3, 15, 19, 30))


def move_slips() -> list[MoveSlip]:
    """Table 3 breaks into tables 1 and 2, then one balancing move."""
    seats = seat_rows()
    breaking = [row for row in seats if row.table == 3]
    slips = []
    for index, row in enumerate(breaking[:4]):
        slips.append(
            MoveSlip(
                row.name,
                3,
                row.seat,
                1 + index % 2,
                10 - (index // 2) - 1,
                STACK + 1250 * index,
                "Table 3 breaks",
            )
        )
    slips.append(MoveSlip(seats[0].name, 1, 4, 2, 10, 31_475, "Balancing the tables"))
    slips.append(MoveSlip("Late Entrant Ștefănescu", None, None, 2, 3, STACK, "Late entry"))
    return slips


def receipts() -> list[Receipt]:
    """A buy-in for every player, then some rebuys and add-ons."""
    start = dt.datetime(2025, 3, 15, 19, 5)
    receipts = []
    for index, name in enumerate(PLAYERS[:6]):
        receipts.append(
            Receipt(
                index + 1,
                name,
                ReceiptKind.BUY_IN,
                5000,
                prize=4000,
                fee=1000,
                chips=STACK,
                paid_at=start + dt.timedelta(minutes=2 * index),
                method="cash",
            )
        )
    receipts.append(
        Receipt(
            7,
            PLAYERS[1],
            ReceiptKind.REBUY,
            4000,
            prize=4000,
            chips=STACK,
            paid_at=dt.datetime(2025, 3, 15, 20, 12),
            method="cash",
        )
    )
    receipts.append(
        Receipt(
            8,
            PLAYERS[2],
            ReceiptKind.ADDON,
            4000,
            prize=4000,
            chips=30_000,
            paid_at=dt.datetime(2025, 3, 15, 20, 51),
            method="card",
        )
    )
    return receipts


def deal() -> DealAgreement:
    """Three players left make an ICM deal on the top three prizes."""
    prizes = tuple(row.amount for row in payout_rows()[:3])
    stacks = [(PLAYERS[0], 412_000), (PLAYERS[1], 251_500), (PLAYERS[2], 96_500)]
    return deal_agreement(icm_deal(stacks, prizes))


RULING_REQUEST: dict[str, Any] = {
    "variant": "holdem",
    "button": 5,
    "chip_unit": 25,
    "table_size": 10,
    "board": ["5s", "6h", "7c", "8d", "Ks"],
    "players": [
        {"seat": 1, "contribution": 250, "cards": ["3c", "4d"]},
        {"seat": 2, "contribution": 250, "cards": ["3d", "4c"]},
        {"seat": 3, "contribution": 125, "cards": ["Ah", "Ad"]},
        {"seat": 4, "contribution": 25, "folded": True},
        {"seat": 5, "contribution": 150, "folded": True},
    ],
}
"""The example hand of ``docs/cli/settle.md``: a three-way pot with a side pot, split."""

RULING_NAMES = {1: PLAYERS[0], 2: PLAYERS[1], 3: PLAYERS[2], 4: PLAYERS[3], 5: PLAYERS[4]}


def ruling_answer() -> dict[str, Any]:
    """What ``tourney settle --json`` answers for :data:`RULING_REQUEST`."""
    import io
    import json
    from contextlib import redirect_stdout
    from pathlib import Path
    from tempfile import TemporaryDirectory

    from tourney.cli.main import main

    with TemporaryDirectory() as folder:
        path = Path(folder) / "hand.json"
        path.write_text(json.dumps(RULING_REQUEST), encoding="utf-8")
        out = io.StringIO()
        with redirect_stdout(out):
            status = main(["settle", "--json", str(path)])
    assert status == 0, out.getvalue()
    answer: dict[str, Any] = json.loads(out.getvalue())
    return answer


def league() -> list[LeagueRow]:
    """Four tournaments of a season, scored one point per entry beaten."""
    rng = random.Random(11)
    results = []
    for number in range(1, 5):
        field = rng.sample(PLAYERS, 18)
        places = tuple((name, place) for place, name in enumerate(field, start=1))
        results.append(TournamentResult(f"Tournament {number}", len(field), places))
    standings = season_standings(results, LinearPoints())
    winnings = {
        line.player: max(0, 4 - line.rank) * 4_000 + 12_500 * line.wins for line in standings
    }
    return list(league_rows(standings, winnings=winnings))
