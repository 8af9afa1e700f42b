"""The players paid are named in full on the TV: after a deal, and in the final results.

A night's TV, with the room shared on the network, cut them: "Łukasz No…", "Ștefan Pop…" at
1920×1080, "Łuk…", "Ște…" at 1024×768, while the browser TV showed the whole names. The
room's QR code stood beside the ladder from top to bottom and left the names a third of the
panel. Now the lines clear of the code have the panel's width, and after a deal the code goes
up beside the first figures; a name is cut only when it cannot fit at the ladder's smallest
size.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from tests.gui.display.conftest import ENGLISH, T0
from tests.gui.display.fitting import overflows, shown_at
from tests.gui.display.test_fit import SHAPES, TVS
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.structure import Level, Structure
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.ladder import Ladder
from tourney.gui.display.snapshot import DisplaySnapshot, FinalResults, PayoutRow

NAMES = (
    "Łukasz Nowakowski",
    "Ștefan Popescu-Ionescu",
    "Niccolò Rossellini",
    "Élodie Marchand-Roux",
    "Bartłomiej Wiśniewski",
)
"""Typical names of about twenty characters, accents above and below."""

UNPAID = ("Françoise Lefèvre", "Jürgen Schäfer", "Søren Kierkegård", "Zoë Castellanos")
URL = "http://192.168.1.20:8080/#pin=4821"
SIZES = [(1920, 1080), (1366, 768), (1024, 768)]


def _snapshot(**extra: object) -> DisplaySnapshot:
    clock = ClockState.new(Structure((Level(100, 200, 1200),), name="Names"))
    figures: dict[str, object] = {
        "tournament_name": "Friday Deepstack",
        "players_left": 5,
        "entries": 27,
        "average_stack": 72_000,
        "chips_in_play": 360_000,
        "prize_pool": "€14,600.00",
    }
    figures.update(extra)
    return DisplaySnapshot(reading=clock.start(T0).state.reading, **figures)  # type: ignore[arg-type]


def _deal() -> DisplaySnapshot:
    """An ICM deal among five, with money saved for the winner of the play-off."""
    amounts = ("€3,518.60", "€3,229.60", "€2,420.60", "€2,420.60", "€2,420.60")
    rows = (
        PayoutRow("+", "€590.00", "for the winner"),
        *(PayoutRow("", amount, name) for amount, name in zip(amounts, NAMES, strict=True)),
    )
    return _snapshot(payouts=rows, deal=True)


def _finished() -> DisplaySnapshot:
    """The final results: five places paid, then twenty-two without a prize."""
    amounts = ("€4,108.60", "€3,229.60", "€2,420.60", "€2,420.60", "€2,420.60")
    prizes = zip(amounts, NAMES, strict=True)
    paid = [PayoutRow(str(n), amount, name) for n, (amount, name) in enumerate(prizes, start=1)]
    unpaid = [PayoutRow(str(n), "", UNPAID[n % 4]) for n in range(6, 28)]
    results = FinalResults(NAMES[0], amounts[0], (*paid, *unpaid))
    return _snapshot(players_left=1, results=results)


SCREENS = {"deal": _deal, "finished": _finished}


def _tv(qtbot, screen: str, width: int, height: int, *, shared: bool) -> DisplayWindow:
    window = DisplayWindow(now=lambda: T0 + 60, locale=ENGLISH)
    qtbot.addWidget(window)
    window.set_snapshot(SCREENS[screen]())
    if shared:
        window.set_room_url(URL)
    return shown_at(window, width, height)


def _ladder(window: DisplayWindow) -> Ladder:
    return window.results.ladder if window.showing_results() else window.payouts


def _paid(ladder: Ladder) -> list[tuple[str, str]]:
    """Each paid player's name, and the name as painted."""
    return [
        (name, painted)
        for (_, name, amount), (_, painted, _) in zip(
            ladder.lines(), ladder.painted_lines(), strict=True
        )
        if name and amount and name in NAMES
    ]


@pytest.mark.parametrize("shared", [False, True], ids=["alone", "shared"])
@pytest.mark.parametrize(("width", "height"), SIZES, ids=str)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_player_paid_is_named_in_full(qtbot, screen, width, height, shared) -> None:
    window = _tv(qtbot, screen, width, height, shared=shared)
    assert window.room_url() == (URL if shared else None)
    ladder = _ladder(window)
    paid = _paid(ladder)
    assert [name for name, _ in paid] == list(NAMES)
    assert [painted for _, painted in paid] == list(NAMES)
    assert overflows(window) == []


