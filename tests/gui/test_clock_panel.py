"""The clock strip and the clock watcher, read from the domain clock with a fake time source."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tests.gui.director import SIZE_HINTS
from tourney.domain.levels.clock_events import ClockEventKind
from tourney.gui.clock_actions import ClockActions
from tourney.gui.clock_panel import ClockPanel
from tourney.gui.clock_watcher import ClockWatcher
from tourney.gui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def panel(qtbot, session) -> Iterator[ClockPanel]:
    host = QWidget()  # held here: qtbot keeps only a weak reference
    qtbot.addWidget(host)
    yield ClockPanel(session, ClockActions(session, host), parent=host)
    del host


def _left_ms(session) -> int:
    return session.state.clock.reading(session.now()).time_left_ms


def test_pause_and_start_with_the_button_and_a_fake_time_source(
    qtbot, panel, session, clock
) -> None:
    toggle = panel.buttons[0]
    assert toggle.text() == "Pause"  # the demo's clock runs
    qtbot.mouseClick(toggle, LEFT)
    assert not panel.reading().running
    assert toggle.text() == "Resume"
    paused_text = panel.time_left.text()
    left = _left_ms(session)
    clock.advance(30)
    panel.refresh()
    assert _left_ms(session) == left
    assert panel.time_left.text() == paused_text
    qtbot.mouseClick(toggle, LEFT)
    assert panel.reading().running
    clock.advance(30)
    panel.refresh()
    assert _left_ms(session) == left - 30_000
    assert panel.time_left.text() == panel.reading().time_left_text


def test_the_minute_buttons_and_the_level_steps(panel, session) -> None:
    actions = panel.clock_actions
    level = panel.reading().level
    left = _left_ms(session)
    actions.plus_minute.trigger()
    assert _left_ms(session) == left + 60_000
    actions.minus_minute.trigger()
    assert _left_ms(session) == left
    actions.next_level.trigger()
    assert panel.reading().level == level + 1
    assert panel.title.text() == f"Level {level + 1}"
    actions.previous_level.trigger()
    assert panel.reading().level == level
    actions.restart.trigger()
    assert _left_ms(session) == panel.reading().item.seconds * 1000


def test_the_panel_repaints_only_while_visible(qtbot, panel) -> None:
    host = panel.parentWidget()
    assert not panel.timer_active()
    host.show()
    qtbot.waitExposed(host)
    assert panel.timer_active()
    host.hide()
    assert not panel.timer_active()


def test_the_watcher_raises_the_next_level_once_when_time_runs_out(qtbot, session, clock) -> None:
    watcher = ClockWatcher(session)
    raised = []
    watcher.events_raised.connect(lambda events, structure: raised.extend(events))
    clock.advance(_left_ms(session) / 1000 - 30)
    assert [e.kind for e in watcher.check()] == [ClockEventKind.ONE_MINUTE_LEFT]
    clock.advance(31)
    kinds = [e.kind for e in watcher.check()]
    assert ClockEventKind.LEVEL_STARTED in kinds
    assert watcher.check() == ()
    assert [e.kind for e in raised].count(ClockEventKind.LEVEL_STARTED) == 1


def test_the_watcher_announces_a_level_the_director_jumps_to(qtbot, session) -> None:
    watcher = ClockWatcher(session)
    raised = []
    watcher.events_raised.connect(lambda events, structure: raised.extend(events))
    host = QWidget()
    qtbot.addWidget(host)
    ClockActions(session, host).next_level.trigger()
    assert [e.kind for e in raised][:1] in (
        [ClockEventKind.LEVEL_STARTED],
        [ClockEventKind.BREAK_STARTED],
    )


def test_the_watcher_runs_only_while_a_watched_window_is_visible(qtbot, session) -> None:
    watcher = ClockWatcher(session)
    widget = QWidget()
    qtbot.addWidget(widget)
    watcher.watch(widget)
    assert not watcher.active()
    widget.show()
    qtbot.waitUntil(watcher.active)
    widget.hide()
    qtbot.waitUntil(lambda: not watcher.active())


def test_a_paused_clock_shows_tourneys_pause_icon_and_no_font_glyph(qtbot, panel) -> None:
    from tourney.gui.icons import action_icon

    host = panel.parentWidget()
    panel.clock_actions.toggle.trigger()  # pause
    assert not panel.reading().running
    assert panel.time_left.text() == panel.reading().time_left_text  # "13:00", no "⏸" box
    assert panel.paused_icon.isVisibleTo(host)
    drawn = panel.paused_icon.pixmap().toImage()
    assert drawn == action_icon("pause").pixmap(drawn.size()).toImage()
    panel.clock_actions.toggle.trigger()  # resume
    assert not panel.paused_icon.isVisibleTo(host)


def test_a_next_line_longer_than_any_room_is_shortened_and_keeps_its_words(qtbot, session) -> None:
    """Where even the level buttons' icons alone leave too little room, the next-level line
    ends in "…" (whole in its tooltip) instead of squeezing the buttons."""
    from tourney.gui.clock_panel import Compactness
    from tourney.gui.language import install_translators

    install_translators("it")
    try:
        host = QWidget()
        qtbot.addWidget(host)
        panel = ClockPanel(session, ClockActions(session, host), parent=host)
        host.resize(900, 80)
        panel.resize(900, 80)
        host.show()
        qtbot.waitExposed(host)
        panel.next.setText("Prossimo: Livello 9: 500 / 1.000, ante del grande buio 1.000")
        qtbot.wait(10)  # the layout settles
        whole = panel.next.text()
        assert whole.endswith("1.000") and panel.next.toolTip() == whole
        assert QLabel.text(panel.next).endswith("…")
        assert [b.compactness() for b in panel.buttons[3:]] == [Compactness.ICON_ONLY] * 3
        assert [b.toolTip() for b in panel.buttons[3:]] == [
            "Livello precedente",
            "Livello successivo",
            "Ricomincia il livello",
        ]
        for button in panel.buttons:
            assert button.width() >= button.sizeHint().width(), button.text()
    finally:
        install_translators("en")


def test_in_the_window_the_next_line_takes_the_toolbars_spare_room(qtbot, window) -> None:
    """At a laptop's width the next-level line shows whole: the clock's words take the room
    the toolbar has left, and the buttons move to its right end instead of leaving it empty."""
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    panel = window.clock_panel
    panel.next.setText("Next: Break, 15 minutes")
    qtbot.wait(10)  # the layout settles
    assert QLabel.text(panel.next) == "Next: Break, 15 minutes"  # not "Next: Break…"
    last = panel.buttons[-1]
    right_end = last.mapTo(window.toolbar, last.rect().topRight()).x()
    assert right_end > window.toolbar.width() - 40
    for button in panel.buttons:
        assert button.width() >= button.sizeHint().width(), button.text()


def _laptop_window(qtbot, session, code: str, width: int) -> MainWindow:
    """The director's window in language ``code``, ``width`` wide (1229: the size Tourney
    opens at on a 1366×768 laptop; 1366: maximised)."""
    from tourney.gui.language import install_translators

    install_translators(code)
    shown = MainWindow(session)
    qtbot.addWidget(shown)
    shown.resize(width, 700)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def _whole_lines(qtbot, panel: ClockPanel) -> None:
    qtbot.wait(10)  # the layout settles
    for label in (panel.title, panel.blinds):
        assert label.width() >= label.sizeHint().width(), label.text()
    whole = panel.next.text()
    assert panel.next.width() >= panel.next.fontMetrics().horizontalAdvance(whole), whole
    assert QLabel.text(panel.next) == whole  # not "Prossimo: Livello 8: 400 / 800, ante …"
    for button in panel.buttons:
        assert button.width() >= button.sizeHint().width(), button.text()


@pytest.mark.parametrize("width", [1229, 1366])
@pytest.mark.parametrize("code", ["en", "it", "ro"])
def test_on_a_laptop_the_next_levels_blinds_and_ante_read_whole(
    qtbot, session, code, width
) -> None:
    """ "Prossimo: Livello 8: 400 / 800, ante …": the level buttons' names take two lines
    (or only their icons show) so the next level's blinds and ante are read whole."""
    from tourney.gui.language import install_translators

    try:
        window = _laptop_window(qtbot, session, code, width)
        panel = window.clock_panel
        while "ante" not in panel.next.text():
            window.clock_actions.next_level.trigger()
        _whole_lines(qtbot, panel)
        assert all("\n" not in b.text() for b in panel.buttons[:3])  # pause, the minutes
    finally:
        install_translators("en")


