"""Printing our PDFs without a PDF viewer: Qt's PDF module draws each page for the printer.

Tourney's reports are PDF bytes (:mod:`tourney.reports`). On a machine with a PDF viewer the
Reports menu opens them there; for the others (and for a director who prefers it),
:func:`print_preview` shows the pages in Qt's print preview, whose Print button opens the
system's print dialog, and :func:`print_pdf` prints straight to a ``QPrinter``. The pages
are drawn by :class:`PySide6.QtPdf.QPdfDocument` at the printer's resolution (at most
300 dots per inch: enough for text, and an A4 page stays a few megabytes) and fitted to the
printable area, keeping their proportions.

The print preview keeps every page it shows as an image, so it draws them at a resolution that
keeps all of them within :data:`PREVIEW_BYTES` (300 dots per inch for a report of up to a
dozen pages, less for a longer one); a report so long that its pages would be drawn below
:data:`MIN_PREVIEW_DPI` is not previewed at all (:func:`preview_dpi` is ``None``: the history
of a night of 50,000 actions has more than a thousand pages) and is printed without a preview.

Also here: :func:`report_file_name`, the name a saved report gets ("Friday Freezeout
2026-12-04 — payouts.pdf"), with only characters every file system takes.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QPageSize, QPaintEngine, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

__all__ = [
    "MAX_DPI",
    "MIN_PREVIEW_DPI",
    "PREVIEW_BYTES",
    "PdfPages",
    "PdfPreview",
    "preview_dpi",
    "print_pdf",
    "print_preview",
    "report_file_name",
]

MAX_DPI = 300
"""The highest resolution a page is drawn at for the printer."""

PREVIEW_DPI = MAX_DPI
"""The resolution of a short report's pages in the print preview: the printer's own."""

MIN_PREVIEW_DPI = 60
"""Below this a previewed page is no longer readable: such a report is not previewed."""

PREVIEW_BYTES = 400 * 1024 * 1024
"""The memory the print preview's page images may take, all pages together."""

_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def report_file_name(tournament: str, day: str, report: str) -> str:
    r"""The file name of a saved report: the tournament, its date and the report.

    Characters that some file system refuses (``/ \ : * ? " < > |``) become spaces; dots and
    spaces at the ends go.

    >>> report_file_name("Friday Freezeout", "2026-12-04", "payouts")
    'Friday Freezeout 2026-12-04 — payouts.pdf'
    >>> report_file_name("A/B: finals?", "", "seat cards")
    'A B finals — seat cards.pdf'
    """
    stem = " ".join(part for part in (tournament, day) if part)
    text = f"{stem} — {report}" if stem else report
    text = re.sub(r"\s+", " ", _UNSAFE.sub(" ", text)).strip(" .")
    return f"{text or 'report'}.pdf"


class PdfPages:
    """A PDF held in memory, drawn page by page onto a printer.

    Attributes:
        document: Qt's view of the PDF.
    """

    def __init__(self, data: bytes) -> None:
        self._bytes = QByteArray(data)
        self._buffer = QBuffer(self._bytes)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document = QPdfDocument()
        self.document.load(self._buffer)

    @property
    def count(self) -> int:
        """The number of pages (0 when the bytes are no PDF)."""
        return self.document.pageCount()

    def paint(self, printer: QPrinter) -> None:
        """Draw every page onto ``printer``, one sheet each (for the preview: see above)."""
        painter = QPainter()
        if not painter.begin(printer):
            return
        try:
            dpi = min(printer.resolution(), MAX_DPI)
            engine = painter.paintEngine()
            if engine is not None and engine.type() == QPaintEngine.Type.Picture:  # a preview
                dpi = min(dpi, preview_dpi(self) or MIN_PREVIEW_DPI)
            area = printer.pageLayout().paintRectPixels(printer.resolution())
            for page in range(self.count):
                if page:
                    printer.newPage()
                points = self.document.pagePointSize(page)
                size = QSize(round(points.width() / 72 * dpi), round(points.height() / 72 * dpi))
                image = self.document.render(page, size)
                scaled = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                target = QRectF(0, 0, scaled.width(), scaled.height())
                # Qt PDF draws the page on a transparent background: paper is white.
                painter.fillRect(target, Qt.GlobalColor.white)
                painter.drawImage(target, image)
        finally:
            painter.end()


def preview_dpi(pages: PdfPages) -> int | None:
    """The resolution the print preview draws ``pages`` at, ``None`` when there are too many.

    >>> preview_dpi(PdfPages(b"no PDF"))
    300
    """
    if not pages.count:
        return PREVIEW_DPI
    a4 = QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Inch)
    largest = max(
        (pages.document.pagePointSize(page) for page in range(pages.count)),
        key=lambda size: size.width() * size.height(),
    )
    inches = largest.width() * largest.height() / 72 / 72 or a4.width() * a4.height()
    dpi = int((PREVIEW_BYTES / (pages.count * inches * 4)) ** 0.5)  # 4 bytes a pixel
    return min(dpi, PREVIEW_DPI) if dpi >= MIN_PREVIEW_DPI else None


def print_pdf(data: bytes, printer: QPrinter) -> int:
    """Print the PDF ``data`` on ``printer``; the number of pages printed."""
    pages = PdfPages(data)
    pages.paint(printer)
    return pages.count


class PdfPreview(QPrintPreviewDialog):
    """Qt's print preview of a PDF; its Print button opens the system's print dialog.

    Attributes:
        pages: The PDF being shown.
    """

    def __init__(self, data: bytes, title: str, parent: QWidget | None = None) -> None:
        self.pages = PdfPages(data)
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self._printer.setDocName(title)
        super().__init__(self._printer, parent)
        self.setWindowTitle(title)
        self.paintRequested.connect(self.pages.paint)


def print_preview(data: bytes, title: str, parent: QWidget | None = None) -> PdfPreview:
    """The print preview of the PDF ``data``, made and not shown (``open()`` or ``exec()`` it)."""
    return PdfPreview(data, title, parent)
