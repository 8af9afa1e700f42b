"""The Reports menu: each PDF of the open tournament, opened, printed, or saved as a file.

**Open** shows it in the system's PDF viewer; **Print…** shows Qt's print preview, whose
Print button opens the system's print dialog (:mod:`tourney.gui.printing`: no PDF viewer
needed; when there is none, Open falls back to it). A saved or opened file is named after
the tournament, its date and the report ("Friday Freezeout 2026-12-04 — payouts.pdf").

The rows come from :mod:`tourney.reports.from_state` and :mod:`tourney.reports.from_log`,
the layout from the renderers in :mod:`tourney.reports`; nothing here computes a figure.
A report that cannot be made (no deal recorded, no league) is refused with the reason in
the status bar, never a traceback.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tourney.domain.levels.clock_events import Now
from tourney.domain.state import TournamentState
from tourney.gui.display.texts import english_plural
from tourney.gui.language import current_language, refusal
from tourney.gui.session import Session
from tourney.persistence.atomic_file import write_atomically
from tourney.persistence.errors import PersistenceError
from tourney.persistence.open_tournament import OpenTournament
from tourney.reports.catalog import REPORTS as ALL_REPORTS
from tourney.reports.catalog import Report, Source, report_title

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtPrintSupport import QPrinter

    from tourney.gui.printing import PdfPreview
    from tourney.reports.base import RenderOptions
    from tourney.reports.rows import ReportHeader

__all__ = ["REPORTS", "ReportsController", "render_report", "title"]


REPORTS: tuple[Report, ...] = tuple(
    report for report in ALL_REPORTS if report.source is not Source.RULING
)
"""The reports of the Reports menu, in menu order (a ruling is printed from the Rulings tab)."""


def title(report: Report) -> str:
    """The report's title in the window's language."""
    return report_title(report.kind, current_language())


def render_report(
    kind: str,
    state: TournamentState,
    *,
    now: Now,
    season: Callable[[], list[TournamentState]],
    language: str = "en",
) -> bytes:
    """The PDF of report ``kind`` for ``state``.

    Args:
        kind: One of :data:`REPORTS`' kinds.
        state: The tournament.
        now: The moment printed in the header.
        season: Gives the tournaments of the league season (for ``league`` only).
        language: The language printed (``"en"``, ``"it"`` or ``"ro"``).

    Raises:
        ValueError: The report cannot be made (the reason is one sentence).
    """
    # reportlab is loaded on the first report, not when the window opens.
    from tourney.reports.base import RenderOptions
    from tourney.reports.tournament_reports import render_league_report, render_tournament_report

    options = RenderOptions(currency=state.setup.currency, language=language)
    if kind == "league":
        return render_league_report(season(), now=now, options=options)
    return render_tournament_report(kind, state, now=now, options=options)


class ReportsController(QObject):
    """Makes the reports of the session's tournament and saves or opens them.

    Attributes:
        open_url: Opens a file in the system's viewer (``QDesktopServices.openUrl``;
            tests replace it).
    """

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.open_url: Callable[[QUrl], bool] = _open_in_viewer
        self.preview: PdfPreview | None = None
        self._folder: Path | None = None
        self._parent_widget = parent if isinstance(parent, QWidget) else None

    def render(self, kind: str) -> bytes | None:
        """The PDF of ``kind``, or ``None`` (and the reason through ``refused``)."""
        state = self.session.state
        if state is None:
            self.session.refused.emit(self.tr("No tournament is open."))
            return None
        try:
            return render_report(
                kind,
                state,
                now=self.session.now(),
                season=self._season,
                language=current_language(),
            )
        except (ValueError, KeyError, ImportError) as exc:
            self.session.refused.emit(
                self.tr("The report could not be made: {reason}").format(reason=refusal(exc))
            )
            return None

    def unavailable(self, kind: str) -> str | None:
        """Why report ``kind`` cannot be made for the open tournament, or ``None`` if it can.

        The menu greys such a report out with this as its tip: no tournament, no league season
        for the league standings, no deal recorded for the deal sheet.
        """
        state = self.session.state
        if state is None:
            return self.tr("No tournament is open.")
        if kind == "league" and state.setup.league is None:
            return self.tr("This tournament counts towards no league season.")
        if kind == "deal" and state.deal is None:
            return self.tr("No deal is recorded.")
        return None

    def _season(self) -> list[TournamentState]:
        """The tournaments of the library that count towards the open one's season."""
        state = self.session.state
        if state is None or state.setup.league is None:
            raise ValueError(self.tr("This tournament counts towards no league season."))
        season = state.setup.league.season
        library = self.session.library
        states = [state]
        current = self.session.tournament
        for info in library.events.tournaments():
            if current is not None and info.id == current.tournament_id:
                continue
            other = OpenTournament.open(library, info.id).state
            if other.setup.league is not None and other.setup.league.season == season:
                states.append(other)
        return states

    def save(self, kind: str, path: str | Path) -> Path | None:
        """Write the report to ``path``; the path written, or ``None`` if it failed."""
        data = self.render(kind)
        if data is None:
            return None
        target = Path(path)
        try:
            write_atomically(target, data)  # complete or not at all (a full disk…)
        except PersistenceError as exc:
            self.session.refused.emit(refusal(exc))
            return None
        self.session.performed.emit(self.tr("Saved {path}").format(path=target))
        return target

    def file_name(self, kind: str) -> str:
        """The name a saved report gets: the tournament, its date and the report's title."""
        from tourney.gui.printing import report_file_name

        state = self.session.state
        title = _title(kind).lower()
        if state is None:
            return report_file_name("", "", title)
        return report_file_name(state.setup.name, state.setup.date, title)

    def open(self, kind: str) -> Path | None:
        """Write the report to a temporary file and open it in the system's viewer.

        Without a PDF viewer the print preview opens instead.
        """
        data = self.render(kind)
        if data is None:
            return None
        return self._show(data, self.file_name(kind))

    def print_preview(self, kind: str) -> PdfPreview | None:
        """Show the report in the print preview (Print opens the system's print dialog)."""
        data = self.render(kind)
        if data is None:
            return None
        return self._preview(data, self.file_name(kind))

    def _preview(self, data: bytes, name: str) -> PdfPreview | None:
        from tourney.gui.printing import PdfPages, preview_dpi, print_preview

        pages = PdfPages(data)
        if preview_dpi(pages) is None:  # too long to keep every page's picture: no preview
            self.print_without_preview(data, name, pages.count)
            return None
        if self.preview is not None:
            self.preview.close()
        self.preview = print_preview(data, name.removesuffix(".pdf"), self._parent_widget)
        self.preview.finished.connect(self.preview.deleteLater)
        self.preview.destroyed.connect(self._preview_gone)
        self.preview.open()
        return self.preview

    def _preview_gone(self) -> None:
        self.preview = None

    def print_without_preview(self, data: bytes, name: str, count: int) -> bool:
        """Offer to print a report too long for the print preview; whether it was printed."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter
        from PySide6.QtWidgets import QMessageBox

        from tourney.gui.printing import print_pdf

        title = name.removesuffix(".pdf")
        answer = self.ask(
            self.tr("Print without a preview"),
            english_plural(
                self.tr(
                    "{name} has %Ln page(s), too many to show in the print preview. "
                    "Print them without a preview? (Save as… keeps it as a PDF file instead.)",
                    "",
                    count,
                ),
                count,
            ).format(name=title),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(title)
        if self.print_dialog(printer) != QPrintDialog.DialogCode.Accepted:
            return False
        printed = print_pdf(data, printer)
        self.session.performed.emit(
            english_plural(
                self.tr("Sent %Ln page(s) of {name} to the printer.", "", printed), printed
            ).format(name=title)
        )
        return True

    def ask(self, title: str, text: str) -> object:
        """Ask a yes-or-no question (a test answers it in its place)."""
        from PySide6.QtWidgets import QMessageBox

        return QMessageBox.question(self._parent_widget, title, text)

    def print_dialog(self, printer: QPrinter) -> object:
        """The system's print dialog for ``printer``, its answer (a test answers it)."""
        from PySide6.QtPrintSupport import QPrintDialog

        return QPrintDialog(printer, self._parent_widget).exec()

    def _show(self, data: bytes, name: str) -> Path | None:
        """Open ``data`` in the PDF viewer (the print preview when there is none)."""
        try:
            path = self._temporary(name)
            write_atomically(path, data)
        except OSError as exc:
            self.session.refused.emit(
                self.tr("The report could not be made: {reason}").format(
                    reason=exc.strerror or refusal(exc)
                )
            )
            return None
        if not self.open_url(_file_url(path)) and self._preview(data, name) is not None:
            self.session.performed.emit(
                self.tr("No PDF viewer could open {name}, so here is its print preview.").format(
                    name=name
                )
            )
        return path

    def _temporary(self, name: str) -> Path:
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="tourney-reports-"))
            app = QCoreApplication.instance()
            if app is not None:  # the viewers have read them by then: nothing is left behind
                app.aboutToQuit.connect(self.remove_temporary_files)
        return self._folder / name

    def remove_temporary_files(self) -> None:
        """Delete the reports opened in the viewer this session (the window closes)."""
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def _open_pdf(self, name: str, make: Callable[[], bytes]) -> Path | None:
        try:
            data = make()
        except (ValueError, KeyError) as exc:
            self.session.refused.emit(
                self.tr("The report could not be made: {reason}").format(reason=refusal(exc))
            )
            return None
        from tourney.gui.printing import report_file_name

        state = self.session.state
        stem, day = (state.setup.name, state.setup.date) if state is not None else ("", "")
        return self._show(data, report_file_name(stem, day, name))

    def open_move_slips(self, rows: list[object]) -> Path | None:
        """Print the move slips of a balancing or break proposal (before it is accepted)."""
        state = self.session.state
        if state is None:
            self.session.refused.emit(self.tr("No tournament is open."))
            return None

        def make() -> bytes:
            from tourney.reports.base import RenderOptions
            from tourney.reports.from_state import report_header
            from tourney.reports.i18n import use_language
            from tourney.reports.move_slips import MoveSlips

            language = current_language()
            with use_language(language):
                header = report_header(state, now=self.session.now())
            options = RenderOptions(currency=state.setup.currency, language=language)
            return MoveSlips(header, options=options).render(rows)  # type: ignore[arg-type]

        return self._open_pdf(self.tr("proposed moves"), make)

    def open_betting_ruling(
        self, facts: dict[str, object], ruling: dict[str, object]
    ) -> Path | None:
        """Print the betting ruling slip of the Minimum raise page."""

        def make() -> bytes:
            from tourney.reports.betting_slip import BettingSlip

            header, options = self._ruling_header()
            return BettingSlip(header, options=options).render(facts, ruling)

        return self._open_pdf(self.tr("betting ruling"), make)

    def open_ruling(
        self,
        request: dict[str, object],
        answer: dict[str, object],
        names: dict[int, str] | None = None,
    ) -> Path | None:
        """Print the ruling slip of a settled hand (from the Rulings screen), with the names."""

        def make() -> bytes:
            from tourney.reports.ruling import RulingSlip

            header, options = self._ruling_header()
            return RulingSlip(header, options=options).render(answer, request, names=names)

        return self._open_pdf(self.tr("ruling"), make)

    def _ruling_header(self) -> tuple[ReportHeader, RenderOptions]:
        """A ruling slip's header (the open tournament's, else "Ruling on a hand") and options."""
        from tourney.reports.base import RenderOptions
        from tourney.reports.from_state import moment, report_header
        from tourney.reports.i18n import use_language
        from tourney.reports.rows import ReportHeader

        state = self.session.state
        now = self.session.now()
        language = current_language()
        with use_language(language):
            if state is not None:
                header = report_header(state, now=now)
            else:
                title = self.tr("Ruling on a hand")
                header = ReportHeader(tournament=title, printed_at=moment(now))
        return header, RenderOptions(language=language)


