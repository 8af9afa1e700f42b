"""Entries: one per buy-in of a player, with what it bought and how it ended.

A player who busts and re-enters gets a new :class:`Entry` (a re-entry); rebuys and add-ons
are added to the entry they were bought for. An entry is the unit that sits at a table and is
placed when it busts: tables seat entry numbers, not player ids.

>>> ordinal(1), ordinal(2), ordinal(3), ordinal(9), ordinal(11), ordinal(22), ordinal(113)
('1st', '2nd', '3rd', '9th', '11th', '22nd', '113th')
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from enum import Enum

from tourney.base.messages import translate, translate_in
from tourney.domain.entries.buyins import Bought

__all__ = ["Entry", "EntryKind", "EntryStatus", "Place", "ordinal"]


def ordinal(number: int) -> str:
    """A place as it is said: ``9th``, ``21st``, ``112th``."""
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


@dataclass(frozen=True, slots=True)
class Place:
    """A finishing place in a sentence, written as each language writes it.

    English says the ordinal, Italian the number with a degree sign, Romanian "locul" and
    the number, as the windows do (:mod:`tourney.gui.places`). A place shared by tied
    players says so.

    >>> Place(9).translated("en"), Place(9).translated("it"), Place(9).translated("ro")
    ('9th', '9°', 'locul 9')
    >>> Place(9, covers=2).translated("en")
    '9th (tie, 9th–10th)'

    Attributes:
        number: The place, 1 for the winner.
        covers: How many places the tied players share (1 for no tie).
    """

    number: int
    covers: int = 1

    def translated(self, language: str) -> str:
        """The place in ``language``.

        Raises:
            UnknownLanguageError: Not a language Tourney speaks.
        """
        one = _one_place(self.number, language)
        if self.covers <= 1:
            return one
        last = _one_place(self.number + self.covers - 1, language)
        return translate(language, "{place} (tie, {first}–{last})", place=one, first=one, last=last)


def _one_place(number: int, language: str) -> str:
    # Translators: a finishing place ("busted in 9th place"): {ordinal} is the English
    # ordinal, {number} the bare number ("9°", "locul 9")
    return translate_in(
        language, "finishing place", "{ordinal}", ordinal=ordinal(number), number=number
    )


class EntryKind(Enum):
    """How an entry was bought."""

    ENTRY = "entry"
    RE_ENTRY = "re-entry"


class EntryStatus(Enum):
    """Whether an entry is still playing."""

    ACTIVE = "active"
    BUSTED = "busted"


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry in a tournament.

    Attributes:
        number: The entry's number in the tournament (1, 2, ... in order of purchase).
        player_id: The player's id in the player database.
        kind: A first entry or a re-entry.
        chips: The chips bought: the starting stack, rebuys and add-ons.
        registered_at: When it was bought, in seconds since the epoch.
        rebuys: Rebuys bought.
        addons: Add-ons bought.
        status: Active or busted.
        place: The finishing place once busted (for a tie, the best place it shares).
        covers: How many places it shares with entries busted in the same hand (1: no tie).
        bust_level: The level number it busted in (the last level played during a break).
        bust_at: When it busted.
        bust_order: 1 for the first entry to bust, 2 for the next hand's, ... (equal for
            entries busted in the same hand).
        bust_stack: Its stack at the start of the hand it busted in, when several busted in
            that hand (what places them).
        knocked_out_by: The entries that won the pot that eliminated it.
        bounty: The bounty on the entry's head, in cents.
        bounty_won: Bounty cash won by knocking out others, in cents.
        knockouts: How many entries it knocked out (a shared pot counts for each winner).
        purchases: What it bought, in order, each at the price in force then: the entry,
            then its rebuys and add-ons (derived from the log by the reducer).
    """

    number: int
    player_id: int
    kind: EntryKind
    chips: int
    _: KW_ONLY
    registered_at: float = 0.0
    rebuys: int = 0
    addons: int = 0
    status: EntryStatus = EntryStatus.ACTIVE
    place: int | None = None
    covers: int = 1
    bust_level: int | None = None
    bust_at: float | None = None
    bust_order: int | None = None
    bust_stack: int | None = None
    knocked_out_by: tuple[int, ...] = ()
    bounty: int = 0
    bounty_won: int = 0
    knockouts: int = 0
    purchases: tuple[Bought, ...] = ()

    @property
    def active(self) -> bool:
        """Whether the entry is still playing."""
        return self.status is EntryStatus.ACTIVE

    @property
    def place_label(self) -> str:
        """The place as the results show it: ``"9th"``, ``"9th (tie, 9th–10th)"`` or ``""``."""
        if self.place is None:
            return ""
        if self.covers == 1:
            return ordinal(self.place)
        last = self.place + self.covers - 1
        return f"{ordinal(self.place)} (tie, {ordinal(self.place)}–{ordinal(last)})"
