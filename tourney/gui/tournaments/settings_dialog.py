"""The "Tournament settings" dialog: the open tournament's options that are not its structure.

Five tabs: *General* (name, date, venue; the clock stopping at each level's end; how money
is written), *Buy-ins* (the terms: prices, chips, rebuys and the add-on with their limits
and windows, re-entries, late registration, added money, guarantee; :mod:`.settings_terms`),
*Payouts* (the payout plan, :mod:`.settings_payouts`), *Tables* (seats, balancing, the break
order, the final table, the heads-up house rule) and *League* (the season and its points
formula, in :mod:`.settings_league`). OK stores every change as ONE undoable action (the
domain's ``edit_setup``), on disk before the dialog closes; a change of the terms is first
said in sentences (the domain's :func:`~tourney.domain.money.terms.terms_changes`: each
change, and that what was bought keeps its price and chips) and OK asked again to apply it;
a refusal shows the reason in the dialog, which stays open; Cancel changes nothing.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.money.money_text import Currency, money
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.money.terms import payouts_with, terms_changes
from tourney.domain.room.tables import TableSettings
from tourney.domain.setup import TournamentSetup
from tourney.gui.language import current_language, refusal
from tourney.gui.session import Session
from tourney.gui.tournaments.currency_fields import CurrencyFields
from tourney.gui.tournaments.fields import (
    ErrorLabel,
    SeatsBox,
    date_format,
    form_layout,
    from_qdate,
    note_label,
)
from tourney.gui.tournaments.settings_controller import (
    SettingsController,
    SettingsError,
    break_order_text,
    parse_break_order,
)
from tourney.gui.tournaments.settings_league import LeaguePage
from tourney.gui.tournaments.settings_payouts import PayoutPlanPage
from tourney.gui.tournaments.settings_terms import TermsPage

__all__ = ["SettingsDialog", "open_settings"]

_NO_DATE = QDate(2000, 1, 1)
"""The date edit's lowest date, shown as "no date"."""

_CONFIRMATION_HEIGHT = 200
"""The most the confirmation of changed terms takes below the tabs before it scrolls (pixels)."""

_SCREEN_MARGIN = 60
"""What the dialog leaves free around it on a small screen (its title bar, the panel)."""

_SPIN_WIDTH = 220
"""The width of the number boxes on the Tables tab, so they line up."""

_LINEAR, _SQUARE_ROOT, _FIXED = "linear", "square-root", "fixed"


