"""The ruling slip: how a hand's pots were paid, and why, from ``tourney settle``.

It takes the settle request (variant, button, board, each seat's cards and chips) and the
settle answer (``tourney settle --json``: ``returned``, ``pots``, ``payout``, ``hands``,
``explanation``) and prints the board and every seat's cards with suit symbols (hearts and
diamonds in red), each pot with who could win it, who did and the shares, the odd chips,
and the director's explanation, with lines for the floor's and the players' signatures.

In Italian and Romanian the hands' names are the engine's (``HandResult.name_in``), made
again from the request's cards, and so is the numbered explanation: the hand is ruled on again
from the request in the slip's language (``rule_showdown(..., language=)``). An English slip
prints the answer's own sentences; if the request cannot be ruled on again, the answer's
sentences are kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tourney.base.messages import translate_in
from tourney.engine.cards import Suit, parse_card, parse_cards
from tourney.engine.pot_ruling import rule_showdown, with_names
from tourney.engine.pots import MAX_TABLE_SIZE
from tourney.engine.showdown import Stake
from tourney.engine.variants import get_variant
from tourney.reports.base import Report
from tourney.reports.from_domain import variant_name
from tourney.reports.i18n import N_, _, current_language
from tourney.reports.styles import INK, RED, cell_style
from tourney.reports.tables import Column, data_table, info_strip, signature_block

__all__ = ["RulingSlip", "cards_markup"]

_SIZE = 11
_RED = "#" + RED.hexval()[2:]


def cards_markup(cards: Sequence[str]) -> str:
    """Paragraph markup for cards with suit symbols, hearts and diamonds in red.

    >>> cards_markup(["Ah", "Ks"])
    '<font color="#c8102e">A♥</font> K♠'
    """
    parts = []
    for text in cards:
        card = parse_card(text)
        shown = escape(card.pretty)
        if not card.is_joker and card.suit in (Suit.HEARTS, Suit.DIAMONDS):
            shown = f'<font color="{_RED}">{shown}</font>'
        parts.append(shown)
    return " ".join(parts)


class RulingSlip(Report):
    """The ruling slip (see the module docstring)."""

    title = N_("Ruling")

    def render(
        self,
        answer: Mapping[str, Any],
        request: Mapping[str, Any],
        *,
        names: Mapping[int, str] | None = None,
        table: int | None = None,
        hand: str = "",
    ) -> bytes:
        """The ruling slip as PDF bytes.

        Args:
            answer: The settle answer (``tourney settle --json``).
            request: The settle input the answer was computed from.
            names: Player names by seat, when known.
            table: The table the hand was played at.
            hand: The hand's number or label.
        """
        return self.build(self.story(answer, request, names=names or {}, table=table, hand=hand))

    def story(
        self,
        answer: Mapping[str, Any],
        request: Mapping[str, Any],
        *,
        names: Mapping[int, str],
        table: int | None,
        hand: str,
    ) -> list[Flowable]:
        """The flowables: the hand, the seats, the pots, the explanation, the signatures."""
        players = sorted(request.get("players", []), key=lambda player: int(player["seat"]))
        if not players:
            return self.empty(_("No hand to rule on."))
        facts = []
        if table is not None:
            facts.append((_("Table"), str(table)))
        if hand:
            facts.append((_("Hand"), hand))
        facts.append((_("Game"), variant_name(str(request.get("variant", "holdem")))))
        facts.append((_("Button"), _("seat {seat}").format(seat=request["button"])))
        unit = int(request.get("chip_unit", 1))
        if unit > 1:
            facts.append((_("Smallest chip"), self.chips(unit)))
        board = request.get("board") or []
        story: list[Flowable] = [info_strip(facts, width=self.width)]
        if board:
            story.append(Spacer(1, 8))
            story.append(
                Paragraph(_("Board: {cards}").format(cards=cards_markup(board)), self.styles.big)
            )
        story += self.heading(_("Seats"))
        story.append(self._seats(players, answer, names, hands=_hand_names(answer, request)))
        story += self.heading(_("Pots"))
        story.append(self._pots(answer.get("pots", []), names))
        explanation = [
            with_names(line, names, current_language()) for line in _explanation(answer, request)
        ]
        if explanation:
            story += self.heading(_("Ruling"))
            for number, line in enumerate(explanation, start=1):
                story.append(Paragraph(f"{number}. {escape(str(line))}", self.styles.body))
        story.append(Spacer(1, 16))
        story.append(
            KeepTogether(
                [signature_block([_("Floor / tournament director"), _("Time")], width=self.width)]
            )
        )
        return story

    def _seats(
        self,
        players: Sequence[Mapping[str, Any]],
        answer: Mapping[str, Any],
        names: Mapping[int, str],
        *,
        hands: Mapping[str, str],
    ) -> Flowable:
        returned = answer.get("returned", {})
        payout = answer.get("payout", {})
        named = any(int(player["seat"]) in names for player in players)
        columns = [Column(_("Seat"), 0.85, "CENTER")]
        if named:
            columns.append(Column(_("Player"), 2.9, wrap=True))
        columns += [
            Column(_("Cards"), 1.6, one_line=True),
            Column(_("Put in"), 1.1, "RIGHT"),
            Column(_("Hand shown"), 3.0, wrap=True),
            Column(_("Returned"), 1.1, "RIGHT"),
            Column(_wins(), 1.0, "RIGHT"),
        ]
        body: list[list[Any]] = []
        for player in players:
            seat = int(player["seat"])
            key = str(seat)
            line: list[Any] = [str(seat)]
            if named:
                line.append(names.get(seat, ""))
            cards = player.get("cards") or []
            line.append(Paragraph(cards_markup(cards), cell_style(_SIZE + 1)) if cards else "")
            line.append(self.chips(int(player["contribution"])))
            if player.get("folded"):
                line.append(_("folded"))
            else:
                line.append(hands.get(key, ""))
            back = int(returned.get(key, 0))
            line.append(self.chips(back) if back else "–")
            won = int(payout.get(key, 0))
            line.append(self.chips(won) if won else "–")
            body.append(line)
        winners = [i for i, player in enumerate(players) if payout.get(str(player["seat"]))]
        return data_table(columns, body, width=self.width, size=_SIZE, bold_rows=winners)

    def _pots(self, pots: Sequence[Mapping[str, Any]], names: Mapping[int, str]) -> Flowable:
        columns = [
            Column(_("Pot"), 1.4),
            Column(_("Amount"), 1.1, "RIGHT"),
            Column(_("Eligible seats"), 1.5, wrap=True),
            Column(_("Shares"), 2.6, wrap=True),
            Column(_("Odd chips"), 2.0, wrap=True),
        ]
        body: list[list[Any]] = []
        for index, pot in enumerate(pots):
            shares = {int(seat): int(amount) for seat, amount in pot.get("shares", {}).items()}
            share_text = ", ".join(
                _("seat {seat}: {chips}").format(seat=seat, chips=self.chips(amount))
                for seat, amount in shares.items()
            )
            body.append(
                [
                    _("Main pot") if index == 0 else _("Side pot {number}").format(number=index),
                    self.chips(int(pot["amount"])),
                    ", ".join(str(seat) for seat in pot.get("eligible", [])),
                    share_text,
                    self._odd_chips(shares),
                ]
            )
        if not body:
            body.append([_("No pot"), "", "", "", ""])
        table = data_table(columns, body, width=self.width, size=_SIZE)
        table.setStyle([("TEXTCOLOR", (0, 1), (-1, -1), INK)])
        return table

    def _odd_chips(self, shares: Mapping[int, int]) -> str:
        if len(shares) < 2:
            return "–"
        least = min(shares.values())
        extra = [(seat, amount - least) for seat, amount in shares.items() if amount > least]
        if not extra:
            return _("none: even split")
        return ", ".join(
            _("seat {seat} +{chips}").format(seat=seat, chips=self.chips(chips))
            for seat, chips in extra
        )


def _wins() -> str:
    """The title of the chips a seat wins: "Wins", as the Rulings screen says it.

    Said by what it is: the league standings' "Wins" counts tournaments won.
    """
    # Translators: the column of a ruling slip with the chips each seat wins (the screen's too).
    return translate_in(current_language(), "chips a seat wins", "Wins")


def _hand_names(answer: Mapping[str, Any], request: Mapping[str, Any]) -> dict[str, str]:
    """Each shown hand's name by seat key, in the current language.

    English names come from the answer as they are; other languages evaluate the request's
    cards again. If they cannot be evaluated, the answer's names are kept.
    """
    names = {seat: str(hand.get("name", "")) for seat, hand in answer.get("hands", {}).items()}
    language = current_language()
    if language == "en":
        return names
    try:
        variant = get_variant(str(request.get("variant", "holdem")), request.get("options") or {})
        board = parse_cards(request.get("board") or [])
        named = {
            key: variant.evaluate(parse_cards(player.get("cards") or []), board).name_in(language)
            for player in request.get("players", [])
            if (key := str(int(player["seat"]))) in names
        }
    except (ValueError, TypeError, KeyError):
        return names
    return names | named


def _explanation(answer: Mapping[str, Any], request: Mapping[str, Any]) -> list[str]:
    """The explanation sentences in the current language.

    English sentences come from the answer as they are; other languages rule on the request's
    hand again. If it cannot be ruled on, the answer's sentences are kept.
    """
    sentences = [str(line) for line in answer.get("explanation", [])]
    language = current_language()
    if language == "en" or not sentences:
        return sentences
    try:
        variant = get_variant(str(request.get("variant", "holdem")), request.get("options") or {})
        stakes = [
            Stake(
                int(player["seat"]),
                int(player["contribution"]),
                folded=bool(player.get("folded", False)),
                cards=parse_cards(player.get("cards") or []),
            )
            for player in request.get("players", [])
        ]
        ruling = rule_showdown(
            stakes,
            parse_cards(request.get("board") or []),
            variant=variant,
            button=int(request["button"]),
            chip_unit=int(request.get("chip_unit", 1)),
            table_size=int(request.get("table_size", MAX_TABLE_SIZE)),
            language=language,
        )
    except (ValueError, TypeError, KeyError):
        return sentences
    return list(ruling.explanation)