def _title(kind: str) -> str:
    return report_title(kind, current_language())


def build_reports_menu(menu: QMenu, controller: ReportsController, window: QWidget) -> None:
    """Fill ``menu`` with one submenu per report: open it, print it, or save it as a file.

    Each time the menu opens, a report that cannot be made now is greyed out, the reason as
    its tip (:meth:`ReportsController.unavailable`).
    """
    subs: list[tuple[str, QMenu]] = []
    for report in REPORTS:
        sub = menu.addMenu(title(report))
        subs.append((report.kind, sub))
        open_action = QAction(QCoreApplication.translate("Reports", "Open"), sub)
        open_action.triggered.connect(lambda _=False, k=report.kind: controller.open(k))
        print_action = QAction(QCoreApplication.translate("Reports", "Print…"), sub)
        print_action.triggered.connect(lambda _=False, k=report.kind: controller.print_preview(k))
        save_action = QAction(QCoreApplication.translate("Reports", "Save as…"), sub)
        save_action.triggered.connect(lambda _=False, r=report: _save_as(r, controller, window))
        sub.addAction(open_action)
        sub.addAction(print_action)
        sub.addAction(save_action)

    def follow() -> None:
        for kind, sub in subs:
            reason = controller.unavailable(kind)
            sub.menuAction().setEnabled(reason is None)
            sub.menuAction().setToolTip(reason or "")

    menu.setToolTipsVisible(True)
    menu.aboutToShow.connect(follow)
    follow()  # the menu is filled as it first opens: this opening too