class SettingsDialog(QDialog):
    """Edit the open tournament's settings; OK applies them all as one undoable action.

    Attributes:
        controller: Stores the new setup through the session.
        tabs: The General, Buy-ins, Payouts, Tables and League pages.
        terms_page: The Buy-ins tab; ``payouts_page`` the Payouts tab.
        confirmation: What a change of the terms means, shown before it is applied.
        error: Why the last OK was refused (hidden when nothing to say).
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = SettingsController(session, self)
        self.session = session
        setup = self.controller.setup
        if setup is None:
            raise ValueError("no tournament is open")
        self._original = setup
        self.setWindowTitle(
            QCoreApplication.translate("Tournaments", "Tournament settings — %1").replace(
                "%1", setup.name
            )
        )
        self.tabs = QTabWidget()
        self._add_page(
            self._general_page(setup), QCoreApplication.translate("Tournaments", "&General")
        )
        self.terms_page = TermsPage(setup.buyins, currency=setup.currency, sold=self._entries)
        self._add_page(self.terms_page, QCoreApplication.translate("Tournaments", "Buy-&ins"))
        self.payouts_page = PayoutPlanPage(
            setup.payouts, currency=setup.currency, preview=self._payouts_preview
        )
        self._add_page(self.payouts_page, QCoreApplication.translate("Tournaments", "P&rizes"))
        self.terms_page.changed.connect(self._terms_edited)
        self.payouts_page.changed.connect(self._terms_edited)
        self.money.changed.connect(self._show_currency)
        self._add_page(
            self._tables_page(setup.tables), QCoreApplication.translate("Tournaments", "T&ables")
        )
        self.league_page = LeaguePage(setup.league, entries=self._entries)
        self._add_page(self.league_page, QCoreApplication.translate("Tournaments", "&League"))
        self.error = ErrorLabel()
        self.confirmation = QGroupBox(
            QCoreApplication.translate("Tournaments", "Before you apply these changes")
        )
        self.confirmation_text = note_label("")
        confirm_layout = QVBoxLayout(self.confirmation)
        self.confirmation_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        said = _FittedText()  # a long list of changes scrolls rather than pushing OK away
        said.setWidget(self.confirmation_text)
        said.setWidgetResizable(True)
        said.setFrameShape(QFrame.Shape.NoFrame)
        said.setMaximumHeight(_CONFIRMATION_HEIGHT)
        said.setStyleSheet("background: transparent;")
        confirm_layout.addWidget(said)
        self.confirmation.setStyleSheet(
            "QGroupBox { background: #fff3c4; border: 1px solid #e0c060; margin-top: 1.2em; }"
        )
        self.confirmation.hide()
        self._confirmed: TournamentSetup | None = None
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.confirmation)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(820)
        self._fitted = False

    def _add_page(self, page: QWidget, title: str) -> None:
        """Add ``page`` as a tab that scrolls when the dialog is shorter than the page.

        A laptop's 768 pixels, with the confirmation shown below the tabs, would else squeeze
        the page's last lines out of sight.
        """
        scroll = _ScrollingPage()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.tabs.addTab(scroll, title)

    def showEvent(self, event: QShowEvent) -> None:
        """Open at the size the pages need, as far as the screen allows."""
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """Take the size the pages and the confirmation need, within the screen's free area."""
        wanted = self.sizeHint()
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry().size() - QSize(_SCREEN_MARGIN, _SCREEN_MARGIN)
            wanted = wanted.boundedTo(room)
        self.resize(wanted.expandedTo(self.minimumSizeHint()).expandedTo(self.size()))

    def show_page(self, page: QWidget) -> None:
        """Bring the tab holding ``page`` (or a widget on it) to the front."""
        for index in range(self.tabs.count()):
            tab = self.tabs.widget(index)
            if tab is not None and (tab is page or tab.isAncestorOf(page)):
                self.tabs.setCurrentIndex(index)
                if isinstance(tab, QScrollArea) and tab.widget() is not page:
                    tab.ensureWidgetVisible(page)
                return

    def _entries(self) -> int:
        """The tournament's entries, for the league's points example."""
        state = self.session.state
        return len(state.entries) if state is not None else 0

    def _payouts_preview(self, plan: PayoutPlan) -> str:
        """What ``plan`` pays the field as it stands, with the terms on the Buy-ins tab."""
        state = self.session.state
        if state is None or not state.entries:
            return QCoreApplication.translate("Tournaments", "Nobody has entered yet.")
        base = self.controller.setup or self._original
        try:
            buyins = self.terms_page.buyins()
        except DomainError:
            buyins = base.buyins
        setup = replace(base, buyins=buyins, payouts=plan)
        status = payouts_with(state, setup)
        language = current_language()
        amounts = ", ".join(
            money(amount, setup.currency, language=language) for amount in status.payouts.amounts
        )
        return (
            QCoreApplication.translate("Tournaments", "%1 entries, %2 places paid: %3")
            .replace("%1", str(len(state.entries)))
            .replace("%2", str(status.payouts.places))
            .replace("%3", amounts or "—")
        )

    def _show_currency(self) -> None:
        """Write the amounts on the other pages with the symbol and decimals being chosen."""
        try:
            currency = self.money.currency()
        except DomainError:
            return  # the example under the fields says what is wrong
        for box in [*self.terms_page.money_boxes(), self.payouts_page.unit]:
            box.show_currency(currency)

    def _terms_edited(self) -> None:
        """A term was typed: any confirmation shown is for other terms, so it goes."""
        self.payouts_page.refresh()
        self._unconfirm()

    def _unconfirm(self) -> None:
        self._confirmed = None
        self.confirmation.hide()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Tournaments", "OK")
        )

    # ----------------------------------------------------------------- pages

    def _general_page(self, setup: TournamentSetup) -> QWidget:
        self.name = QLineEdit(setup.name)
        self.name.setMaxLength(120)
        self.date = QDateEdit()
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(date_format())  # as the wizard writes it
        self.date.setMinimumDate(_NO_DATE)
        self.date.setSpecialValueText(QCoreApplication.translate("Tournaments", "no date"))
        self.date.setDate(self._qdate(setup.date))
        self._initial_date = self.date.date()
        self.venue = QLineEdit(setup.venue)
        self.venue.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. Club 52, back room")
        )
        event = form_layout()
        event.addRow(QCoreApplication.translate("Tournaments", "&Name:"), self.name)
        event.addRow(QCoreApplication.translate("Tournaments", "&Date:"), self.date)
        event.addRow(QCoreApplication.translate("Tournaments", "&Venue:"), self.venue)
        event_box = QGroupBox(QCoreApplication.translate("Tournaments", "The tournament"))
        event_box.setLayout(event)

        self.pause_at_level_end = QCheckBox(
            QCoreApplication.translate("Tournaments", "&Stop the clock at the end of each level")
        )
        self.pause_at_level_end.setChecked(setup.pause_at_level_end)
        self.pause_at_level_end.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "When a level or a break ends the clock stops by itself; the next one starts "
                "when you start the clock again.",
            )
        )
        clock_layout = QVBoxLayout()
        clock_layout.addWidget(self.pause_at_level_end)
        clock_box = QGroupBox(QCoreApplication.translate("Tournaments", "Clock"))
        clock_box.setLayout(clock_layout)

        self.money = CurrencyFields(setup.currency)
        self.symbol = self.money.symbol
        self.decimals = self.money.decimals
        self.currency_example = self.money.example
        money_layout = QVBoxLayout()
        money_layout.addWidget(self.money)
        money_box = QGroupBox(QCoreApplication.translate("Tournaments", "Money"))
        money_box.setLayout(money_layout)

        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(event_box)
        layout.addWidget(clock_box)
        layout.addWidget(money_box)
        layout.addStretch(1)
        return page

    def _tables_page(self, tables: TableSettings) -> QWidget:
        self.seats = SeatsBox(tables.seats_per_table)
        self.seats.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "Tables opened from now on get this many seats; tables in play keep theirs. "
                "It cannot be fewer than the players at the fullest table.",
            )
        )
        self.balance = QSpinBox()
        self.balance.setRange(2, 9)
        self.balance.setValue(tables.balance_difference)
        self.balance.setSuffix(QCoreApplication.translate("Tournaments", " players"))
        self.balance.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "Tables are balanced when the biggest and the smallest differ by this many "
                "players. 2 keeps them within one player of each other; 3 is looser.",
            )
        )
        self.tight_from = QSpinBox()
        self.tight_from.setRange(0, 500)
        self.tight_from.setSpecialValueText(QCoreApplication.translate("Tournaments", "never"))
        self.tight_from.setPrefix(QCoreApplication.translate("Tournaments", "from "))
        self.tight_from.setSuffix(QCoreApplication.translate("Tournaments", " players left"))
        self.tight_from.setValue(tables.tight_from_players or 0)
        self.tight_from.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "With this many players left or fewer, tables are kept within one player of "
                "each other whatever the difference above says.",
            )
        )
        for box in (self.seats, self.balance, self.tight_from):
            box.setMinimumWidth(_SPIN_WIDTH)
        seats_form = form_layout()
        seats_form.addRow(
            QCoreApplication.translate("Tournaments", "&Seats per table:"), self.seats
        )
        seats_form.addRow(self.seats.note)
        seats_form.addRow(
            QCoreApplication.translate("Tournaments", "&Balance at a difference of:"),
            self.balance,
        )
        seats_form.addRow(
            QCoreApplication.translate("Tournaments", "&Tighten to 2:"), self.tight_from
        )
        seats_box = QGroupBox(QCoreApplication.translate("Tournaments", "Seats and balancing"))
        seats_box.setLayout(seats_form)

        self.break_order = QLineEdit(break_order_text(tables.break_order))
        self.break_order.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. 3, 2, 1 (empty: highest number first)")
        )
        self.break_order.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "The table numbers in the order the tables break, separated by commas. "
                "Tables not listed break after them, highest number first.",
            )
        )
        self.final_table = QSpinBox()
        self.final_table.setRange(0, 999)
        self.final_table.setSpecialValueText(
            QCoreApplication.translate("Tournaments", "the last table left")
        )
        self.final_table.setPrefix(QCoreApplication.translate("Tournaments", "table "))
        self.final_table.setValue(tables.final_table or 0)
        self.final_table.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "The table where everyone is redrawn for the final table, e.g. the feature "
                "table. It then breaks last.",
            )
        )
        self.final_table.setMinimumWidth(_SPIN_WIDTH)
        breaking_form = form_layout()
        breaking_form.addRow(
            QCoreApplication.translate("Tournaments", "Break &order:"), self.break_order
        )
        breaking_form.addRow(
            QCoreApplication.translate("Tournaments", "&Final table:"), self.final_table
        )
        breaking_box = QGroupBox(QCoreApplication.translate("Tournaments", "Breaking tables"))
        breaking_box.setLayout(breaking_form)

        self.button_posts_big_blind = QCheckBox(
            QCoreApplication.translate("Tournaments", "Heads-up, the b&utton posts the big blind")
        )
        self.button_posts_big_blind.setChecked(tables.button_posts_big_blind_heads_up)
        self.button_posts_big_blind.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "A house rule: with two players left, the player on the button posts the "
                "big blind. Off, the standard TDA rule applies: the button posts the small "
                "blind, acts first before the flop and last after it.",
            )
        )
        house_layout = QVBoxLayout()
        house_layout.addWidget(self.button_posts_big_blind)
        advice = note_label(
            QCoreApplication.translate(
                "Tournaments", "Leave it off to follow the TDA rules (recommended)."
            )
        )
        advice.setIndent(22)
        house_layout.addWidget(advice)
        house_box = QGroupBox(QCoreApplication.translate("Tournaments", "House rule"))
        house_box.setLayout(house_layout)

        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(seats_box)
        layout.addWidget(breaking_box)
        layout.addWidget(house_box)
        layout.addStretch(1)
        return page

    # ----------------------------------------------------------------- live parts

    @staticmethod
    def _qdate(text: str) -> QDate:
        try:
            day = date.fromisoformat(text)
        except ValueError:
            return _NO_DATE
        return QDate(day.year, day.month, day.day)

    def currency(self) -> Currency:
        """The currency the fields describe.

        Raises:
            DomainError: The symbol is too long.
        """
        return self.money.currency()

    # ----------------------------------------------------------------- the setup

    def _date_text(self) -> str:
        chosen = self.date.date()
        if chosen == self._initial_date:
            return self._original.date
        return "" if chosen == _NO_DATE else from_qdate(chosen).isoformat()

    def table_settings(self) -> TableSettings:
        """The table settings the fields describe.

        Raises:
            SettingsError: The break order cannot be read.
            DomainError: The domain refuses the settings.
        """
        return replace(
            self._original.tables,
            seats_per_table=self.seats.value(),
            balance_difference=self.balance.value(),
            tight_from_players=self.tight_from.value() or None,
            break_order=parse_break_order(self.break_order.text()),
            final_table=self.final_table.value() or None,
            button_posts_big_blind_heads_up=self.button_posts_big_blind.isChecked(),
        )

    def new_setup(self) -> TournamentSetup:
        """The open tournament's setup with every field of the dialog applied.

        Raises:
            SettingsError: A typed field cannot be read.
            DomainError: The domain refuses a value.
        """
        name = self.name.text().strip()
        if not name:
            raise SettingsError(
                QCoreApplication.translate("Tournaments", "A tournament needs a name."),
                field="name",
            )
        base = self.controller.setup or self._original
        split_problem = self.terms_page.split_problem()
        if split_problem:
            raise SettingsError(split_problem, field="price")
        return replace(
            base,
            name=name,
            date=self._date_text(),
            venue=self.venue.text().strip(),
            pause_at_level_end=self.pause_at_level_end.isChecked(),
            currency=self.currency(),
            buyins=self.terms_page.buyins(),
            payouts=self.payouts_page.plan(),
            tables=self.table_settings(),
            league=self.league_page.settings(),
        )

    def accept(self) -> None:
        """Apply the settings as one undoable action; on a refusal say why and stay open."""
        try:
            setup = self.new_setup()
        except SettingsError as exc:
            self._refuse(str(exc), exc.field)
            return
        except DomainError as exc:
            self._refuse(refusal(exc))
            return
        if not self._said_before_applying(setup):
            return
        problem = self.controller.apply(setup)
        if problem is not None:
            self._refuse(problem)
            return
        self.error.show_message("")
        super().accept()

    def _said_before_applying(self, setup: TournamentSetup) -> bool:
        """Whether ``setup`` may be applied now: a change of the terms is said first.

        The first OK shows what the change means (each change, and that what was bought
        keeps its price and chips) and asks for OK again; true once it was shown for this
        very setup, or when the terms do not change.
        """
        state = self.session.state
        if state is None:
            return True
        said = terms_changes(state, setup)
        if not said or self._confirmed == setup:
            return True
        language = current_language()
        self.confirmation_text.setText(
            "\n".join(f"• {line.translated(language)}" for line in said)
            + "\n\n"
            + QCoreApplication.translate(
                "Tournaments", "Press Apply the changes to make them, or Cancel."
            )
        )
        self.confirmation.show()
        self.fit_to_screen()
        self._confirmed = setup
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Tournaments", "Apply the changes")
        )
        self.error.show_message("")
        return False

    def _refuse(self, text: str, field: str = "") -> None:
        self.error.show_message(text)
        widget = (
            getattr(self, field, None)
            or getattr(self.league_page, field, None)
            or getattr(self.terms_page, field, None)
            if field
            else None
        )
        if isinstance(widget, QWidget):
            self.show_page(widget)
            widget.setFocus()


