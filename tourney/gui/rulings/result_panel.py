"""The ruling as the director reads it: the pots, each seat's hand and chips, and why.

The panel only shows a ``tourney settle`` answer (see ``docs/cli/settle.md``); odd chips are
highlighted where a split pot could not be divided evenly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from tourney.gui.numbers import chips_text
from tourney.gui.rulings.card_style import cards_html

__all__ = ["NO_CHIPS", "ODD_CHIP_COLOUR", "ResultPanel", "odd_chip_seats"]

#: The background of a share that includes an odd chip.
ODD_CHIP_COLOUR = "#ffe082"
#: What the Returned and Wins columns say for no chips, on the screen and on the ruling slip.
NO_CHIPS = "–"
_WIN_COLOUR = "#1b5e20"
_TABLE = 'width="100%" cellspacing="0" cellpadding="6" style="border-collapse: collapse;"'
_HEAD = 'style="background-color:#eceff1; font-weight:600;"'


def odd_chip_seats(pot: Mapping[str, Any]) -> set[str]:
    """The seats of a split pot whose share includes an odd chip (larger than the smallest)."""
    shares: Mapping[str, int] = pot["shares"]
    if len(shares) < 2:
        return set()
    low = min(shares.values())
    return {seat for seat, share in shares.items() if share > low}


def _amount(chips: int) -> str:
    """A seat's chips returned or won, as the ruling slip writes them: none is a dash."""
    return chips_text(chips) if chips else NO_CHIPS


def _section(title: str) -> QLabel:
    label = QLabel(title)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.2)
    label.setFont(font)
    label.setStyleSheet("color: #37474f; margin-top: 10px;")
    return label


def _html_label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return label


class ResultPanel(QScrollArea):
    """Shows a ruling, or the message saying why there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        body.setObjectName("resultBody")
        self.message = QLabel()
        self.message.setObjectName("rulingMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(
            "QLabel#rulingMessage { background: #fff4e5; color: #8a3c00; border: 1px solid "
            "#ffb74d; border-radius: 6px; padding: 10px; font-weight: 600; }"
        )
        self.pots = _html_label()
        self.hands = _html_label()
        self.explanation = _html_label()
        self._pots_title = _section(self.tr("Pots"))
        self._hands_title = _section(self.tr("Hands and chips"))
        self._why_title = _section(self.tr("Why"))
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 0, 12, 0)
        layout.addWidget(self.message)
        for widget in (
            self._pots_title,
            self.pots,
            self._hands_title,
            self.hands,
            self._why_title,
            self.explanation,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.setWidget(body)
        self.show_error(self.tr("Enter the hand to see the ruling."))

    def show_error(self, message: str) -> None:
        """Show why there is no ruling; an empty message hides the box."""
        self.message.setText(message)
        self.message.setVisible(bool(message))

    def show_result(self, result: Mapping[str, Any] | None, names: Mapping[int, str]) -> None:
        """Show a ruling (None clears the panel)."""
        parts = (
            self._pots_title,
            self.pots,
            self._hands_title,
            self.hands,
            self._why_title,
            self.explanation,
        )
        for widget in parts:
            widget.setVisible(result is not None)
        if result is None:
            for label in (self.pots, self.hands, self.explanation):
                label.clear()
            return
        self.pots.setText(self._pots_html(result["pots"]))
        self.hands.setText(self._hands_html(result, names))
        self.explanation.setText(self._why_html(result["explanation"]))

    def _pots_html(self, pots: Sequence[Mapping[str, Any]]) -> str:
        heads = (self.tr("Pot"), self.tr("Amount"), self.tr("Eligible seats"), self.tr("Won by"))
        rows = [
            f"<tr {_HEAD}><td>{heads[0]}</td><td align='right'>{heads[1]}</td>"
            f"<td>{heads[2]}</td><td>{heads[3]}</td></tr>"
        ]
        any_odd = False
        for index, pot in enumerate(pots):
            name = (
                self.tr("Main pot")
                if index == 0
                else self.tr("Side pot {number}").format(number=index)
            )
            odd = odd_chip_seats(pot)
            any_odd = any_odd or bool(odd)
            shares = []
            for seat, share in pot["shares"].items():
                text = self.tr("Seat {seat}: {chips}").format(seat=seat, chips=chips_text(share))
                if seat in odd:
                    text = (
                        f"<span style='background-color:{ODD_CHIP_COLOUR};'>&nbsp;{text}"
                        f" ◆&nbsp;</span>"
                    )
                shares.append(text)
            eligible = ", ".join(str(seat) for seat in pot["eligible"])
            shade = "" if index % 2 == 0 else " style='background-color:#fafafa;'"
            rows.append(
                f"<tr{shade}><td><b>{escape(name)}</b></td>"
                f"<td align='right'><b>{chips_text(pot['amount'])}</b></td>"
                f"<td>{eligible}</td><td>{' &nbsp; '.join(shares)}</td></tr>"
            )
        note = ""
        if any_odd:
            note = (
                f"<p style='color:#5d4037;'><span style='background-color:{ODD_CHIP_COLOUR};'>"
                f"&nbsp;◆&nbsp;</span> "
                + escape(self.tr("received an odd chip (first seat left of the button first)"))
                + "</p>"
            )
        return f"<table {_TABLE}>{''.join(rows)}</table>{note}"

    def _hands_html(self, result: Mapping[str, Any], names: Mapping[int, str]) -> str:
        hands: Mapping[str, Mapping[str, Any]] = result["hands"]
        heads = (
            self.tr("Seat"),
            self.tr("Hand"),
            self.tr("Best five"),
            self.tr("Returned"),
            self.tr("Wins"),
        )
        rows = [
            f"<tr {_HEAD}><td>{heads[0]}</td><td>{heads[1]}</td>"
            f"<td>{heads[2]}</td><td align='right'>{heads[3]}</td>"
            f"<td align='right'>{heads[4]}</td></tr>"
        ]
        for seat, won in result["payout"].items():
            back = result["returned"].get(seat, 0)
            name = names.get(int(seat), "")
            who = f"{seat}" + (f" · {escape(name)}" if name else "")
            hand = hands.get(seat)
            if hand is None:
                hand_name, best = "<span style='color:#9e9e9e;'>—</span>", ""
            else:
                hand_name = escape(hand["name"])
                best = cards_html(hand["best"])
            style = f" style='color:{_WIN_COLOUR}; font-weight:600;'" if won else ""
            rows.append(
                f"<tr><td><b>{who}</b></td><td>{hand_name}</td>"
                f"<td style='white-space:nowrap; font-weight:600;'>{best}</td>"
                f"<td align='right'>{_amount(back)}</td>"
                f"<td align='right'{style}>{_amount(won)}</td></tr>"
            )
        return f"<table {_TABLE}>{''.join(rows)}</table>"

    @staticmethod
    def _why_html(sentences: Sequence[str]) -> str:
        items = "".join(f"<li style='margin-bottom:6px;'>{escape(s)}</li>" for s in sentences)
        return f"<ol style='margin-left:0px; -qt-list-indent:1;'>{items}</ol>"
