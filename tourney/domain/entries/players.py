"""Players: the shared player database's record, and the rule for merging duplicates.

The player database is shared by every tournament (storage keeps it); the domain only defines
the :class:`Player` value and the pure rule :func:`merge_players` that folds a duplicate record
("Lukasz Nowak", typed without the accent at an earlier event) into the one that is kept.

A tournament never reads the database while it replays: the registration event carries the
player's public fields (id, name, nickname; :meth:`Player.public`), so a tournament's log
rebuilds it alone, and an exported tournament needs no database to be read back. Contact
details (email, phone) and notes stay in the database.

>>> keep = Player(7, "Łukasz Nowak", email="lukasz@example.org")
>>> dupe = Player(12, "Lukasz Nowak", nickname="Luk", phone="+48 600 000 000", notes="Regular")
>>> merged = merge_players(keep, dupe)
>>> (merged.id, merged.name, merged.nickname, merged.phone, merged.notes)
(7, 'Łukasz Nowak', 'Luk', '+48 600 000 000', 'Regular')
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

__all__ = ["Player", "merge_players"]


@dataclass(frozen=True, slots=True)
class Player:
    """One person in the player database.

    Attributes:
        id: The database's id of the player, a positive whole number.
        name: The full name as it is printed ("Ștefan Popescu").
        nickname: What the table calls the player (may be empty).
        email: Email address (may be empty).
        phone: Phone number (may be empty).
        notes: The director's notes (may be empty).
    """

    id: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.id, bool) or not isinstance(self.id, int) or self.id <= 0:
            raise DomainMalformedError(
                "A player's id must be a positive whole number, not {id!r}.", id=self.id
            )
        if not isinstance(self.name, str):
            raise DomainMalformedError("A player's name must be text.")
        if not isinstance(self.nickname, str):
            raise DomainMalformedError("A player's nickname must be text.")
        if not isinstance(self.email, str):
            raise DomainMalformedError("A player's email must be text.")
        if not isinstance(self.phone, str):
            raise DomainMalformedError("A player's phone must be text.")
        if not isinstance(self.notes, str):
            raise DomainMalformedError("A player's notes must be text.")
        stripped = self.name.strip()
        if not stripped:
            raise DomainMalformedError("A player needs a name.")
        object.__setattr__(self, "name", stripped)

    @property
    def display(self) -> str:
        """How screens and labels name the player: the full name."""
        return self.name

    def public(self) -> Player:
        """The player without contact details and notes, as a tournament's log keeps it."""
        return Player(self.id, self.name, self.nickname)

    def to_json(self) -> dict[str, object]:
        """The player as a JSON-ready object (empty fields left out, the id and name kept)."""
        # "player_id" is the key storage recognises as a player reference (it renumbers
        # players on import), so a player inside an event is written with it.
        record: dict[str, object] = {"player_id": self.id, "name": self.name}
        for name in ("nickname", "email", "phone", "notes"):
            if getattr(self, name):
                record[name] = getattr(self, name)
        return record

    @classmethod
    def from_json(cls, record: object) -> Player:
        """Read a player written by :meth:`to_json`.

        Raises:
            DomainMalformedError: A field is missing or not of the right type.
        """
        if not isinstance(record, dict) or "player_id" not in record or "name" not in record:
            raise DomainMalformedError("A player record needs a 'player_id' and a 'name'.")
        return cls(
            record["player_id"],
            record["name"],
            record.get("nickname", ""),
            record.get("email", ""),
            record.get("phone", ""),
            record.get("notes", ""),
        )


def merge_players(keep: Player, duplicate: Player) -> Player:
    """Fold ``duplicate`` into ``keep``: the record that remains after merging the two.

    The kept record's id and name win. Every other field keeps the kept record's value when it
    has one and takes the duplicate's otherwise; notes that differ are both kept, the kept
    record's first, on separate lines. Tournaments that entered the duplicate keep its id in
    their logs; storage maps the merged id onto the kept one when it lists a player's results.

    Raises:
        DomainNotAllowedError: The two records are the same record.
    """
    if keep.id == duplicate.id:
        raise DomainNotAllowedError("{name} cannot be merged with the same record.", name=keep.name)
    notes = keep.notes
    if duplicate.notes and duplicate.notes not in notes:
        notes = f"{notes}\n{duplicate.notes}" if notes else duplicate.notes
    return replace(
        keep,
        nickname=keep.nickname or duplicate.nickname,
        email=keep.email or duplicate.email,
        phone=keep.phone or duplicate.phone,
        notes=notes,
    )
