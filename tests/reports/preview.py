"""Render every report from the sample rows into a folder, to look at them.

Run ``.venv/bin/python -m tests.reports.preview [FOLDER] [--letter]`` (default folder
``build/report-preview``); then e.g. ``pdftoppm -r 100 -png FOLDER/payouts.pdf out``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from tests.reports import samples
from tourney.reports.base import PageSize, RenderOptions
from tourney.reports.deal import DealSheet
from tourney.reports.league import LeagueStandings
from tourney.reports.move_slips import MoveSlips
from tourney.reports.payouts import PayoutSheet
from tourney.reports.receipts import Receipts
from tourney.reports.results import ResultsReport
from tourney.reports.rows import ReportHeader, SeatRow
from tourney.reports.ruling import RulingSlip
from tourney.reports.seat_cards import SeatCards
from tourney.reports.seating import SeatingChart
from tourney.reports.structure_sheet import StructureSheet


def renderers(options: RenderOptions) -> dict[str, Callable[[], bytes]]:
    """Each report's file stem and a function rendering it from the samples."""
    header = samples.HEADER
    return {
        "payouts": lambda: PayoutSheet(header, options=options).render(
            samples.payout_rows(), samples.pool()
        ),
        "results": lambda: ResultsReport(header, options=options).render(
            samples.result_rows(), samples.pool()
        ),
        "results-1000": lambda: ResultsReport(header, options=options).render(
            samples.result_rows(samples.many_names(1000))
        ),
        "structure": lambda: StructureSheet(header, options=options).render(
            samples.structure_items(),
            starting_stack=samples.STACK,
            notes=["Rebuys until the end of level 4; one add-on at the first break."],
        ),
        "seating": lambda: SeatingChart(header, options=options).render(
            samples.seat_rows(), seats_per_table=10
        ),
        "seat-cards": lambda: SeatCards(header, options=options).render(samples.seat_rows()),
        "moves": lambda: MoveSlips(header, options=options).render(samples.move_slips()),
        "receipts": lambda: Receipts(header, options=options).render(samples.receipts()),
        "deal": lambda: DealSheet(header, options=options).render(samples.deal()),
        "ruling": lambda: RulingSlip(header, options=options).render(
            samples.ruling_answer(),
            samples.RULING_REQUEST,
            names=samples.RULING_NAMES,
            table=2,
            hand="57",
        ),
        "league": lambda: LeagueStandings(
            ReportHeader(tournament="Lega del Giovedì 2025", venue="Bologna"), options=options
        ).render(samples.league(), season="Spring season", tournaments=4),
        "empty-payouts": lambda: PayoutSheet(header, options=options).render([]),
        "long-names": lambda: SeatCards(header, options=options).render(
            [SeatRow(1, 10, samples.LONG_NAME, stack=25_000, note="Late entry")]
        ),
    }


def main(argv: list[str]) -> int:
    """Write one PDF per report; ``--letter`` for Letter paper, ``--lang it`` (or ``ro``)."""
    values = {argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--lang"}
    folder = Path(
        next(
            (a for a in argv if not a.startswith("--") and a not in values), "build/report-preview"
        )
    )
    folder.mkdir(parents=True, exist_ok=True)
    options = RenderOptions(
        page_size=PageSize.LETTER if "--letter" in argv else PageSize.A4,
        language=argv[argv.index("--lang") + 1] if "--lang" in argv else "en",
    )
    for stem, render in renderers(options).items():
        path = folder / f"{stem}.pdf"
        path.write_bytes(render())
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
