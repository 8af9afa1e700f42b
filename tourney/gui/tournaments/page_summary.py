"""The wizard's last page: the whole setup in sentences, checked once more by the domain.

Money, chips and percentages are written with the window's language's marks.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from tourney.base.formats import format_date
from tourney.base.messages import Number
from tourney.domain.errors import DomainError
from tourney.domain.levels.structure import AnteKind, Level
from tourney.domain.money.money_text import money
from tourney.domain.money.payout_table import BUILT_IN_TABLE
from tourney.domain.setup import Offer, TournamentSetup
from tourney.gui.language import current_language, refusal
from tourney.gui.numbers import chips_text
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.offer_text import offer_window_with_structure, window_with_structure
from tourney.gui.tournaments.offer_window import Window
from tourney.gui.tournaments.page_basics import game_name, limit_name
from tourney.gui.tournaments.setup_form import SetupDraft

__all__ = ["SummaryPage", "summary_lines"]


def _blinds(level: Level) -> str:
    """The blinds and ante as they are announced: ``"100/200, big-blind ante 200"``."""
    text = f"{chips_text(level.small_blind)}/{chips_text(level.big_blind)}"
    if level.ante_kind is not AnteKind.NONE and level.ante:
        kind = (
            QCoreApplication.translate("Tournaments", "Big-blind ante")
            if level.ante_kind is AnteKind.BIG_BLIND
            else QCoreApplication.translate("Tournaments", "Classic ante")
        )
        text += f", {kind.lower()} {chips_text(level.ante)}"
    return text


def _offer(
    offer: Offer | None, setup: TournamentSetup, start: datetime | None, cash: Callable[[int], str]
) -> str:
    if offer is None:
        return QCoreApplication.translate("Tournaments", "none")
    limit = (
        QCoreApplication.translate("Tournaments", "no limit")
        if offer.limit is None
        else QCoreApplication.translate("Tournaments", "at most %1 per entry").replace(
            "%1", str(offer.limit)
        )
    )
    return (
        QCoreApplication.translate("Tournaments", "%1 (fee %2) for %3 chips, %4, %5")
        .replace("%1", cash(offer.price.price))
        .replace("%2", cash(offer.price.fee))
        .replace("%3", chips_text(offer.chips))
        .replace("%4", limit)
        .replace("%5", offer_window_with_structure(Window.of(offer), setup.structure, start=start))
    )


def summary_lines(
    setup: TournamentSetup, *, start: str, start_at: datetime | None = None
) -> list[tuple[str, str]]:
    """The setup as (heading, sentence) pairs for the summary page.

    Money is written with the tournament's currency; the rebuy and add-on windows say when
    they close in the structure (``start_at``, the planned start, gives the clock time).
    """

    def format_money(cents: int) -> str:
        return money(cents, setup.currency, language=current_language())

    buyins = setup.buyins
    entry = buyins.entry
    parts = ", ".join(
        f"{label} {format_money(value)}"
        for label, value in (
            (QCoreApplication.translate("Tournaments", "prize"), entry.prize),
            (QCoreApplication.translate("Tournaments", "fee"), entry.fee),
            (QCoreApplication.translate("Tournaments", "staff"), entry.staff),
            (QCoreApplication.translate("Tournaments", "league"), entry.league),
            (QCoreApplication.translate("Tournaments", "bounty"), entry.bounty),
        )
        if value
    )
    first = next(item for item in setup.structure.items if isinstance(item, Level))
    hours, minutes = divmod(setup.structure.total_seconds // 60, 60)
    re_entries = (
        QCoreApplication.translate("Tournaments", "no limit")
        if buyins.re_entries is None
        else str(buyins.re_entries or QCoreApplication.translate("Tournaments", "none"))
    )
    plan = setup.payouts
    if plan.table is BUILT_IN_TABLE:
        paid = QCoreApplication.translate("Tournaments", "the built-in table")
    else:
        shares = plan.table.rows[-1].shares
        paid = QCoreApplication.translate("Tournaments", "your percentages %1").replace(
            "%1", " ".join(Number(f"{s / 100:g}").translated(current_language()) for s in shares)
        )
    rounding = (
        QCoreApplication.translate("Tournaments", "rounded to %1").replace(
            "%1", format_money(plan.unit)
        )
        if plan.unit > 1
        else QCoreApplication.translate("Tournaments", "not rounded")
    )
    return [
        (QCoreApplication.translate("Tournaments", "Name"), setup.name),
        (QCoreApplication.translate("Tournaments", "When"), f"{_day(setup.date)} {start}".strip()),
        (QCoreApplication.translate("Tournaments", "Venue"), setup.venue or "—"),
        (
            QCoreApplication.translate("Tournaments", "Game"),
            f"{game_name(first.game)}, {limit_name(first.limit)}",
        ),
        (
            QCoreApplication.translate("Tournaments", "Entry"),
            f"{format_money(entry.price)} ({parts})",
        ),
        (QCoreApplication.translate("Tournaments", "Starting chips"), chips_text(buyins.chips)),
        (
            QCoreApplication.translate("Tournaments", "Rebuys"),
            _offer(buyins.rebuy, setup, start_at, format_money),
        ),
        (
            QCoreApplication.translate("Tournaments", "Add-on"),
            _offer(buyins.addon, setup, start_at, format_money),
        ),
        (QCoreApplication.translate("Tournaments", "Re-entries"), re_entries),
        (
            QCoreApplication.translate("Tournaments", "Late registration"),
            QCoreApplication.translate("Tournaments", "until you close it")
            if buyins.late_until_level is None
            else window_with_structure(buyins.late_until_level, setup.structure, start=start_at),
        ),
        (QCoreApplication.translate("Tournaments", "Added money"), format_money(buyins.added)),
        (
            QCoreApplication.translate("Tournaments", "Guarantee"),
            format_money(buyins.guarantee)
            if buyins.guarantee
            else QCoreApplication.translate("Tournaments", "none"),
        ),
        (
            QCoreApplication.translate("Tournaments", "Structure"),
            QCoreApplication.translate("Tournaments", "%1: %2 levels, %3 h %4 min, starting at %5")
            .replace("%1", setup.structure.name)
            .replace("%2", str(len(setup.structure.levels())))
            .replace("%3", str(hours))
            .replace("%4", f"{minutes:02d}")
            .replace("%5", _blinds(first)),
        ),
        (
            QCoreApplication.translate("Tournaments", "Tables"),
            QCoreApplication.translate("Tournaments", "%1 seats, balanced at a difference of %2")
            .replace("%1", str(setup.tables.seats_per_table))
            .replace("%2", str(setup.tables.balance_difference)),
        ),
        (QCoreApplication.translate("Tournaments", "Payouts"), f"{paid}, {rounding}"),
    ]


class SummaryPage(DraftPage):
    """Everything entered, for a last look before the tournament is created."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "Summary"),
            QCoreApplication.translate(
                "Tournaments", "Check the tournament; Create and open stores it and opens it."
            ),
            parent,
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setMargin(8)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.text)
        self.body.addWidget(scroll, 1)

    def initializePage(self) -> None:
        """Build the setup from the draft and describe it."""
        try:
            setup = self.draft.build()
        except DomainError as exc:
            self.text.setText("")
            self.error.show_message(refusal(exc))
            return
        self.error.show_message("")
        start = self.draft.start.strftime("%H:%M") if self.draft.start is not None else ""
        rows = "".join(
            f"<tr><td style='padding-right:16px'><b>{escape(head)}</b></td>"
            f"<td>{escape(text)}</td></tr>"
            for head, text in summary_lines(setup, start=start, start_at=self.draft.start)
        )
        self.text.setText(f"<table>{rows}</table>")

    def commit(self) -> None:
        """Check the whole setup once more."""
        self.draft.build()


def _day(iso: str) -> str:
    """The day as the reports write it ("2 dicembre 2026"); ``""`` for none."""
    if not iso:
        return ""
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    return format_date(day, current_language())