class _ScrollingPage(QScrollArea):
    """A settings page in a scroll area that asks for the whole page's size.

    A plain scroll area asks for a small size, so the dialog would open cramped; this one asks
    for what its page needs and scrolls only when the dialog cannot be that tall.
    """

    def sizeHint(self) -> QSize:
        """The page's size, with room for the scroll bar."""
        page = self.widget()
        if page is None:
            return super().sizeHint()
        inner = page.sizeHint()
        return QSize(inner.width() + self.verticalScrollBar().sizeHint().width(), inner.height())


class _FittedText(QScrollArea):
    """A word-wrapped text in a scroll area exactly as tall as the text, up to its maximum."""

    def sizeHint(self) -> QSize:
        """The text's height at the width the area has."""
        hint = super().sizeHint()
        text = self.widget()
        if text is None or not text.hasHeightForWidth():
            return hint
        height = text.heightForWidth(max(self.viewport().width(), 1))
        return QSize(hint.width(), min(height + 2 * self.frameWidth(), self.maximumHeight()))


def open_settings(window: QWidget) -> SettingsDialog | None:
    """Open the settings of the tournament ``window`` runs (its ``session``), window-modal.

    The dialog shows at once and this returns it; it deletes itself once closed. With no
    tournament open, the session says so (``refused``) and nothing opens.
    """
    session: Session = window.session  # type: ignore[attr-defined]
    if session.state is None:
        session.refused.emit(QCoreApplication.translate("Tournaments", "No tournament is open."))
        return None
    dialog = SettingsDialog(session, parent=window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
