"""The renderer every report builds on: page size, margins, header, "Page X of Y", bytes out.

A report subclasses :class:`Report`, turns its rows into a story of flowables, and calls
:meth:`Report.build`. The base draws the header on every page (tournament, date and venue
on the left, the report's title on the right) and the footer (when it was printed, and
"Page X of Y"). The page count is known only at the end, so the footer is drawn by a canvas
that holds its pages back until the document is saved (:class:`_PagedCanvas`).
"""

from __future__ import annotations

import functools
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, ClassVar

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    PageTemplate,
    Paragraph,
)

from tourney.base.formats import format_chips
from tourney.base.languages import check_language
from tourney.domain.money.money_text import Currency, money
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.i18n import N_, _, format_date, format_datetime, use_language
from tourney.reports.rows import ReportHeader
from tourney.reports.styles import INK, MUTED, RULE, styles

__all__ = ["EURO", "PageSize", "RenderOptions", "Report", "fit_font_size"]

EURO = Currency("€")
"""The currency a report prints in when none is given."""

HEADER_HEIGHT = 46.0
"""Points from the top margin to the first line of the story."""
FOOTER_HEIGHT = 22.0
"""Points from the bottom margin to the last line of the story."""


class PageSize(Enum):
    """The paper the report is printed on."""

    A4 = "A4"
    LETTER = "Letter"

    @property
    def points(self) -> tuple[float, float]:
        """Width and height in points (portrait)."""
        width, height = A4 if self is PageSize.A4 else LETTER
        return float(width), float(height)


@dataclass(frozen=True, slots=True)
class RenderOptions:
    """How the event prints.

    Attributes:
        page_size: A4 (default) or Letter.
        currency: The tournament's currency (its symbol and whether cents are printed);
            the language decides the marks and where the symbol goes, as on the screen.
        margin: The page margin on every side, in points.
        language: The language printed (the GUI passes its own; the command line
            ``--lang`` or the system's).
    """

    page_size: PageSize = PageSize.A4
    currency: Currency = EURO
    margin: float = 15 * mm
    language: str = "en"

    def __post_init__(self) -> None:
        """Refuse a language Tourney does not speak."""
        check_language(self.language)


