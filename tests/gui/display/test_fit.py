"""Every text of the TV display fits, at every screen size and window shape, in every language.

The night's TVs showed the time as "14:…" at 1366×768, 1600×900, 1920×1000 and 2560×1440.
Each test lays the real display out at a size, with long texts of every kind (an hour on the
clock, overtime, big blinds, a long name, a break, nine payouts, a dozen moves, the final
results) and checks with Qt's font metrics that nothing is cut, wider than its box, drawn out
of its box or over another text.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRectF

from tests.gui.display.conftest import ENGLISH, T0
from tests.gui.display.fitting import ink_in_window, overflows, shown_at, visible_labels
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.structure import AnteKind, Break, Game, Level, Limit, Structure
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.snapshot import DisplaySnapshot, FinalResults, MoveNotice, PayoutRow
from tourney.gui.display.ticker import PAGE_SECONDS

TVS = [
    (1024, 768),
    (1280, 720),
    (1366, 768),
    (1440, 900),
    (1600, 900),
    (1920, 1000),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
]
"""Full-screen TVs and monitors, the ones the night saw the time cut on among them."""

SHAPES = [
    (480, 270),  # the smallest window the display allows
    (800, 1280),  # a portrait monitor
    (1080, 1920),
    (768, 1366),
    (1024, 1024),  # square
    (1200, 1000),
    (3840, 800),  # a very wide window
    (2560, 600),
    (1000, 2000),  # a very tall one
    (700, 1600),
]
"""Windows of every shape a director can drag the display to."""

NAME = "Campionato Regionale di Poker Sportivo — Gran Finale d'Inverno"
LONG_NAMES = (
    "Alexandra Constantinescu-Popescu",
    "Maximilian Oberhauser-Wittgenstein",
    "Ștefan Țăranu",
    "Łukasz Brzęczyszczykiewicz",
)


class FakeNow:
    def __init__(self, at: float = T0) -> None:
        self.at = at

    def __call__(self) -> float:
        return self.at


def _structure() -> Structure:
    return Structure(
        (
            Level(25_000, 50_000, 4000, ante=50_000, ante_kind=AnteKind.BIG_BLIND),
            Break(1800, colour_up=(25, 100, 500)),
            Level(
                30_000,
                60_000,
                1200,
                ante=60_000,
                ante_kind=AnteKind.BIG_BLIND,
                game=Game.DRAW_BUG,
                limit=Limit.POT_LIMIT,
            ),
            Level(1_000_000, 2_000_000, 600, ante=2_000_000, ante_kind=AnteKind.CLASSIC),
        ),
        name="Fit",
    )


def _clock(index: int, left: int, *, running: bool = True, hand_for_hand: bool = False):
    structure = _structure()
    state = ClockState.new(structure).jump(index, T0).state.start(T0).state
    state = state.adjust(left - structure.items[index].seconds, T0).state
    if hand_for_hand:
        state = state.set_hand_for_hand(T0, on=True).state
    return state if running else state.pause(T0).state


def _moves() -> tuple[MoveNotice, ...]:
    return tuple(
        MoveNotice(
            n, f"{LONG_NAMES[n % 4]}: table {10 + n} seat {n % 9 + 1} → table 1 seat {n + 1}", T0
        )
        for n in range(12)
    )


def _snapshot(clock: ClockState, **extra: object) -> DisplaySnapshot:
    figures: dict[str, object] = {
        "tournament_name": NAME,
        "players_left": 1234,
        "entries": 1500,
        "average_stack": 1_234_567,
        "chips_in_play": 1_523_456_789,
        "prize_pool": "€1,234,567.89",
        "payouts": tuple(PayoutRow(str(n), f"€{(10 - n) * 12_345:,}.67") for n in range(1, 10)),
        "moves": _moves(),
    }
    figures.update(extra)
    return DisplaySnapshot(reading=clock.reading, **figures)  # type: ignore[arg-type]


def _results() -> FinalResults:
    rows = tuple(
        PayoutRow(str(place), f"€{(40 - place) * 3_456:,}.00" if place < 10 else "", name)
        for place, name in enumerate(LONG_NAMES * 5, start=1)
    )
    return FinalResults(LONG_NAMES[0], rows[0].amount, rows)


SCREENS = {
    "over an hour": lambda: _snapshot(_clock(0, 3600 + 125)),
    "paused": lambda: _snapshot(_clock(0, 13 * 60, running=False)),
    "hand for hand": lambda: _snapshot(_clock(2, 9 * 60 + 59, hand_for_hand=True)),
    "break": lambda: _snapshot(_clock(1, 25 * 60, running=False)),
    "overtime": lambda: _snapshot(_clock(3, 0)),
    "finished": lambda: _snapshot(_clock(3, 300, running=False), results=_results()),
}


@pytest.fixture
def now() -> FakeNow:
    return FakeNow()


def _window(qtbot, now: FakeNow, screen: str, locale: QLocale = ENGLISH) -> DisplayWindow:
    window = DisplayWindow(now=now, locale=locale)
    qtbot.addWidget(window)
    if screen == "overtime":
        now.at = T0 + 83 * 60 + 17  # "+1:23:17"
    window.set_snapshot(SCREENS[screen]())
    return window


def _every_page(window: DisplayWindow, now: FakeNow) -> list[str]:
    """What is wrong on each page of the ticker, turning the pages with the fake clock."""
    problems: list[str] = []
    for _ in window.ticker_pages()[1:]:
        now.at += PAGE_SECONDS
        window.refresh()
        problems += overflows(window)
    return problems


@pytest.mark.parametrize(("width", "height"), TVS + SHAPES, ids=str)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_text_fits(qtbot, now, width, height, screen) -> None:
    window = shown_at(_window(qtbot, now, screen), width, height)
    assert overflows(window) == []
    assert _every_page(window, now) == []


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1920, 1080), (1080, 1920)])
@pytest.mark.parametrize("screen", ["paused", "break", "finished"])
@pytest.mark.parametrize("language", ["it", "ro"])
def test_every_text_fits_in_italian_and_romanian(qtbot, now, width, height, screen, language):
    from tourney.gui.language import install_translators
    from tourney.gui.numbers import number_locale

    install_translators(language)
    try:
        window = shown_at(_window(qtbot, now, screen, number_locale()), width, height)
        said = window.results.caption if screen == "finished" else window.stat_captions[0]
        assert said.text() not in {"Final results", "Next break"}  # the language's own words
        assert overflows(window) == []
    finally:
        install_translators("en")


@pytest.mark.parametrize(("width", "height"), TVS + SHAPES, ids=str)
def test_the_time_is_the_biggest_text_and_big_for_the_room(qtbot, now, width, height) -> None:
    window = shown_at(_window(qtbot, now, "over an hour"), width, height)
    assert window.digits.painted_text() == "1:02:05"
    digits = window.digits.font_pixels()
    others = [label.font_pixels() for label in visible_labels(window) if label is not window.digits]
    assert digits > max(others)
    assert digits >= 0.18 * min(width, height)


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1920, 1080), (800, 1280), (3840, 800)])
def test_the_paused_banner_never_hides_the_time(qtbot, now, width, height) -> None:
    window = shown_at(_window(qtbot, now, "paused"), width, height)
    badge = window.paused_badge
    assert badge.isVisibleTo(window)
    assert badge.painted_text() == "PAUSED"
    corner = badge.mapTo(window, badge.rect().topLeft())
    pill = QRectF(corner.x(), corner.y(), badge.width(), badge.height())  # the pill, not only ink
    assert not ink_in_window(window, window.digits).intersects(pill)
    assert not ink_in_window(window, window.title).intersects(pill)
    assert window.digits.painted_text() == "13:00"


def _deal_payouts() -> tuple[PayoutRow, ...]:
    """After a deal: its players by name, then the places decided before it, by name."""
    dealt = tuple(
        PayoutRow("", f"€{(9 - n) * 45_678:,}.52", name) for n, name in enumerate(LONG_NAMES)
    )
    decided = tuple(
        PayoutRow(str(place), f"€{(12 - place) * 1_234:,}.00", LONG_NAMES[place % 4])
        for place in range(5, 9)
    )
    return dealt + decided


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1920, 1080), (1024, 768)])
def test_after_a_deal_long_names_are_cut_rather_than_the_amounts_shrunk(
    qtbot, now, width, height
) -> None:
    from PySide6.QtGui import QFontMetricsF

    from tourney.gui.display.ladder import Ladder

    window = DisplayWindow(now=now, locale=ENGLISH)
    qtbot.addWidget(window)
    window.set_snapshot(_snapshot(_clock(0, 13 * 60), payouts=_deal_payouts(), deal=True))
    window = shown_at(window, width, height)
    assert overflows(window) == []
    ladder = next(w for w in window.findChildren(Ladder) if w.isVisibleTo(window))
    font = ladder.ladder_font()
    assert font.pixelSize() >= 0.75 * ladder.row_height() * 0.56 - 1  # readable across the room
    metrics = QFontMetricsF(font)
    assert ladder.needed_width(font) > ladder.width()  # the longest names do not fit whole...
    assert ladder.painted_width() <= ladder.width()  # ...so they are cut with "…"
    amounts = [amount for _, _, amount in ladder.lines() if amount]
    assert all(metrics.horizontalAdvance(a) < ladder.width() / 2 for a in amounts)
    assert ladder.lines()[4][:2] == ("5", LONG_NAMES[1])  # a place decided, with its player
