"""The deal agreement: what each player left takes, how it was worked out, and signatures.

The players in the deal and the director sign it; it lists each player's chips, share of
the chips and amount, the prizes that were left, the method (ICM, chip-chop, or amounts the
players negotiated), and the amount set aside for the winner of the play-off if any.
"""

from __future__ import annotations

from decimal import Decimal

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tourney.base.formats import format_percent
from tourney.reports.base import Report
from tourney.reports.i18n import N_, _, _n
from tourney.reports.rows import DealAgreement
from tourney.reports.styles import RULE
from tourney.reports.tables import (
    Cell,
    Column,
    SignatureLine,
    data_table,
    facts_table,
    signature_block,
)

__all__ = ["DealSheet"]

_SIZE = 12.5


class DealSheet(Report):
    """The deal agreement (see the module docstring)."""

    title = N_("Deal agreement")

    def render(self, deal: DealAgreement) -> bytes:
        """The deal agreement as PDF bytes."""
        return self.build(self.story(deal))

    def story(self, deal: DealAgreement) -> list[Flowable]:
        """The flowables: the terms, the table of amounts, the explanation, the signatures."""
        if not deal.rows:
            return self.empty(_("No deal has been made."))
        story: list[Flowable] = []
        terms = _n(
            "The {count} player below agrees to take the remaining prize money of {total} "
            "as listed ({method}).",
            "The {count} players below agree to share the remaining prize money of {total} "
            "as listed ({method}).",
            len(deal.rows),
        ).format(count=len(deal.rows), total=self.money(deal.total), method=deal.method)
        story.append(Paragraph(terms, self.styles.body))
        if deal.saved:
            story.append(
                Paragraph(
                    _("{saved} is set aside and paid to the winner of the play-off.").format(
                        saved=self.money(deal.saved)
                    ),
                    self.styles.body,
                )
            )
        story.append(Paragraph(self._method_sentence(deal), self.styles.body))
        prizes = [
            (_("Prize {place}").format(place=place), self.money(amount))
            for place, amount in enumerate(deal.prizes, start=1)
        ]
        prizes.append((_("Prizes left"), self.money(sum(deal.prizes))))
        story += [
            Spacer(1, 6),
            facts_table(prizes, width=self.width * 0.5, emphasize=(len(prizes) - 1,)),
            *self.heading(_("Amounts")),
            self._table(deal),
        ]
        if deal.explanation:
            story.append(Spacer(1, 8))
            story += [Paragraph(line, self.styles.note) for line in deal.explanation]
        story.append(Spacer(1, 18))
        story.append(
            KeepTogether(
                [
                    Paragraph(
                        _("Each player signs the line beside their name to accept the deal."),
                        self.styles.note,
                    ),
                    signature_block([_("Tournament director"), _("Witness")], width=self.width),
                ]
            )
        )
        return story

    def _method_sentence(self, deal: DealAgreement) -> str:
        if deal.method == _("ICM") and not self.options.currency.decimals:
            return _(
                "ICM: each player receives their expected share of the prizes given the chip "
                "counts (Malmuth–Harville), rounded to whole amounts."
            )
        if deal.method == _("ICM"):
            return _(
                "ICM: each player receives their expected share of the prizes given the chip "
                "counts (Malmuth–Harville), rounded to the cent."
            )
        if deal.method == _("Chip-chop"):
            return _("Chip-chop: each player receives the money in proportion to their chips.")
        if deal.method == _("Negotiated"):
            return _(
                "Negotiated: the players agreed the amounts themselves; together they make "
                "the prize money left."
            )
        return _("Method: {method}.").format(method=deal.method)

    def _table(self, deal: DealAgreement) -> Flowable:
        chips = sum(row.chips for row in deal.rows)
        columns = [
            Column(_("Player"), 3.4, wrap=True),
            Column(_("Chips"), 1.6, "RIGHT"),
            Column(_("% of chips"), 1.1, "RIGHT"),
            Column(_("Receives"), 1.8, "RIGHT"),
            Column(_("Signature"), 2.8),
        ]
        body: list[list[Cell]] = [
            [
                row.name,
                self.chips(row.chips),
                _percent(row.chips, chips, self.options.language),
                self.money(row.amount),
                SignatureLine(),
            ]
            for row in deal.rows
        ]
        if deal.saved:
            body.append([_("Set aside for the winner"), "", "", self.money(deal.saved), ""])
        body.append(
            [
                _("Total"),
                self.chips(chips),
                _percent(chips, chips, self.options.language),
                self.money(deal.total),
                "",
            ]
        )
        table = data_table(
            columns,
            body,
            width=self.width,
            size=_SIZE,
            row_height=34,
            zebra=False,
            total_row=True,
        )
        signed = len(deal.rows)
        table.setStyle(
            [
                ("LINEBELOW", (0, 1), (-1, -3), 0.25, RULE),
                ("VALIGN", (4, 1), (4, signed), "BOTTOM"),
                ("LEFTPADDING", (4, 1), (4, signed), 14),
                ("BOTTOMPADDING", (4, 1), (4, signed), 7),
            ]
        )
        return table


def _percent(part: int, whole: int, language: str) -> str:
    if not whole:
        return "–"
    return format_percent(Decimal(round(part * 1000 / whole)) / 1000, language)
