"""Printing without a PDF viewer: the print preview of every report, printing through Qt's
PDF module onto a printer, and the names saved reports get."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

from tests.gui.director import SIZE_HINTS
from tourney.gui.printing import print_pdf

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

DEMO_NAME = "Demo Friday Deepstack 2025-03-14"


def _pages(data: bytes) -> int:
    return len(PdfReader(io.BytesIO(data)).pages)


def test_print_shows_every_page_of_the_report_in_the_print_preview(qtbot, window) -> None:
    data = window.reports.render("seating")
    preview = window.reports.print_preview("seating")
    assert preview is not None and preview.isVisible()
    assert preview.windowTitle() == f"{DEMO_NAME} — seating chart"
    shown = preview.findChild(QPrintPreviewWidget)
    shown.updatePreview()
    assert shown.pageCount() == _pages(data) >= 2
    preview.reject()


def test_the_pages_printed_are_the_reports_pages_drawn_by_qt_pdf(qtbot, window, tmp_path) -> None:
    data = window.reports.render("payouts")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert print_pdf(data, printer) == _pages(data)
    assert _pages(out.read_bytes()) == _pages(data)
    printed = QPdfDocument()
    printed.load(str(out))
    image = printed.render(0, printed.pagePointSize(0).toSize())
    samples = [
        QColor(image.pixel(x, y)).lightness()
        for y in range(0, image.height(), 4)
        for x in range(0, image.width(), 4)
    ]
    dark = sum(1 for lightness in samples if lightness < 128)
    assert 100 < dark < len(samples) // 4  # black text on white paper: neither blank nor black


def test_without_a_pdf_viewer_open_shows_the_print_preview(window) -> None:
    window.reports.open_url = lambda url: False  # no viewer for PDF files
    path = window.reports.open("results")
    assert path is not None and path.name == f"{DEMO_NAME} — results.pdf"
    assert window.reports.preview is not None and window.reports.preview.isVisible()
    assert "print preview" in window.statusBar().currentMessage()
    window.reports.preview.reject()


@pytest.fixture
def shown(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.players_tab.table.setFocus()
    return window


def test_ctrl_p_asks_which_report_and_previews_it(qtbot, shown, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    asked: list[list[str]] = []

    def choose(parent, title, label, items, current, editable):
        asked.append(list(items))
        return "Structure", True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
    window = shown
    window.players_tab.search.setFocus()  # Ctrl+P only navigates: it works from a field too
    qtbot.keyClick(window.players_tab.search, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert asked and asked[0][:3] == ["Payouts", "Results", "Structure"]
    assert window.reports.preview is not None
    assert window.reports.preview.windowTitle().endswith("— structure")
    window.reports.preview.reject()


def test_saved_reports_are_named_after_the_tournament_its_date_and_the_report(
    window, monkeypatch, tmp_path
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from tourney.gui.reports_menu import REPORTS

    suggested: list[str] = []

    def ask(parent, caption, directory, filter):
        suggested.append(directory)
        return str(tmp_path / "chosen.pdf"), filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    window._fill_reports_menu()
    payouts = window.reports_menu.actions()[0].menu()
    assert [a.text() for a in payouts.actions()] == ["Open", "Print…", "Save as…"]
    payouts.actions()[2].trigger()
    assert suggested[0].endswith(f"{DEMO_NAME} — payouts.pdf")
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    payouts.actions()[2].trigger()  # the next one is suggested in the folder used last
    assert suggested[1] == str(tmp_path / f"{DEMO_NAME} — payouts.pdf")
    assert len(REPORTS) == len(window.reports_menu.actions())


def test_a_long_report_is_previewed_at_a_resolution_its_pages_fit_in_memory(window) -> None:
    from tourney.gui import printing

    pages = printing.PdfPages(window.reports.render("seating"))
    assert printing.preview_dpi(pages) == printing.PREVIEW_DPI  # a short report: sharp
    per_page = printing.PREVIEW_BYTES / pages.count
    size = pages.document.pagePointSize(0)
    assert per_page > size.width() * size.height() / 72 / 72 * 4 * printing.PREVIEW_DPI**2


def test_a_report_too_long_to_preview_is_printed_without_a_preview(
    window, monkeypatch, tmp_path
) -> None:
    from PySide6.QtPrintSupport import QPrintDialog
    from PySide6.QtWidgets import QMessageBox

    from tourney.gui import printing

    monkeypatch.setattr(printing, "PREVIEW_BYTES", 1024)  # as if it had thousands of pages
    data = window.reports.render("seating")
    asked: list[str] = []
    out = tmp_path / "printed.pdf"

    def answer(title: str, text: str) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    def dialog(printer: QPrinter) -> object:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(window.reports, "ask", answer)
    monkeypatch.setattr(window.reports, "print_dialog", dialog)
    assert window.reports.print_preview("seating") is None
    assert window.reports.preview is None  # no preview keeps its pages
    count = _pages(data)
    assert asked == [
        f"{DEMO_NAME} — seating chart has {count} pages, too many to show in the print preview. "
        "Print them without a preview? (Save as… keeps it as a PDF file instead.)"
    ]
    assert _pages(out.read_bytes()) == count
    assert f"Sent {count} pages" in window.statusBar().currentMessage()


def test_saying_no_prints_nothing(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tourney.gui import printing

    monkeypatch.setattr(printing, "PREVIEW_BYTES", 1024)
    monkeypatch.setattr(window.reports, "ask", lambda *_: QMessageBox.StandardButton.No)
    monkeypatch.setattr(window.reports, "print_dialog", lambda *_: pytest.fail("no dialog"))
    assert window.reports.print_preview("seating") is None
