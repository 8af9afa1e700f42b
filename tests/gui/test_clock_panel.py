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


def test_a_long_next_line_gives_way_to_the_buttons_and_keeps_its_words(qtbot, session) -> None:
    """With an ante the next-level line is the longest: it is shortened with "…" to the width
    of the lines above it (whole in its tooltip) instead of squeezing the level buttons."""
    from tourney.gui.language import install_translators

    install_translators("it")
    try:
        host = QWidget()
        qtbot.addWidget(host)
        panel = ClockPanel(session, ClockActions(session, host), parent=host)
        host.resize(1229, 80)
        panel.resize(1229, 80)
        host.show()
        qtbot.waitExposed(host)
        panel.next.setText("Prossimo: Livello 9: 500 / 1.000, ante del grande buio 1.000")
        whole = panel.next.text()
        assert whole.endswith("1.000") and panel.next.toolTip() == whole
        assert QLabel.text(panel.next).endswith("…")
        assert panel.next.width() <= max(panel.blinds.width(), panel.title.width())
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
