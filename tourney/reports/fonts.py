"""The bundled Unicode fonts (DejaVu Sans and DejaVu Sans Bold), registered once.

The fonts ship in :mod:`tourney.resources` (``fonts/``, with their licence) and are found
with :func:`tourney.resources.resource_path`, so they work from a wheel or a frozen app. reportlab
embeds the glyphs a document uses, so every PDF carries its own font and prints any name.
"""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from tourney.resources import resource_path

__all__ = ["BOLD", "REGULAR", "register_fonts"]

REGULAR = "DejaVuSans"
"""The name of the regular face in reportlab styles."""

BOLD = "DejaVuSans-Bold"
"""The name of the bold face in reportlab styles."""

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


@cache
def register_fonts() -> None:
    """Register the two faces and their family with reportlab (once; later calls do nothing).

    Paragraph markup ``<b>`` then switches to the bold face.
    """
    folder = resource_path("fonts")
    for name, filename in _FILES.items():
        with folder.joinpath(filename).open("rb") as handle:
            pdfmetrics.registerFont(TTFont(name, handle))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
