"""The one named style sheet of the print pack: type sizes, colours and table looks.

Sizes are generous on purpose: a payout sheet is read at arm's length, a seat card across a
table. Every style uses the bundled DejaVu faces (:mod:`tourney.reports.fonts`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle

from tourney.reports.fonts import BOLD, REGULAR, register_fonts

__all__ = [
    "FILL",
    "HEAD_FILL",
    "INK",
    "MUTED",
    "RED",
    "RULE",
    "Align",
    "Styles",
    "cell_style",
    "styles",
]

INK = colors.HexColor("#1a1a1a")
"""Body text."""
MUTED = colors.HexColor("#5a5a5a")
"""Secondary text: labels, the footer, notes."""
RULE = colors.HexColor("#8c8c8c")
"""Lines: rules under headers, table grids, signature lines."""
FILL = colors.HexColor("#f0f0f0")
"""Alternate table rows and boxes."""
HEAD_FILL = colors.HexColor("#d6d6d6")
"""Table header rows."""
RED = colors.HexColor("#c8102e")
"""Hearts and diamonds."""

Align = str
"""A column alignment: ``"LEFT"``, ``"CENTER"`` or ``"RIGHT"`` (reportlab's words)."""

_ALIGNMENTS = {"LEFT": TA_LEFT, "CENTER": TA_CENTER, "RIGHT": TA_RIGHT}


@dataclass(frozen=True, slots=True)
class Styles:
    """The named paragraph styles every report draws from.

    Attributes:
        heading: A section heading inside a report (``Prize pool``, ``Table 3``).
        body: Running text: explanations, agreements.
        note: Smaller secondary text (still readable at arm's length).
        empty: The line a report prints when it has no rows.
        label: A bold label in a key/value box.
        value: A value in a key/value box.
        value_right: A right-aligned value (amounts).
        big: Large text: the headline amount on a receipt, a player in a ruling.
    """

    heading: ParagraphStyle
    body: ParagraphStyle
    note: ParagraphStyle
    empty: ParagraphStyle
    label: ParagraphStyle
    value: ParagraphStyle
    value_right: ParagraphStyle
    big: ParagraphStyle


@cache
def styles() -> Styles:
    """The style sheet (built once, after the fonts are registered)."""
    register_fonts()
    body = ParagraphStyle(
        "body", fontName=REGULAR, fontSize=11, leading=15, textColor=INK, spaceAfter=4
    )
    return Styles(
        heading=ParagraphStyle(
            "heading",
            parent=body,
            fontName=BOLD,
            fontSize=14,
            leading=18,
            spaceBefore=10,
            spaceAfter=6,
        ),
        body=body,
        note=ParagraphStyle("note", parent=body, fontSize=9.5, leading=12.5, textColor=MUTED),
        empty=ParagraphStyle(
            "empty",
            parent=body,
            fontSize=13,
            leading=18,
            textColor=MUTED,
            alignment=TA_CENTER,
            spaceBefore=36,
        ),
        label=ParagraphStyle("label", parent=body, fontName=BOLD, spaceAfter=0),
        value=ParagraphStyle("value", parent=body, spaceAfter=0),
        value_right=ParagraphStyle("value_right", parent=body, spaceAfter=0, alignment=TA_RIGHT),
        big=ParagraphStyle("big", parent=body, fontName=BOLD, fontSize=18, leading=23),
    )


@cache
def cell_style(size: float, *, bold: bool = False, align: Align = "LEFT") -> ParagraphStyle:
    """The paragraph style for a table cell whose text must wrap (a very long name)."""
    register_fonts()
    return ParagraphStyle(
        f"cell-{size}-{bold}-{align}",
        fontName=BOLD if bold else REGULAR,
        fontSize=size,
        leading=size * 1.2,
        textColor=INK,
        alignment=_ALIGNMENTS[align],
        embeddedHyphenation=1,
        uriWasteReduce=0.3,
    )
