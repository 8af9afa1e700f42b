"""Render every report from the sample rows and check what a reader would see."""

import datetime as dt
import doctest
import re

import pytest

from tests.reports import samples
from tests.reports.pdftext import euros, flat, font_names, pages_text, reader, text
from tourney.engine.pot_ruling import with_names
from tourney.reports import i18n, ruling
from tourney.reports.base import PageSize, RenderOptions
from tourney.reports.deal import DealSheet
from tourney.reports.league import LeagueStandings
from tourney.reports.move_slips import MoveSlips
from tourney.reports.payouts import PayoutSheet
from tourney.reports.receipts import Receipts
from tourney.reports.results import ResultsReport
from tourney.reports.rows import PayoutRow, ReportHeader, SeatRow
from tourney.reports.ruling import RulingSlip
from tourney.reports.seat_cards import SeatCards
from tourney.reports.seating import SeatingChart
from tourney.reports.structure_sheet import StructureSheet

HEADER = samples.HEADER
DIACRITICS = ("Łukasz Nowak", "Ștefan Popescu", "Niccolò Rossi")


@pytest.fixture(scope="module")
def pack() -> dict[str, bytes]:
    """Every report of the sample tournament, rendered once."""
    return {
        "payouts": PayoutSheet(HEADER).render(samples.payout_rows(), samples.pool()),
        "results": ResultsReport(HEADER).render(samples.result_rows(), samples.pool()),
        "structure": StructureSheet(HEADER).render(
            samples.structure_items(), starting_stack=samples.STACK
        ),
        "seating": SeatingChart(HEADER).render(samples.seat_rows(), seats_per_table=10),
        "seat-cards": SeatCards(HEADER).render(samples.seat_rows()),
        "moves": MoveSlips(HEADER).render(samples.move_slips()),
        "receipts": Receipts(HEADER).render(samples.receipts()),
        "deal": DealSheet(HEADER).render(samples.deal()),
        "ruling": RulingSlip(HEADER).render(
            samples.ruling_answer(), samples.RULING_REQUEST, names=samples.RULING_NAMES
        ),
        "league": LeagueStandings(HEADER).render(samples.league(), season="Spring"),
    }


def test_every_report_has_the_header_and_page_x_of_y(pack):
    for kind, pdf in pack.items():
        pages = pages_text(pdf)
        for number, page in enumerate(pages, start=1):
            assert "Trofeo di Primavera — Main Event" in page, kind
            assert f"Page {number} of {len(pages)}" in page, kind
        assert "15 March 2025" in pages[0], kind
        assert "Printed 16 March 2025, 01:42" in pages[0], kind


def test_every_report_embeds_dejavu_and_no_other_font(pack):
    for kind, pdf in pack.items():
        names = font_names(pdf)
        assert names, kind
        assert all("DejaVuSans" in name and "+" in name for name in names), (kind, names)


def test_names_keep_their_diacritics(pack):
    for kind in ("payouts", "results", "seating", "seat-cards", "deal", "ruling", "league"):
        content = text(pack[kind])
        for name in DIACRITICS:
            assert name in content, (kind, name)
    everyone = text(pack["results"])
    for name in samples.PLAYERS:
        assert name in everyone


def test_payouts_add_up_to_the_prize_pool(pack):
    content = text(pack["payouts"])
    pool = samples.pool().prize_pool
    lines = content.splitlines()
    amounts = []
    for row in samples.payout_rows():
        index = lines.index(row.name)
        amounts += euros(lines[index + 1])
    assert len(amounts) == len(samples.payout_rows())
    assert sum(amounts) * 100 == pool
    assert f"€{pool // 100:,}.{pool % 100:02d}" in content
    for label in ("Prize pool", "Entries", "Rebuys", "Add-ons", "Fees withheld", "Signature"):
        assert label in content


