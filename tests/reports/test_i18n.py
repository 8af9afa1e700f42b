"""Reports in Italian and Romanian: complete catalogs, and every report printed in each."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from tests.reports import samples
from tests.reports.demo_play import DIACRITICS, NOW, demo_library, make_deal, play_down
from tests.reports.pdftext import flat, pages_text, spaced, text
from tourney.base.languages import TRANSLATED, system_language
from tourney.domain.money.money_text import Currency, money
from tourney.domain.state import TournamentState
from tourney.engine.pot_ruling import with_names
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament
from tourney.reports.base import RenderOptions, Report
from tourney.reports.deal import DealSheet
from tourney.reports.i18n import _, format_date, format_datetime, use_language
from tourney.reports.league import LeagueStandings
from tourney.reports.move_slips import MoveSlips
from tourney.reports.payouts import PayoutSheet
from tourney.reports.receipts import Receipts
from tourney.reports.results import ResultsReport
from tourney.reports.ruling import RulingSlip
from tourney.reports.seat_cards import SeatCards
from tourney.reports.seating import SeatingChart
from tourney.reports.structure_sheet import StructureSheet
from tourney.reports.tournament_reports import TOURNAMENT_KINDS, render_tournament_report

LANGUAGES = TRANSLATED
EURO = Currency("€")

# The catalogs themselves (complete, up to date): tests/base/test_catalogs.py.

# -- the language in use -------------------------------------------------------------------


def test_the_language_is_english_unless_set_and_is_restored():
    assert _("Payouts") == "Payouts"
    with use_language("it"):
        assert _("Payouts") == "Pagamento premi"
        with use_language("ro"):
            assert _("Payouts") == "Plata premiilor"
        assert _("Payouts") == "Pagamento premi"
    assert _("Payouts") == "Payouts"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="'fr'"), use_language("fr"):
        pass
    with pytest.raises(ValueError, match="languages: en, it, ro"):
        RenderOptions(language="de")


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "ro_RO.UTF-8"}, "ro"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LANGUAGE": "ro:en", "LANG": "it_IT.UTF-8"}, "ro"),
        ({"LC_ALL": "it_CH.UTF-8", "LANG": "en_GB.UTF-8"}, "it"),
        ({"LC_MESSAGES": "fr_FR", "LANG": "it_IT"}, "en"),
    ],
)
def test_the_system_language(environ, language):
    assert system_language(environ) == language


def test_dates_and_money_in_each_language():
    day = dt.datetime(2025, 3, 15, 19, 30)
    expected = {
        "en": ("15 March 2025", "15 March 2025, 19:30", "€1,460.00"),
        "it": ("15 marzo 2025", "15 marzo 2025, ore 19:30", "1.460,00\xa0€"),
        "ro": ("15 martie 2025", "15 martie 2025, ora 19:30", "1.460,00\xa0€"),
    }
    for language, (date, moment, amount) in expected.items():
        with use_language(language):
            assert format_date(day.date()) == date
            assert format_datetime(day) == moment
        report = Report(HEADER, options=RenderOptions(language=language))
        assert report.money(146_000) == amount
    lei = RenderOptions(currency=Currency("lei", decimals=0), language="ro")
    assert Report(HEADER, options=lei).money(2_500_000) == "25.000\xa0lei"


# -- every report in each language ---------------------------------------------------------

HEADER = samples.HEADER


def _pack(language: str) -> dict[str, bytes]:
    options = RenderOptions(language=language)
    return {
        "payouts": PayoutSheet(HEADER, options=options).render(
            samples.payout_rows(), samples.pool()
        ),
        "results": ResultsReport(HEADER, options=options).render(
            samples.result_rows(), samples.pool()
        ),
        "structure": StructureSheet(HEADER, options=options).render(
            samples.structure_items(), starting_stack=samples.STACK
        ),
        "seating": SeatingChart(HEADER, options=options).render(
            samples.seat_rows(), seats_per_table=10
        ),
        "seat-cards": SeatCards(HEADER, options=options).render(samples.seat_rows()),
        "moves": MoveSlips(HEADER, options=options).render(samples.move_slips()),
        "receipts": Receipts(HEADER, options=options).render(samples.receipts()),
        "deal": DealSheet(HEADER, options=options).render(samples.deal()),
        "ruling": RulingSlip(HEADER, options=options).render(
            samples.ruling_answer(), samples.RULING_REQUEST, names=samples.RULING_NAMES
        ),
        "league": LeagueStandings(HEADER, options=options).render(
            samples.league(), season="Spring"
        ),
    }


@pytest.fixture(scope="module")
def packs() -> dict[str, dict[str, bytes]]:
    return {language: _pack(language) for language in LANGUAGES}


TITLES = {
    "it": {
        "payouts": "Pagamento premi",
        "results": "Risultati",
        "structure": "Struttura",
        "seating": "Posti a sedere",
        "seat-cards": "Cartellini dei posti",
        "moves": "Biglietti di spostamento",
        "receipts": "Ricevute",
        "deal": "Accordo di spartizione",
        "ruling": "Decisione",
        "league": "Classifica del campionato",
    },
    "ro": {
        "payouts": "Plata premiilor",
        "results": "Rezultate",
        "structure": "Structură",
        "seating": "Așezarea la mese",
        "seat-cards": "Cartonașe de loc",
        "moves": "Bilete de mutare",
        "receipts": "Chitanțe",
        "deal": "Acord de împărțire",
        "ruling": "Decizie",
        "league": "Clasamentul ligii",
    },
}
PAGE = {"it": "Pagina {page} di {pages}", "ro": "Pagina {page} din {pages}"}
DATE = {"it": "15 marzo 2025", "ro": "15 martie 2025"}
PRINTED = {
    "it": "Stampato il 16 marzo 2025, ore 01:42 da Tourney",
    "ro": "Tipărit la 16 martie 2025, ora 01:42 de Tourney",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_report_has_its_title_pages_and_dates_translated(packs, language):
    assert set(packs[language]) == set(TITLES[language])
    for kind, pdf in packs[language].items():
        pages = pages_text(pdf)
        for number, page in enumerate(pages, start=1):
            assert PAGE[language].format(page=number, pages=len(pages)) in page, kind
            assert "Page " not in page, kind
        assert TITLES[language][kind] in pages[0], kind
        assert "".join(PRINTED[language].split()) in flat(pdf), kind
        if kind != "ruling":  # the slip's header has no date of play
            assert DATE[language] in pages[0], kind


@pytest.mark.parametrize("language", LANGUAGES)
def test_names_keep_their_diacritics_in_every_language(packs, language):
    for kind in ("payouts", "results", "seating", "seat-cards", "deal", "ruling", "league"):
        content = text(packs[language][kind])
        for name in DIACRITICS:
            assert name in content, (language, kind, name)


PAYOUT_WORDS = {
    "it": ["Montepremi", "Premi", "Pos.", "Giocatore", "Firma", "Totale", "Testimone"],
    "ro": ["Fond de premii", "Premii", "Loc", "Jucător", "Semnătură", "Total", "Martor"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_payout_sheet_in_each_language(packs, language):
    content = text(packs[language]["payouts"])
    for word in PAYOUT_WORDS[language]:
        assert word in content, (language, word)
    for row in samples.payout_rows():
        assert spaced(money(row.amount, EURO, language=language)) in content  # 1.460,00 €
        assert money(row.amount, EURO) not in content  # not €1,460.00


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "it",
            [
                "Piatto principale",
                "Piatto laterale 1",
                "Scala all'otto",
                "Coppia d'assi, kicker K 8 7",
                "Carte comuni",
                "foldata",
            ],
        ),
        (
            "ro",
            [
                "Pot principal",
                "Pot secundar 1",
                "Chintă la optar",
                "Pereche de ași, kickeri K 8 7",
                "Cărți comune",
                "renunțat",
            ],
        ),
    ],
)
def test_the_ruling_slip_names_pots_and_hands_in_each_language(packs, language, words):
    content = flat(packs[language]["ruling"])
    for word in words:
        assert "".join(word.split()) in content, (language, word)
    # The explanation is ruled again in the slip's language, not copied from the answer.
    assert "".join(samples.ruling_answer()["explanation"][0].split()) not in content
    odd_unit = with_names(_ODD_UNIT[language], samples.RULING_NAMES, language)  # by name too
    assert "".join(odd_unit.split()) in content


@pytest.mark.parametrize(
    ("language", "heads"),
    [
        ("it", r"Mano mostrata\s+Restituito\s+Vince\s"),  # as the screen, not "Reso", "Vinto"
        ("ro", r"Mâna arătată\s+Returnat\s+Câștigă\s"),  # as the screen, not "Câștig"
    ],
)
def test_the_ruling_slips_seat_columns_are_worded_as_the_screens(packs, language, heads):
    content = text(packs[language]["ruling"])
    assert re.search(heads, content), content[:600]
    assert "Vittorie" not in content and "Victorii" not in content  # the league's wins


_ODD_UNIT = {
    "it": "il posto 1, primo a sinistra del bottone, riceve l'unità dispari da 25",
    "ro": "locul 1, primul din stânga butonului, primește unitatea nedivizibilă de 25",
}


def test_a_subclass_render_runs_in_its_language():
    class Probe(Report):
        def render(self) -> bytes:
            return _("Payouts").encode()

    assert Probe(HEADER).render() == b"Payouts"
    assert Probe(HEADER, options=RenderOptions(language="ro")).render() == b"Plata premiilor"
    assert _("Payouts") == "Payouts"


# -- the tournament's own reports: the rows' words too ---------------------------------------


@pytest.fixture(scope="module")
def dealt(tmp_path_factory: pytest.TempPathFactory) -> TournamentState:
    """The demo played down to three players, then a deal."""
    path = demo_library(tmp_path_factory.mktemp("dealt-i18n"))
    with Library.open(path) as library:
        tournament = OpenTournament.open(library, library.events.tournaments()[0].id)
        play_down(tournament, left=3)
        make_deal(tournament, NOW + 9000)
        return tournament.state


ROW_WORDS = {
    "it": {
        "payouts": ["Accordo"],
        "structure": ["Piccolo buio", "Grande buio", "Stack iniziale"],
        "moves": ["Tavolo"],
        "deal": ["ICM"],
    },
    "ro": {
        "payouts": ["Înțelegere"],
        "structure": ["Blind mic", "Stack de început", "Durata nivelului"],
        "moves": ["Masa"],
        "deal": ["ICM"],
    },
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tournament_report_renders_in_each_language(dealt, language):
    options = RenderOptions(currency=dealt.setup.currency, language=language)
    for kind in TOURNAMENT_KINDS:
        pdf = render_tournament_report(kind, dealt, now=NOW, options=options)
        pages = pages_text(pdf)
        assert PAGE[language].format(page=1, pages=len(pages)) in pages[0], kind
        content = flat(pdf)
        for word in ROW_WORDS[language].get(kind, []):
            assert "".join(word.split()) in content, (language, kind, word)
        assert "Page1of" not in content
    assert _("Payouts") == "Payouts"  # the language did not leak out


def test_every_report_is_listed_once_and_titled_in_every_language() -> None:
    from tourney.base.languages import CODES
    from tourney.cli.report import KINDS
    from tourney.reports.catalog import REPORTS, Source, report_title

    assert tuple(report.kind for report in REPORTS) == KINDS
    assert set(TOURNAMENT_KINDS) == {r.kind for r in REPORTS if r.source is Source.TOURNAMENT}
    for code in CODES:
        titles = [report_title(report.kind, code) for report in REPORTS]
        assert len(set(titles)) == len(titles), titles
        if code != "en":
            assert titles != [report.title for report in REPORTS]
