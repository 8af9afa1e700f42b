"""The betting ruling slip: what the player to act may do, and why (the Minimum raise page).

It takes the round as entered (the betting, the round, the blinds, the pot, the players and
the actions with each player's total after them) and the ruling (to call, whether he may
raise, the smallest and largest raise, the reasons with the TDA rule numbers) and prints
them with lines for the floor's signature, as the showdown's ruling slip does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tourney.reports.base import Report
from tourney.reports.i18n import N_, _
from tourney.reports.tables import Column, data_table, info_strip, signature_block

__all__ = ["BettingSlip"]


class BettingSlip(Report):
    """The betting ruling slip (see the module docstring)."""

    title = N_("Betting ruling")

    def render(self, round_facts: Mapping[str, Any], ruling: Mapping[str, Any]) -> bytes:
        """The slip as PDF bytes.

        Args:
            round_facts: ``limit``, ``street`` (both as the window names them),
                ``small_blind``, ``big_blind``, ``pot`` (chips), ``players`` (names, from the
                left of the button) and ``actions`` (``[player, action, total or None]``).
            ruling: ``player``, ``to_call``, ``may_raise``, ``min_raise_to``,
                ``max_raise_to`` (``None``: no limit) and ``explanation`` (sentences).
        """
        return self.build(self.story(round_facts, ruling))

    def story(self, facts: Mapping[str, Any], ruling: Mapping[str, Any]) -> list[Flowable]:
        """The round, the actions, the answer, the reasons, the signatures."""
        strip = [
            (_("Betting"), str(facts.get("limit", ""))),
            (_("Round"), str(facts.get("street", ""))),
            (
                _("Blinds"),
                f"{self.chips(int(facts['small_blind']))}/{self.chips(int(facts['big_blind']))}",
            ),
            (_("Pot before this round"), self.chips(int(facts.get("pot", 0)))),
        ]
        story: list[Flowable] = [info_strip(strip, width=self.width)]
        players: Sequence[str] = facts.get("players", ())
        if players:
            story.append(Spacer(1, 8))
            story.append(
                Paragraph(
                    escape(_("Players from the left of the button: {names}")).format(
                        names=escape(", ".join(players))
                    ),
                    self.styles.body,
                )
            )
        actions: Sequence[Sequence[Any]] = facts.get("actions", ())
        story += self.heading(_("The round so far"))
        rows = [
            [str(number), str(player), str(kind), "" if total is None else self.chips(int(total))]
            for number, (player, kind, total) in enumerate(actions, start=1)
        ]
        columns = [
            Column("#", 0.4, align="RIGHT"),
            Column(_("Player"), 2),
            Column(_("Action"), 2),
            Column(_("Total in front of the player"), 1.5, align="RIGHT"),
        ]
        story.append(data_table(columns, rows, width=self.width))
        story += self.heading(_("Ruling for {player}").format(player=ruling.get("player", "")))
        answer = [
            (_("To call"), self.chips(int(ruling.get("to_call", 0)))),
            (_("May raise"), _("yes") if ruling.get("may_raise") else _("no")),
        ]
        if ruling.get("min_raise_to") is not None:
            answer.append((_("Minimum raise to"), self.chips(int(ruling["min_raise_to"]))))
        if ruling.get("may_raise"):
            most = ruling.get("max_raise_to")
            answer.append(
                (_("Maximum raise to"), _("no limit") if most is None else self.chips(int(most)))
            )
        story.append(info_strip(answer, width=self.width))
        for number, line in enumerate(ruling.get("explanation", ()), start=1):
            story.append(Paragraph(f"{number}. {escape(str(line))}", self.styles.body))
        story.append(Spacer(1, 16))
        story.append(
            KeepTogether(
                [signature_block([_("Floor / tournament director"), _("Time")], width=self.width)]
            )
        )
        return story