def fit_font_size(text: str, font: str, width: float, *, largest: float, smallest: float) -> float:
    """The largest size, from ``largest`` down to ``smallest``, at which ``text`` fits ``width``."""
    natural = float(stringWidth(text, font, largest))
    if natural <= width:
        return largest
    return max(smallest, largest * width / natural * 0.99)


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` (unchanged when it fits).

    The cut is found by bisection on the length of the kept start, so a name of any length
    costs a few measurements of at most its own length (linear), not one per character.
    """
    if stringWidth(text, font, size) <= width:
        return text
    low, high = 0, len(text)  # text[:low] + "…" fits; text[:high] + "…" does not
    while high - low > 1:
        middle = (low + high) // 2
        if stringWidth(text[:middle] + "…", font, size) <= width:
            low = middle
        else:
            high = middle
    return text[:low].rstrip() + "…"


class _PagedCanvas(Canvas):  # type: ignore[misc]
    """A canvas that keeps every page until :meth:`save`, then stamps the page count on each."""

    def __init__(self, *args: Any, stamp: Callable[[Canvas, int, int], None], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._stamp = stamp
        self._held: list[dict[str, Any]] = []

    def showPage(self) -> None:
        """Hold the finished page back instead of writing it."""
        self._held.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        """Write every held page with "Page X of Y", then the file."""
        total = len(self._held)
        for number, state in enumerate(self._held, start=1):
            self.__dict__.update(state)
            self._stamp(self, number, total)
            super().showPage()
        super().save()


def _in_report_language(render: Callable[..., bytes]) -> Callable[..., bytes]:
    """Wrap a ``render`` method so it runs in its report's language."""

    @functools.wraps(render)
    def in_language(self: Report, *args: Any, **kwargs: Any) -> bytes:
        with use_language(self.options.language):
            return render(self, *args, **kwargs)

    return in_language


class Report:
    """The base of every report: subclasses build a story; :meth:`build` returns the PDF.

    A subclass's ``render`` (if it defines one) runs in ``options.language``.

    Attributes:
        title: The report's own title (English, marked with ``N_``; printed through ``_()``).
    """

    title: ClassVar[str] = N_("Report")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Make the subclass's own ``render`` print in the report's language."""
        super().__init_subclass__(**kwargs)
        render = cls.__dict__.get("render")
        if callable(render):
            cls.render = _in_report_language(render)  # type: ignore[attr-defined]

    def __init__(self, header: ReportHeader, *, options: RenderOptions | None = None):
        """Prepare a report for one tournament.

        Args:
            header: The tournament, date and venue printed on every page.
            options: Paper, margins, currency and language; A4, euros, English by default.
        """
        self.header = header
        self.options = options or RenderOptions()
        self.styles = styles()

    # -- geometry -------------------------------------------------------------------------

    @property
    def page_width(self) -> float:
        """The paper's width in points."""
        return self.options.page_size.points[0]

    @property
    def page_height(self) -> float:
        """The paper's height in points."""
        return self.options.page_size.points[1]

    @property
    def width(self) -> float:
        """The width the story may use, in points."""
        return self.page_width - 2 * self.options.margin

    @property
    def height(self) -> float:
        """The height the story may use on one page, in points."""
        return self.page_height - 2 * self.options.margin - HEADER_HEIGHT - FOOTER_HEIGHT

    # -- text helpers -------------------------------------------------------------------

    def money(self, cents: int) -> str:
        """An amount of money in the event's currency, as the report's language writes it."""
        return money(cents, self.options.currency, language=self.options.language)

    def chips(self, count: int) -> str:
        """A chip count (or any count) with the report's language's thousands mark."""
        return format_chips(count, self.options.language)

    def display_title(self) -> str:
        """The title printed in the header: the header's own, else the report's."""
        return self.header.title or _(self.title)

    def heading(self, text: str) -> list[Flowable]:
        """A section heading that starts a new page rather than end one alone at the bottom."""
        return [CondPageBreak(96), Paragraph(text, self.styles.heading)]

    def empty(self, text: str) -> list[Flowable]:
        """The story of a report with nothing to print: one sentence saying so."""
        return [Paragraph(text, self.styles.empty)]

    # -- building ------------------------------------------------------------------------

    def build(self, story: Sequence[Flowable]) -> bytes:
        """Lay out ``story`` on pages with the header and footer; return the PDF's bytes."""
        with use_language(self.options.language):
            return self._build(story)

    def _build(self, story: Sequence[Flowable]) -> bytes:
        buffer = io.BytesIO()
        margin = self.options.margin
        document = BaseDocTemplate(
            buffer,
            pagesize=self.options.page_size.points,
            leftMargin=margin,
            rightMargin=margin,
            topMargin=margin + HEADER_HEIGHT,
            bottomMargin=margin + FOOTER_HEIGHT,
            title=f"{self.display_title()} — {self.header.tournament}",
            author="Tourney",
            creator="Tourney",
            invariant=1,
            initialFontName=REGULAR,
        )
        frame = Frame(
            margin,
            margin + FOOTER_HEIGHT,
            self.width,
            self.height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id="body",
        )
        document.addPageTemplates(
            [PageTemplate(id="page", frames=[frame], onPage=self._draw_header)]
        )
        document.build(list(story), canvasmaker=partial(_PagedCanvas, stamp=self._draw_footer))
        return buffer.getvalue()

    def _draw_header(self, canvas: Canvas, _document: object) -> None:
        margin = self.options.margin
        left, right = margin, self.page_width - margin
        top = self.page_height - margin
        title = self.display_title()
        canvas.saveState()
        canvas.setFillColor(INK)
        title_size = fit_font_size(title, BOLD, self.width * 0.45, largest=15, smallest=10)
        canvas.setFont(BOLD, title_size)
        canvas.drawRightString(right, top - 15, title)
        title_width = stringWidth(title, BOLD, title_size)
        room = self.width - title_width - 18
        name_size = fit_font_size(self.header.tournament, BOLD, room, largest=15, smallest=9)
        canvas.setFont(BOLD, name_size)
        canvas.drawString(left, top - 15, ellipsize(self.header.tournament, BOLD, name_size, room))
        details = [format_date(self.header.date)] if self.header.date else []
        if self.header.venue:
            details.append(self.header.venue)
        if details:
            canvas.setFont(REGULAR, 10.5)
            canvas.setFillColor(MUTED)
            canvas.drawString(left, top - 31, ellipsize(" · ".join(details), REGULAR, 10.5, room))
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(1)
        canvas.line(left, top - 38, right, top - 38)
        canvas.restoreState()

    def _draw_footer(self, canvas: Canvas, page: int, pages: int) -> None:
        margin = self.options.margin
        left, right = margin, self.page_width - margin
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(left, margin + 12, right, margin + 12)
        canvas.setFont(REGULAR, 9)
        canvas.setFillColor(MUTED)
        if self.header.printed_at is not None:
            printed = _("Printed {moment} by Tourney").format(
                moment=format_datetime(self.header.printed_at)
            )
        else:
            printed = _("Printed by Tourney")
        canvas.drawString(left, margin, printed)
        canvas.setFont(BOLD, 9.5)
        canvas.setFillColor(INK)
        canvas.drawRightString(
            right, margin, _("Page {page} of {pages}").format(page=page, pages=pages)
        )
        canvas.restoreState()