def choose_and_print(controller: ReportsController, window: QWidget) -> PdfPreview | None:
    """File ▸ Print…: ask which report, then show its print preview."""
    from PySide6.QtWidgets import QInputDialog

    titles = [title(report) for report in REPORTS]
    chosen, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("Reports", "Print"),
        QCoreApplication.translate("Reports", "Which report?"),
        titles,
        0,
        editable=False,
    )
    if not ok:
        return None
    return controller.print_preview(REPORTS[titles.index(chosen)].kind)


def _file_url(path: Path) -> QUrl:
    from PySide6.QtCore import QUrl  # Qt's URL class and its enums load at the first report

    return QUrl.fromLocalFile(str(path))


def _open_in_viewer(url: QUrl) -> bool:
    """Open ``url`` in the system's PDF viewer; ``False`` when the system has none.

    On Linux ``xdg-open`` starts even when no application opens PDFs (it then fails by
    itself, after Qt said yes): the desktop's default for ``application/pdf`` is asked first.
    """
    if not pdf_viewer_known():
        return False
    from PySide6.QtGui import QDesktopServices  # loaded when first asked, not at start

    return bool(QDesktopServices.openUrl(url))


def pdf_viewer_known(platform: str = sys.platform) -> bool:
    """Whether the system has an application for PDF files (where it can be asked)."""
    if not platform.startswith("linux"):
        return True  # Windows and macOS: the shell says no by itself
    if shutil.which("xdg-open") is None:
        return False
    query = shutil.which("xdg-mime")
    if query is None:
        return True  # cannot ask: let xdg-open try
    try:
        answer = subprocess.run(
            [query, "query", "default", "application/pdf"],
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return True
    return bool(answer.stdout.strip())


def _save_as(report: Report, controller: ReportsController, window: QWidget) -> None:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    settings = QSettings()
    folder = str(settings.value("reports/folder", "") or "") or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation
    )
    path, _filter = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("Reports", "Save the report"),
        str(Path(folder) / controller.file_name(report.kind)),
        QCoreApplication.translate("Reports", "PDF files (*.pdf)"),
    )
    if path and controller.save(report.kind, path) is not None:
        settings.setValue("reports/folder", str(Path(path).parent))
