"""Pages of cut-out cards: seat cards, move slips and receipts.

A :class:`CardSheet` fills the page body with a grid of equal cards, draws each with a
:data:`CardPainter`, then dashed cut lines around every card with a pair of scissors on
the left of each horizontal cut. :func:`card_pages` splits any number of cards into sheets.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak

from tourney.reports.base import ellipsize, fit_font_size
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.styles import RULE

__all__ = ["CardPainter", "CardSheet", "card_pages", "centred_name", "centred_text"]

CardPainter = Callable[[Canvas, float, float], None]
"""Draws one card with its lower-left corner at (0, 0), given the card's width and height."""


class CardSheet(Flowable):  # type: ignore[misc]
    """One page of cards in a grid of ``columns`` × ``rows``, with dashed cut lines."""

    def __init__(self, painters: Sequence[CardPainter], *, columns: int, rows: int):
        super().__init__()
        self.painters = list(painters)
        self.columns = columns
        self.rows = rows
        self.width = self.height = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        """Take the whole frame."""
        self.width, self.height = avail_width, avail_height - 1
        return self.width, self.height

    def draw(self) -> None:
        """Paint each card in its cell, then the cut lines."""
        canvas: Canvas = self.canv
        card_width = self.width / self.columns
        card_height = self.height / self.rows
        for index, painter in enumerate(self.painters):
            column, row = index % self.columns, index // self.columns
            canvas.saveState()
            canvas.translate(column * card_width, self.height - (row + 1) * card_height)
            painter(canvas, card_width, card_height)
            canvas.restoreState()
        used_rows = -(-len(self.painters) // self.columns)
        bottom = self.height - used_rows * card_height
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.setDash(5, 3)
        for row in range(used_rows + 1):
            y = self.height - row * card_height
            canvas.line(0, y, self.width, y)
        for column in range(self.columns + 1):
            x = column * card_width
            canvas.line(x, bottom, x, self.height)
        canvas.setFillColor(RULE)
        canvas.setFont(REGULAR, 11)
        for row in range(used_rows + 1):
            y = self.height - row * card_height
            canvas.drawString(-14, y - 4, "✂")
        canvas.restoreState()

    def __repr__(self) -> str:
        return f"CardSheet({len(self.painters)} cards)"


def card_pages(painters: Sequence[CardPainter], *, columns: int, rows: int) -> list[Flowable]:
    """As many :class:`CardSheet` pages as the cards need."""
    per_page = columns * rows
    story: list[Flowable] = []
    for start in range(0, len(painters), per_page):
        if story:
            story.append(PageBreak())
        story.append(CardSheet(painters[start : start + per_page], columns=columns, rows=rows))
    return story


def centred_text(
    canvas: Canvas,
    text: str,
    *,
    x: float,
    y: float,
    width: float,
    largest: float,
    smallest: float,
    bold: bool = False,
) -> float:
    """Draw ``text`` centred on ``x`` at baseline ``y``, shrunk (then cut) to fit ``width``.

    Returns:
        The type size used.
    """
    font = BOLD if bold else REGULAR
    size = fit_font_size(text, font, width, largest=largest, smallest=smallest)
    shown = ellipsize(text, font, size, width)
    canvas.setFont(font, size)
    canvas.drawString(x - stringWidth(shown, font, size) / 2, y, shown)
    return size


def centred_name(
    canvas: Canvas, name: str, *, x: float, y: float, width: float, largest: float
) -> None:
    """Draw a player's name centred on ``x``, on one line if it fits at a good size.

    A longer name goes on two lines around baseline ``y``, split after a space or a hyphen
    so both lines are about as long, and shrinks only as far as it must.
    """
    font = BOLD
    size = fit_font_size(name, font, width, largest=largest, smallest=1)
    pieces = re.findall(r"\S+?(?:-|\s+|$)", name)
    if size >= largest * 0.7 or len(pieces) < 2:
        centred_text(canvas, name, x=x, y=y, width=width, largest=largest, smallest=8, bold=True)
        return

    def halves(cut: int) -> list[str]:
        return ["".join(pieces[:cut]).strip(), "".join(pieces[cut:]).strip()]

    best = min(
        range(1, len(pieces)),
        key=lambda cut: max(stringWidth(line, font, largest) for line in halves(cut)),
    )
    lines = halves(best)
    size = min(
        fit_font_size(line, font, width, largest=largest * 0.8, smallest=8) for line in lines
    )
    for offset, line in zip((size * 0.55, -size * 0.55), lines, strict=True):
        centred_text(
            canvas, line, x=x, y=y + offset, width=width, largest=size, smallest=8, bold=True
        )
