"""How cards look on the Rulings screen: suit symbols, red hearts and diamonds, as HTML.

>>> card_html("Ah")
'<span style="color:#c62828">A♥</span>'
>>> card_html("Jk(Kh)")
'<span style="color:#6a1b9a">Jk</span>=<span style="color:#c62828">K♥</span>'
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from tourney.engine.cards import Card, parse_card

__all__ = ["BLACK", "JOKER_COLOUR", "RED", "card_colour", "card_html", "cards_html"]

#: The ink of hearts and diamonds.
RED = "#c62828"
#: The ink of spades and clubs.
BLACK = "#212121"
#: The ink of the joker.
JOKER_COLOUR = "#6a1b9a"


def card_colour(card: Card) -> str:
    """The ink a card is printed in: red for hearts and diamonds."""
    if card.is_joker:
        return JOKER_COLOUR
    return RED if card.suit.value in "hd" else BLACK


def _one(text: str) -> str:
    try:
        card = parse_card(text)
    except ValueError:
        return escape(text)
    label = "Jk" if card.is_joker else card.pretty
    return f'<span style="color:{card_colour(card)}">{label}</span>'


def card_html(text: str) -> str:
    """One card written as the engine writes it (``"Ah"``, ``"Jk(Kh)"``) as coloured HTML."""
    if text.startswith("Jk(") and text.endswith(")"):
        inner = text[3:-1]
        stands = _one(inner) if len(inner) > 1 else escape(inner)
        return f"{_one('Jk')}={stands}"
    return _one(text)


def cards_html(texts: Iterable[str], *, separator: str = "&nbsp;") -> str:
    """Several cards as coloured HTML, separated by ``separator``."""
    return separator.join(card_html(text) for text in texts)
