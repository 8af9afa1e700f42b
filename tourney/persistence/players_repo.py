"""The shared player database: add, edit, find as you type, merge duplicates.

Players are shared by every tournament of the library; events refer to them by id. Merging
two records keeps one id and points the other at it (``merged_into``), so the ids in old
events still resolve (:meth:`PlayersRepo.resolve`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields

from tourney.base.formats import collation_key
from tourney.persistence.errors import PersistenceError, UnknownRecordError
from tourney.persistence.repository import Repository, clean_text
from tourney.persistence.schema import Queries
from tourney.persistence.search_text import fold, like_pattern

__all__ = ["PLAYER_FIELDS", "Player", "PlayersRepo", "check_player_fields", "same_key"]

_COLUMNS = "id, name, nickname, email, phone, notes, merged_into"


@dataclass(frozen=True, slots=True)
class Player:
    """One person in the player database.

    Attributes:
        id: The library's id, used by events.
        name: The full name as shown, e.g. "Łukasz Kowalski".
        nickname: What the room calls them ("" if none).
        email: Contact e-mail ("" if none).
        phone: Contact phone ("" if none).
        notes: Free notes.
        merged_into: The id of the record this one was merged into, else ``None``.
    """

    id: int
    name: str
    nickname: str = ""
    email: str = ""
    phone: str = ""
    notes: str = ""
    merged_into: int | None = None


#: The editable text fields of a player, in the order of CSV files.
PLAYER_FIELDS: tuple[str, ...] = tuple(
    f.name for f in fields(Player) if f.name not in {"id", "merged_into"}
)


class PlayersRepo(Repository):
    """The players of a library."""

    def add(
        self, name: str, *, nickname: str = "", email: str = "", phone: str = "", notes: str = ""
    ) -> Player:
        """Add a player; returns the stored record.

        Raises:
            PersistenceError: The name is empty or a field is not text.
        """
        with self.writing() as db:
            return self._add(
                db, name=name, nickname=nickname, email=email, phone=phone, notes=notes
            )

    def add_many(self, rows: Iterable[Mapping[str, str]]) -> int:
        """Add many players in one transaction (all or none); returns how many.

        Each row holds the text fields (``name`` required). The cost is linear.

        Raises:
            PersistenceError: A row's name is empty or a field is not allowed text.
        """
        now = self._clock()
        records = []
        for row in rows:
            cleaned = _cleaned(dict(row))
            records.append({**cleaned, "search_key": _search_key(cleaned), "now": now})
        with self.writing() as db:
            db.conn.executemany(
                "INSERT INTO players (name, nickname, email, phone, notes, search_key, "
                "created_at, updated_at) VALUES (:name, :nickname, :email, :phone, :notes, "
                ":search_key, :now, :now)",
                records,
            )
        return len(records)

    def get(self, player_id: int) -> Player:
        """The record with this id, merged or not.

        Raises:
            UnknownRecordError: No player has that id.
        """
        with self.reading() as db:
            return self._get(db, player_id)

    def resolve(self, player_id: int) -> Player:
        """The record that ``player_id`` stands for today, following merges."""
        with self.reading() as db:
            return self._resolve(db, player_id)

    def update(
        self,
        player_id: int,
        *,
        name: str | None = None,
        nickname: str | None = None,
        email: str | None = None,
        phone: str | None = None,
        notes: str | None = None,
    ) -> Player:
        """Change the given fields of a player; returns the new record."""
        changes = {
            "name": name,
            "nickname": nickname,
            "email": email,
            "phone": phone,
            "notes": notes,
        }
        with self.writing() as db:
            current = self._get(db, player_id)
            values = {
                key: getattr(current, key) if value is None else value
                for key, value in changes.items()
            }
            cleaned = _cleaned(values)
            db.execute(
                "UPDATE players SET name = :name, nickname = :nickname, email = :email, "
                "phone = :phone, notes = :notes, search_key = :search_key, "
                "updated_at = :now WHERE id = :id",
                {
                    **cleaned,
                    "search_key": _search_key(cleaned),
                    "now": self._clock(),
                    "id": player_id,
                },
            )
            return self._get(db, player_id)

    def all_players(self, *, include_merged: bool = False, language: str = "en") -> list[Player]:
        """Every player in the name order of ``language`` (merged-away records only if asked).

        The order is the Unicode collation's (:func:`tourney.base.formats.collation_key`):
        ``Łukasz`` among the L, not after ``Z``.
        """
        where = "" if include_merged else "WHERE merged_into IS NULL"
        with self.reading() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM players {where} ORDER BY id").fetchall()
        players = [Player(*row) for row in rows]
        return sorted(players, key=lambda player: collation_key(player.name, language))

    def count(self) -> int:
        """How many players there are (not counting merged-away records)."""
        with self.reading() as db:
            return int(
                db.execute("SELECT count(*) FROM players WHERE merged_into IS NULL").fetchone()[0]
            )

    def search(self, text: str, *, limit: int = 20, language: str = "en") -> list[Player]:
        """Players whose name or nickname contains ``text``, ignoring case and accents.

        Names that start with ``text`` come first, then names with a word that starts with
        it, then the rest, each group in the name order of ``language``; ``lukasz`` finds
        ``Łukasz``. Merged-away records are left out.
        """
        needle = fold(text)
        if not needle:
            return []
        with self.reading() as db:
            rows = db.execute(
                f"SELECT {_COLUMNS}, search_key FROM players "
                "WHERE merged_into IS NULL AND search_key LIKE ? ESCAPE '\\'",
                [like_pattern(needle)],
            ).fetchall()

        def rank(row: tuple[object, ...]) -> tuple[int, tuple[int, ...], int]:
            key = str(row[-1])
            place = 0 if key.startswith(needle) else 1 if f" {needle}" in f" {key}" else 2
            return place, collation_key(str(row[1]), language), int(str(row[0]))

        return [Player(*row[:-1]) for row in sorted(rows, key=rank)[:limit]]

    def find_same(
        self, name: str, *, email: str = "", include_merged: bool = False
    ) -> Player | None:
        """An unmerged player with the same name (folded) and e-mail, if there is one.

        "The same" is :func:`same_key`. With ``include_merged``, a merged-away record counts
        too (a typo merged into the right player): it is returned as it is, for the caller to
        know the name is taken.
        """
        key = fold(name)
        merged = "" if include_merged else "merged_into IS NULL AND "
        with self.reading() as db:
            for row in db.execute(
                f"SELECT {_COLUMNS}, search_key FROM players "
                f"WHERE {merged}search_key LIKE ? ESCAPE '\\' ORDER BY id",
                [like_pattern(key)],
            ):
                player = Player(*row[:-1])
                if same_key(player.name, player.email) == same_key(name, email):
                    return player
        return None

    def merge(self, keep_id: int, duplicate_id: int) -> Player:
        """Merge ``duplicate_id`` into ``keep_id``; returns the record kept.

        The duplicate stays in the table, pointing at the kept record, so events that name
        it still resolve; records merged into the duplicate earlier now point at the kept one.
        Fields that are empty in the kept record are filled from the duplicate.

        Raises:
            PersistenceError: Both ids stand for the same person already.
        """
        with self.writing() as db:
            keep = self._resolve(db, keep_id)
            duplicate = self._resolve(db, duplicate_id)
            if keep.id == duplicate.id:
                raise PersistenceError(
                    "{keep} and {duplicate} are already one player",
                    keep=keep.name,
                    duplicate=duplicate.name,
                )
            filled = {key: getattr(keep, key) or getattr(duplicate, key) for key in PLAYER_FIELDS}
            if keep.notes and duplicate.notes and keep.notes != duplicate.notes:
                filled["notes"] = f"{keep.notes}\n{duplicate.notes}"
            now = self._clock()
            db.execute(
                "UPDATE players SET nickname = ?, email = ?, phone = ?, notes = ?, updated_at = ? "
                "WHERE id = ?",
                [
                    filled["nickname"],
                    filled["email"],
                    filled["phone"],
                    filled["notes"],
                    now,
                    keep.id,
                ],
            )
            db.execute(
                "UPDATE players SET merged_into = ?, updated_at = ? "
                "WHERE id = ? OR merged_into = ?",
                [keep.id, now, duplicate.id, duplicate.id],
            )
            return self._get(db, keep.id)

    def unmerge(self, player_id: int) -> Player:
        """Give a merged-away record its own life again (a merge undone); returns it.

        The record's own fields were never changed by the merge; what the merge copied into
        the kept record (a nickname, contact details) stays there. A record that is not
        merged is left as it is.

        Raises:
            UnknownRecordError: No player has that id.
        """
        with self.writing() as db:
            player = self._get(db, player_id)
            if player.merged_into is not None:
                db.execute(
                    "UPDATE players SET merged_into = NULL, updated_at = ? WHERE id = ?",
                    [self._clock(), player_id],
                )
            return self._get(db, player_id)

    # -- helpers (inside an open transaction or read) -----------------------------------------

    def _add(self, db: Queries, **values: str) -> Player:
        cleaned = _cleaned(values)
        now = self._clock()
        cursor = db.execute(
            "INSERT INTO players (name, nickname, email, phone, notes, search_key, "
            "created_at, updated_at) VALUES (:name, :nickname, :email, :phone, :notes, "
            ":search_key, :now, :now)",
            {**cleaned, "search_key": _search_key(cleaned), "now": now},
        )
        assert cursor.lastrowid is not None
        return self._get(db, cursor.lastrowid)

    def _get(self, db: Queries, player_id: int) -> Player:
        row = db.execute(f"SELECT {_COLUMNS} FROM players WHERE id = ?", [player_id]).fetchone()
        if row is None:
            raise UnknownRecordError("there is no player number {player}", player=player_id)
        return Player(*row)

    def _resolve(self, db: Queries, player_id: int) -> Player:
        player = self._get(db, player_id)
        while player.merged_into is not None:
            player = self._get(db, player.merged_into)
        return player


def same_key(name: str, email: str) -> tuple[str, str]:
    """What makes two records the same player: the folded name and e-mail."""
    return fold(name), fold(email)


def check_player_fields(values: Mapping[str, str]) -> None:
    """Refuse the fields of a player the library would refuse (before anything is written).

    Raises:
        PersistenceError: As :meth:`PlayersRepo.add`.
    """
    _cleaned(dict(values))


def _cleaned(values: dict[str, str]) -> dict[str, str]:
    cleaned = {key: clean_text(values.get(key, ""), key) for key in PLAYER_FIELDS}
    notes = values.get("notes", "")
    clean_text(notes, "notes")  # refuses what is not text or holds a control character
    cleaned["notes"] = notes.strip()  # notes keep their line breaks
    if not cleaned["name"]:
        raise PersistenceError("the player's name is empty")
    return cleaned


def _search_key(values: dict[str, str]) -> str:
    return fold(f"{values['name']} {values['nickname']}")