def test_seat_cards_one_per_player(pack):
    content = text(pack["seat-cards"])
    assert len(re.findall(r"\bTABLE\b", content)) == len(samples.PLAYERS)
    assert len(re.findall(r"\bSEAT\b", content)) == len(samples.PLAYERS)
    per_page = 8
    assert len(reader(pack["seat-cards"]).pages) == -(-len(samples.PLAYERS) // per_page)


def test_seating_chart_lists_every_table_and_empty_seats(pack):
    content = text(pack["seating"])
    for table in (1, 2, 3):
        assert f"Table {table}" in content
    assert content.count("empty") == 3  # seat 10 at each table of nine
    assert "Players A–Z" in content


def test_structure_sheet_shows_levels_breaks_and_colour_up(pack):
    content = text(pack["structure"])
    assert "Break: 10 minutes" in content
    assert "colour up the 25 chips" in content
    assert "1,000 (BB)" in content
    assert "19:30" in content and "23:35" in content  # level 1 and level 12 start
    assert "20,000" in content  # starting stack


def test_move_slips_and_receipts(pack):
    moves = text(pack["moves"])
    assert moves.count("MOVE SLIP") == len(samples.move_slips())
    assert "New entry" in moves and "Table 3 breaks" in moves
    receipts = text(pack["receipts"])
    assert receipts.count("RECEIPT") == len(samples.receipts())
    assert "No. 0008" in receipts and "Add-on" in receipts and "Rebuy" in receipts


def test_deal_amounts_add_up(pack):
    deal = samples.deal()
    content = text(pack["deal"])
    assert "ICM" in content
    for row in deal.rows:
        assert row.name in content
    total = deal.total
    assert f"€{total // 100:,}.{total % 100:02d}" in content


def test_ruling_slip_shows_cards_pots_and_odd_chips(pack):
    content = text(pack["ruling"])
    squeezed = flat(pack["ruling"])
    assert "5♠ 6♥ 7♣ 8♦ K♠" in content
    assert "A♥ A♦" in content
    assert "Main pot" in content and "Side pot 1" in content
    assert "seat 1 +25" in content  # the odd chip of each split
    for line in samples.ruling_answer()["explanation"]:  # as the screen says it, by name
        said = with_names(line, samples.RULING_NAMES)
        assert "".join(said.split()) in squeezed


def test_ruling_slip_says_wins_and_returned_as_the_screen_does(pack):
    content = text(pack["ruling"])
    assert re.search(r"Hand shown\s+Returned\s+Wins\s", content), content[:600]
    assert not re.search(r"\b(Back|Won)\b", content)


def test_a_thousand_results_paginate_with_the_header_row_on_every_page():
    rows = samples.result_rows(samples.many_names(1000))
    pdf = ResultsReport(HEADER).render(rows)
    pages = pages_text(pdf)
    assert len(pages) > 10
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {len(pages)}" in page
        assert re.search(r"Place\s+Player\s+Prize", page), number
    content = "".join("".join(pages).split())
    assert all("".join(row.name.split()) in content for row in rows[::37])


def test_empty_inputs_say_so():
    empties = {
        "No places are paid yet.": PayoutSheet(HEADER).render([]),
        "No results yet": ResultsReport(HEADER).render([]),
        "no levels": StructureSheet(HEADER).render([]),
        "Nobody is seated": SeatCards(HEADER).render([]),
        "No player has to move.": MoveSlips(HEADER).render([]),
        "No money has been taken": Receipts(HEADER).render([]),
        "No league results": LeagueStandings(HEADER).render([]),
        "No hand to rule on.": RulingSlip(HEADER).render({}, {"button": 1, "players": []}),
    }
    for sentence, pdf in empties.items():
        assert sentence in text(pdf)
    assert "Nobody is seated" in text(SeatingChart(HEADER).render([]))


def test_letter_paper_and_italian_money():
    options = RenderOptions(page_size=PageSize.LETTER, language="it")
    pdf = PayoutSheet(HEADER, options=options).render(samples.payout_rows(), samples.pool())
    box = reader(pdf).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    assert "1.960,00 €" in text(pdf)


def test_long_names_wrap_instead_of_running_over():
    name = samples.LONG_NAME
    pdf = PayoutSheet(HEADER).render([PayoutRow(1, name, 10_000)])
    assert "".join(name.split()) in flat(pdf)
    card = SeatCards(HEADER).render([SeatRow(1, 1, name)])
    assert "".join(name.split()) in flat(card)  # on two lines, not cut short


def test_minimal_header():
    header = ReportHeader(tournament="Thursday game")
    content = text(PayoutSheet(header).render(samples.payout_rows()))
    assert "Thursday game" in content and "Printed by Tourney" in content
    assert "Page 1 of 1" in content


def test_header_title_overrides_the_report_title():
    header = ReportHeader(title="Payouts — Day 2", tournament="Main", date=dt.date(2025, 1, 2))
    assert "Payouts — Day 2" in text(PayoutSheet(header).render(samples.payout_rows()))


def test_doctests_of_the_reports_layer():
    for module in (i18n, ruling):
        assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("language", ["en", "ro"])
def test_the_ruling_slips_explanation_names_the_players_as_the_screen_does(language):
    options = RenderOptions(language=language)
    pdf = RulingSlip(HEADER, options=options).render(
        samples.ruling_answer(), samples.RULING_REQUEST, names=samples.RULING_NAMES
    )
    squeezed = flat(pdf)
    first = samples.RULING_NAMES[1]
    seat = "seat 1" if language == "en" else "locul 1"
    assert "".join(f"{seat} ({first})".split()) in squeezed.replace("Locul", "locul")
    assert "".join(f"({first}) ({first})".split()) not in squeezed  # named once
