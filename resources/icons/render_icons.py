"""Render the icons' SVG masters into the PNGs in ``tourney/resources/icons/``.

The application icon ``tourney.svg``: one square PNG per size in :data:`SIZES`, named
``tourney-<size>.png``. The toolbar's action icons ``actions/<name>.svg`` (play, pause,
previous, next, restart, undo, redo): ``actions/<name>-<size>.png`` for each size in
:data:`ACTION_SIZES` (16 to 48 pixels: the toolbar's size on ordinary and high-density
screens). The window loads PNGs, which Qt reads without its SVG plugin; and having our own
icons spares the window Qt's style object at start (its standard icons), a few milliseconds.

Drawn with Qt's own SVG renderer (the ``QtSvg`` module of the project's PySide6), so the script
needs nothing beyond ``.venv``. It runs without a display (the ``offscreen`` Qt platform).

Run from the repository root after editing an SVG, and commit the PNGs::

    .venv/bin/python resources/icons/render_icons.py
"""

from __future__ import annotations

import os
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256, 512)
ACTION_SIZES = (16, 24, 32, 48)
SOURCE = Path(__file__).resolve().with_name("tourney.svg")
ACTIONS = Path(__file__).resolve().with_name("actions")
OUT = Path(__file__).resolve().parents[2] / "tourney" / "resources" / "icons"


def render(size: int, out: Path, source: Path = SOURCE) -> None:
    """Draw the SVG ``source`` into a transparent ``size`` × ``size`` PNG at ``out``."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"{source} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")


def main() -> None:
    """Write every size into ``tourney/resources/icons/`` and the SVG master beside them."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])
    OUT.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        out = OUT / f"tourney-{size}.png"
        render(size, out)
        print(f"{out.relative_to(OUT.parents[2])}: {size}x{size}")
    scalable = OUT / "tourney.svg"
    scalable.write_bytes(SOURCE.read_bytes())
    print(f"{scalable.relative_to(OUT.parents[2])}: scalable")
    (OUT / "actions").mkdir(exist_ok=True)
    for source in sorted(ACTIONS.glob("*.svg")):
        for size in ACTION_SIZES:
            out = OUT / "actions" / f"{source.stem}-{size}.png"
            render(size, out, source)
        print(f"{(OUT / 'actions').relative_to(OUT.parents[2])}/{source.stem}-*.png")
    del app


if __name__ == "__main__":
    main()