@pytest.mark.parametrize(("width", "height"), SIZES, ids=str)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_names_are_big_enough_to_read_across_the_room(qtbot, screen, width, height) -> None:
    """With the code shown the ladder's font is no smaller than the smallest it may shrink to."""
    window = _tv(qtbot, screen, width, height, shared=True)
    ladder = _ladder(window)
    assert ladder.ladder_font().pixelSize() >= 0.75 * ladder.row_height() * 0.56 - 1


@pytest.mark.parametrize(("width", "height"), SIZES, ids=str)
def test_after_a_deal_the_code_leaves_the_names_the_whole_panel(qtbot, width, height) -> None:
    shared = _tv(qtbot, "deal", width, height, shared=True)
    alone = _tv(qtbot, "deal", width, height, shared=False)
    assert shared.payouts.geometry() == alone.payouts.geometry()
    assert shared.payouts.ladder_font().pixelSize() == alone.payouts.ladder_font().pixelSize()
    code = shared.room_code
    assert code is not None
    assert code.geometry().bottom() < shared.payouts.geometry().top()  # up by the figures


def test_the_code_goes_up_when_the_deal_comes_and_down_for_the_results(qtbot) -> None:
    window = DisplayWindow(now=lambda: T0 + 60, locale=ENGLISH)
    qtbot.addWidget(window)
    amounts = _snapshot(payouts=tuple(PayoutRow(str(n), f"€{600 - 100 * n}.00") for n in range(5)))
    window.set_snapshot(amounts)
    window.set_room_url(URL)
    shown_at(window, 1920, 1080)
    code = window.room_code
    assert code is not None
    beside_the_amounts = code.geometry()
    assert beside_the_amounts.top() >= window.payouts.geometry().top() - window._layout.margin
    window.set_snapshot(_deal())  # no resize: the new snapshot alone moves it
    assert code.geometry().bottom() < window.payouts.geometry().top()
    assert [name for _, name, _ in window.payouts.painted_lines()[1:]] == list(NAMES)
    window.set_snapshot(_finished())
    assert code.geometry() == beside_the_amounts  # at the foot of the results
    assert overflows(window) == []


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1024, 768)], ids=str)
def test_the_qr_code_stays_clear_of_every_line_and_figure(qtbot, width, height) -> None:
    for screen in SCREENS:
        window = _tv(qtbot, screen, width, height, shared=True)
        code = window.room_code
        assert code is not None and code.isVisibleTo(window)
        assert code.geometry().intersects(window._layout.side)  # in the side panel
        assert overflows(window) == []  # no line, no label over the code


@pytest.mark.parametrize(("width", "height"), TVS + SHAPES, ids=str)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_with_the_code_shown_every_text_fits_at_every_size(qtbot, screen, width, height) -> None:
    assert overflows(_tv(qtbot, screen, width, height, shared=True)) == []


def test_a_name_too_long_for_any_readable_size_is_cut_and_the_amounts_stay_whole(qtbot) -> None:
    long_name = "Maximilian Alexander Oberhauser-Wittgenstein von Hohenzollern"
    rows = (PayoutRow("", "€3,518.60", long_name), PayoutRow("", "€3,229.60", NAMES[0]))
    window = DisplayWindow(now=lambda: T0 + 60, locale=ENGLISH)
    qtbot.addWidget(window)
    window.set_snapshot(_snapshot(payouts=rows, deal=True))
    window.set_room_url(URL)
    ladder = shown_at(window, 1024, 768).payouts
    painted = ladder.painted_lines()
    assert painted[0][1].endswith("…") and long_name.startswith(painted[0][1][:-1])
    assert painted[1][1] == NAMES[0]
    assert [amount for _, _, amount in painted] == ["€3,518.60", "€3,229.60"]
    smallest = 0.75 * ladder.row_height() * 0.56
    assert ladder.ladder_font().pixelSize() <= smallest + 1  # cut only at the smallest size
    metrics = QFontMetricsF(ladder.ladder_font())
    assert metrics.horizontalAdvance(painted[0][1]) <= ladder.width()
    assert overflows(window) == []
