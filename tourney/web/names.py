"""How the room's screens name the players: as the director chooses, never more.

A home game may not want full names on every phone on the network; a club wants them. The
director picks a :class:`NameStyle`: the full name, the first name and the initial of the
last, or the nickname (the first name and initial for a player without one).

>>> from tourney.domain.entries.players import Player
>>> ann = Player(3, "Ann Marie Miller", nickname="Annie")
>>> [shown_name(ann, style) for style in NameStyle]
['Ann Marie Miller', 'Ann M.', 'Annie']
>>> shown_name(Player(4, "Ștefan Popescu"), NameStyle.NICKNAME)
'Ștefan P.'
>>> shown_name(Player(5, "Cher"), NameStyle.INITIAL)
'Cher'
"""

from __future__ import annotations

from enum import Enum

from tourney.domain.entries.players import Player

__all__ = ["NameStyle", "shown_name"]


class NameStyle(Enum):
    """How players are named on the room's screens; the value is the setting's word."""

    FULL = "full"
    INITIAL = "initial"
    NICKNAME = "nickname"


def _first_and_initial(name: str) -> str:
    """``"Ann Miller"`` → ``"Ann M."``; a one-word name stays as it is.

    The initial is the last word's (``"Ann Marie Miller"`` → ``"Ann M."``), the way a seat
    list tells two Anns apart.
    """
    words = name.split()
    if len(words) < 2:
        return name
    return f"{words[0]} {words[-1][0]}."


def shown_name(player: Player, style: NameStyle) -> str:
    """The name the room sees for ``player``."""
    if style is NameStyle.FULL:
        return player.name
    if style is NameStyle.NICKNAME and player.nickname.strip():
        return player.nickname.strip()
    return _first_and_initial(player.name)
