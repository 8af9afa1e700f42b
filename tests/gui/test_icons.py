"""The action icons: drawn from our SVG masters, shipped as PNGs, shown on the toolbar."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from tourney.gui.icons import ACTION_ICONS, SIZES, action_icon
from tourney.resources import resource_path

MASTERS = Path(__file__).resolve().parents[2] / "resources" / "icons" / "actions"


def test_every_icon_has_its_master_and_a_png_of_every_size(qapp) -> None:
    assert sorted(ACTION_ICONS) == sorted(path.stem for path in MASTERS.glob("*.svg"))
    for name in ACTION_ICONS:
        for size in SIZES:
            assert resource_path("icons", "actions", f"{name}-{size}.png").is_file()


@pytest.mark.parametrize("name", ACTION_ICONS)
def test_an_icon_draws_something_at_the_toolbar_size(qapp, name) -> None:
    image = action_icon(name).pixmap(QSize(24, 24)).toImage()
    assert image.width() == 24
    opaque = sum(image.pixelColor(x, y).alpha() > 128 for x in range(24) for y in range(24))
    assert 40 < opaque < 24 * 24 // 2  # a glyph, neither empty nor a filled square


def test_an_unknown_icon_is_refused(qapp) -> None:
    with pytest.raises(ValueError, match="no action icon 'stop'"):
        action_icon("stop")


def test_the_start_button_shows_pause_while_the_clock_runs(window, session) -> None:
    toggle = window.clock_actions.toggle
    running = session.state.clock.reading(session.now()).running
    expected = action_icon("pause" if running else "play")
    assert toggle.icon().cacheKey() == expected.cacheKey()
    window.clock_actions.start_or_pause()
    expected = action_icon("play" if running else "pause")
    assert toggle.icon().cacheKey() == expected.cacheKey()
    assert window.undo_action.icon().cacheKey() == action_icon("undo").cacheKey()


def test_the_application_icon_has_every_size(qapp) -> None:
    from tourney.gui.app import application
    from tourney.resources import ICON_SIZES

    icon = application(language="en").windowIcon()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(ICON_SIZES)
    assert not icon.pixmap(QSize(32, 32)).isNull()
