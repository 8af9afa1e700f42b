"""The Payouts tab: the prize pool part by part, the payouts in force, the lock, the deal.

Layout only: the figures come from :mod:`tourney.domain.figures` (what each place is paid is
:func:`~tourney.domain.figures.paid_places`, as on the TV, in ``tourney show`` and on the payout
sheet), and the three actions (lock, unlock, record a deal) go through the session. A refusal
shows its reason on the tab.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.figures import paid_places, payout_status, prize_pool
from tourney.domain.money.deals import DealMethod
from tourney.domain.money.payouts import PayoutStatus
from tourney.domain.money.prize_pool import PrizePool
from tourney.domain.state import TournamentState
from tourney.gui.display.texts import english_plural
from tourney.gui.language import current_language, refusal
from tourney.gui.payouts.deal_dialog import DealDialog
from tourney.gui.payouts.money import chips_text, currency_of, money_text
from tourney.gui.payouts.payouts_controller import PayoutsController
from tourney.gui.payouts.payouts_model import PayoutColumn, PayoutsModel
from tourney.gui.session import Session
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["PayoutsTab"]

_LOCKED_STYLE = "background: #fff3c4; border: 1px solid #e0c060; padding: 6px;"
_POOL_ROWS = (
    "entries",
    "rebuys",
    "addons",
    "added",
    "guarantee",
    "overlay",
    "total",
    "fees",
    "staff",
    "league",
    "bounties",
)


class PayoutsTab(QWidget):
    """The prize pool on the left, the payouts and the deal on the right."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.controller = PayoutsController(session, self)
        self.model = PayoutsModel(self)

        self.pool_values: dict[str, QLabel] = {}
        pool_box = self._pool_box()

        self.lock_banner = QLabel(self)
        self.lock_banner.setWordWrap(True)
        self.lock_banner.setStyleSheet(_LOCKED_STYLE)
        self.difference = QLabel(self)
        self.difference.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # short figures
        header.setSectionResizeMode(PayoutColumn.PLAYER, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAlternatingRowColors(True)
        self.total = QLabel(self)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.hide()
        self.lock = QPushButton(self.tr("Lock payouts"), self)
        self.lock.setToolTip(
            self.tr("Keep these amounts whatever happens to the prize pool from now on.")
        )
        self.unlock = QPushButton(self.tr("Unlock"), self)
        self.unlock.setToolTip(self.tr("Let the payouts follow the prize pool again."))
        self.deal_button = QPushButton(self.tr("Make a deal…"), self)

        payouts_box = QGroupBox(self.tr("Payouts"), self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.lock)
        buttons.addWidget(self.unlock)
        buttons.addStretch(1)
        buttons.addWidget(self.deal_button)
        inner = QVBoxLayout(payouts_box)
        inner.addLayout(buttons)
        inner.addWidget(self.message)
        inner.addWidget(self.lock_banner)
        inner.addWidget(self.difference)
        inner.addWidget(self.table)
        inner.addWidget(self.total)
        inner.addWidget(self.explanation)
        inner.addStretch(1)

        self.deal_box = QGroupBox(self.tr("Deal"), self)
        self.deal_text = QLabel(self.deal_box)
        self.deal_text.setWordWrap(True)
        self.deal_text.setTextFormat(Qt.TextFormat.RichText)
        QVBoxLayout(self.deal_box).addWidget(self.deal_text)

        left = QVBoxLayout()
        left.addWidget(pool_box)
        left.addWidget(self.deal_box)
        left.addStretch(1)
        pool_box.setMaximumWidth(460)
        self.deal_box.setMaximumWidth(460)
        payouts_box.setMaximumWidth(820)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        right = QVBoxLayout()
        right.addWidget(payouts_box)
        right.addStretch(1)
        layout.addLayout(right, 3)
        layout.addStretch(1)

        self.lock.clicked.connect(self.lock_payouts)
        self.unlock.clicked.connect(self.unlock_payouts)
        self.deal_button.clicked.connect(self.open_deal)
        session.state_changed.connect(self.refresh)
        self.refresh()

    # --- layout --------------------------------------------------------------------------

    def _pool_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Prize pool"), self)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        titles = {
            "entries": self.tr("Entries"),
            "rebuys": self.tr("Rebuys"),
            "addons": self.tr("Add-ons"),
            "added": self.tr("Added money"),
            "guarantee": self.tr("Guarantee"),
            "overlay": self.tr("Overlay"),
            "total": self.tr("Prize pool"),
            "fees": self.tr("Fees"),
            "staff": self.tr("Staff"),
            "league": self.tr("League"),
            "bounties": self.tr("Bounties"),
        }
        for key in _POOL_ROWS:
            value = QLabel(box)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.pool_values[key] = value
            title = QLabel(titles[key], box)
            if key == "total":
                for label in (title, value):
                    font = label.font()
                    font.setBold(True)
                    label.setFont(font)
            if key == "fees":
                note = QLabel(self.tr("Not in the prize pool:"), box)
                note.setStyleSheet("color: palette(mid); margin-top: 8px;")
                form.addRow(note)
            form.addRow(title, value)
        return box

    # --- actions -------------------------------------------------------------------------

    def lock_payouts(self) -> bool:
        """Lock the payouts as they are now."""
        return self._shown(self.controller.lock())

    def unlock_payouts(self) -> bool:
        """Let the payouts follow the prize pool again."""
        return self._shown(self.controller.unlock())

    def deal_dialog(self) -> DealDialog:
        """A deal dialog for the players left (not shown)."""
        return DealDialog(self._session, self)

    def open_deal(self) -> DealDialog:
        """Show the deal dialog."""
        dialog = self.deal_dialog()
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        dialog.open()
        return dialog

    def _shown(self, refused: str | None) -> bool:
        """Show why an action was refused (hide the message once one is stored)."""
        if refused is not None:
            self.message.setText(refused)
            self.message.show()
            return False
        self.message.hide()
        return True

    # --- showing -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the tournament as it stands."""
        state = self._session.state
        if state is None:
            self.model.set_places(())
            for label in self.pool_values.values():
                label.clear()
            for button in (self.lock, self.unlock, self.deal_button):
                button.setEnabled(False)
            self.deal_box.hide()
            return
        pool = prize_pool(state)
        self._show_pool(pool, state)
        status: PayoutStatus | None
        try:
            status = payout_status(state)
        except DomainError as exc:
            status = None
            self.explanation.setText(
                escape(self.tr("No payouts yet: {why}").format(why=refusal(exc)))
            )
        self._show_payouts(status, pool, state)
        self._show_deal(state)

    def _show_pool(self, pool: PrizePool, state: TournamentState) -> None:
        def cash(cents: int) -> str:
            return money_text(cents, state)

        def bought(count: int, cents: int) -> str:
            return self.tr("{count} sold: {money}").format(count=count, money=cash(cents))

        values = self.pool_values
        values["entries"].setText(bought(pool.entries, pool.from_entries))
        values["rebuys"].setText(bought(pool.rebuys, pool.from_rebuys))
        values["addons"].setText(bought(pool.addons, pool.from_addons))
        values["added"].setText(cash(pool.added))
        values["guarantee"].setText(cash(pool.guarantee) if pool.guarantee else self.tr("none"))
        values["overlay"].setText(cash(pool.overlay) if pool.guarantee else "—")
        values["total"].setText(cash(pool.total))
        values["fees"].setText(cash(pool.fees))
        values["staff"].setText(cash(pool.staff))
        values["league"].setText(cash(pool.league))
        values["bounties"].setText(cash(pool.bounties))

    def _show_payouts(
        self, status: PayoutStatus | None, pool: PrizePool, state: TournamentState
    ) -> None:
        payouts = status.payouts if status is not None else None
        places = paid_places(state) if payouts is not None else ()
        self.model.set_places(
            places, pool=payouts.pool if payouts is not None else 0, currency=currency_of(state)
        )
        rows = self.model.rowCount()
        height = self.table.horizontalHeader().sizeHint().height() + 4
        height += rows * self.table.verticalHeader().defaultSectionSize()
        self.table.setFixedHeight(min(max(height, 80), 600))
        locked = status is not None and status.locked
        self.lock.setEnabled(status is not None and not locked)
        self.unlock.setEnabled(locked)
        self.deal_button.setEnabled(
            status is not None and state.deal is None and state.players_left >= 2
        )
        if payouts is None:
            self.total.setText("")
            self.lock_banner.hide()
            self.difference.hide()
            return
        assert status is not None
        self.total.setText(
            english_plural(
                self.tr("%Ln place(s) paid, {total} in all.", "", payouts.places), payouts.places
            ).format(total=money_text(sum(p.amount for p in places), state))
        )
        notes = status.explanation_in(current_language())
        if state.deal is not None:  # the plan's rounding of first place no longer applies
            notes = (self._deal_note(state), *notes[:1])
        self.explanation.setText("<br>".join(escape(line) for line in notes if line))
        self.lock_banner.setVisible(locked)
        self.difference.setVisible(locked)
        if not locked:
            return
        self.lock_banner.setText(
            self.tr("Locked at a prize pool of {pool}.").format(
                pool=money_text(payouts.pool, state)
            )
        )
        if status.difference:
            self.difference.setStyleSheet(ERROR_STYLE)
            self.difference.setText(
                self.tr(
                    "The prize pool is now {pool}: {difference} against the locked payouts. "
                    "Unlock to share the new pool."
                ).format(
                    pool=money_text(pool.total, state),
                    difference=money_text(status.difference, state, sign=True),
                )
            )
        else:
            self.difference.setStyleSheet("")
            self.difference.setText(self.tr("The prize pool has not changed since the lock."))

    def _deal_note(self, state: TournamentState) -> str:
        """What the places of a deal are paid: what the deal gives them, not the plan."""
        deal = state.deal
        assert deal is not None
        count = len(deal.players)
        return self.tr(
            "The last {count} players made a deal: places 1 to {count} are paid what it "
            "gives them ({money} in all) instead of what the plan below pays."
        ).format(count=count, money=money_text(deal.total, state))

    def _show_deal(self, state: TournamentState) -> None:
        deal = state.deal
        self.deal_box.setVisible(deal is not None)
        if deal is None:
            self.deal_text.clear()
            return
        method = {
            DealMethod.ICM: self.tr("ICM"),
            DealMethod.CHIP_CHOP: self.tr("chip-chop"),
            DealMethod.NEGOTIATED: self.tr("negotiated"),
        }[deal.method]
        player_head, chips_head = self.tr("Player"), self.tr("Chips")
        receives_head = self.tr("Receives")
        lines = [
            escape(
                self.tr("A deal was recorded ({method}).").format(method=method)
                if not deal.saved
                else self.tr(
                    "A deal was recorded ({method}); {saved} saved for the winner."
                ).format(method=method, saved=money_text(deal.saved, state))
            ),
            "<table cellspacing='0' cellpadding='3' width='100%'>",
            f"<tr><th align='left'>{escape(player_head)}</th>"
            f"<th align='right'>{escape(chips_head)}</th>"
            f"<th align='right'>{escape(receives_head)}</th></tr>",
        ]
        for player, chips, amount in zip(deal.players, deal.chips, deal.amounts, strict=True):
            try:
                name = state.name(int(player))
            except (DomainError, ValueError):
                name = player
            lines.append(
                f"<tr><td>{escape(name)}</td><td align='right'>{escape(chips_text(chips))}</td>"
                f"<td align='right'>{escape(money_text(amount, state))}</td></tr>"
            )
        lines.append("</table>")
        self.deal_text.setText("".join(lines))