def test_a_wide_window_keeps_the_buttons_names_on_one_line(qtbot, session) -> None:
    from tourney.gui.clock_panel import Compactness
    from tourney.gui.language import install_translators

    try:
        window = _laptop_window(qtbot, session, "en", 1366)
        panel = window.clock_panel
        qtbot.wait(10)
        assert {b.compactness() for b in panel.buttons} == {Compactness.ONE_LINE}
        assert [b.text() for b in panel.buttons[3:]] == [
            "Previous level",
            "Next level",
            "Restart level",
        ]
    finally:
        install_translators("en")


@pytest.mark.parametrize("code", ["en", "it", "ro"])
def test_after_the_winner_the_hint_to_reopen_reads_whole(qtbot, session, code) -> None:
    """ "Anulați ultima eliminare pentru a red…": the greyed-out buttons make room for it."""
    from tests.gui.director import active_numbers
    from tourney.core.commands import BustOut
    from tourney.domain.entries.actions import Bust
    from tourney.gui.language import install_translators

    while session.state.players_left > 1:
        left = active_numbers(session)
        session.perform(BustOut(busts=(Bust(left[-1], by=(left[0],)),)))
    try:
        window = _laptop_window(qtbot, session, code, 1229)
        panel = window.clock_panel
        assert session.state.finished and panel.next.text().endswith(".")
        _whole_lines(qtbot, panel)
    finally:
        install_translators("en")


def test_a_name_breaks_at_its_most_even_space() -> None:
    from tourney.gui.clock_panel import two_lines

    assert two_lines("Ricomincia il livello") == "Ricomincia\nil livello"
    assert two_lines("Nivelul anterior") == "Nivelul\nanterior"
    assert two_lines("Pausa") == "Pausa"
