"""What every repository of the library shares: the connection, the clock, one write path.

Every change goes through :meth:`Repository.writing`, one ``db.atomic()`` transaction that
is committed (and, with ``synchronous=FULL``, on disk) before the method returns.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from tourney.persistence.errors import PersistenceError, ReadOnlyError, from_sqlite

if TYPE_CHECKING:
    from sqlite_utils import Database

__all__ = ["Clock", "Repository", "clean_text"]

#: Returns the current time in seconds since the epoch (``time.time`` in the app).
Clock = Callable[[], float]


class Repository:
    """Base of the event store and the players repository.

    Args:
        conn: The open library's connection, for reading.
        database: Gives the sqlite-utils database over ``conn``, for writing (made on the
            first change, so opening and reading do not load sqlite-utils).
        name: The library's path, for messages.
        clock: Gives ``created_at``/``updated_at`` times.
        read_only: Refuse every change with :class:`ReadOnlyError`.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        database: Callable[[], Database],
        *,
        name: str,
        clock: Clock,
        read_only: bool,
    ) -> None:
        self._conn = conn
        self._database = database
        self._name = name
        self._clock = clock
        self._read_only = read_only

    @property
    def read_only(self) -> bool:
        """Whether every change is refused."""
        return self._read_only

    @contextmanager
    def writing(self) -> Iterator[Database]:
        """One transaction: committed when the block ends, rolled back if it raises.

        Raises:
            ReadOnlyError: The library was opened read-only.
            PersistenceError: SQLite refused the change (with its reason).
        """
        if self._read_only:
            raise ReadOnlyError(
                "{path} was opened read-only; open it for writing to make changes",
                path=self._name,
            )
        db = self._database()
        try:
            with db.atomic():
                yield db
        except sqlite3.Error as exc:
            raise from_sqlite(exc, path=self._name) from exc

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Run queries, turning SQLite's errors into :class:`PersistenceError`."""
        try:
            yield self._conn
        except sqlite3.Error as exc:
            raise from_sqlite(exc, path=self._name) from exc


def clean_text(value: object, what: str, *, required: bool = False) -> str:
    """``value`` with outer spaces removed and inner runs of whitespace made one space.

    Args:
        value: The text to clean.
        what: What the text is, for the refusal: ``"tournament name"``,
            ``"tournament status"`` or a player's field (``"name"``, ``"email"``…).
        required: Refuse an empty text.

    Raises:
        PersistenceError: ``value`` is not text, or is empty though ``required``.
    """
    if not isinstance(value, str):
        raise _not_text(what)
    cleaned = " ".join(value.split())
    found = _FORBIDDEN.search(value if what == "notes" else cleaned)
    if found is not None:
        raise _control(what, f"U+{ord(found.group()):04X}")
    if required and not cleaned:
        if what == "tournament name":
            raise PersistenceError("the tournament name is empty")
        raise PersistenceError("the {what} is empty", what=what)
    return cleaned


#: What no name or field may hold: control characters (whitespace aside: it becomes single
#: spaces, and notes keep their line breaks) and lone surrogates, which are not text.
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff]")


def _control(what: str, code: str) -> PersistenceError:
    """The refusal of a ``what`` holding the character ``code`` (``U+001B``)."""
    match what:
        case "tournament name":
            return PersistenceError(
                "the tournament name holds the control character {code}, which is not allowed",
                code=code,
            )
        case "name":
            return PersistenceError(
                "the name holds the control character {code}, which is not allowed", code=code
            )
        case "nickname":
            return PersistenceError(
                "the nickname holds the control character {code}, which is not allowed", code=code
            )
        case "email":
            return PersistenceError(
                "the email holds the control character {code}, which is not allowed", code=code
            )
        case "phone":
            return PersistenceError(
                "the phone holds the control character {code}, which is not allowed", code=code
            )
        case "notes":
            return PersistenceError(
                "the notes hold the control character {code}, which is not allowed", code=code
            )
        case _:
            return PersistenceError(
                "the {what} holds the control character {code}, which is not allowed",
                what=what,
                code=code,
            )


def _not_text(what: str) -> PersistenceError:
    """The refusal of a ``what`` that is not text, one sentence per kind of text."""
    match what:
        case "tournament name":
            return PersistenceError("the tournament name must be text")
        case "tournament status":
            return PersistenceError("the tournament status must be text")
        case "name":
            return PersistenceError("the name must be text")
        case "nickname":
            return PersistenceError("the nickname must be text")
        case "email":
            return PersistenceError("the email must be text")
        case "phone":
            return PersistenceError("the phone must be text")
        case "notes":
            return PersistenceError("the notes must be text")
        case _:
            return PersistenceError("the {what} must be text", what=what)
