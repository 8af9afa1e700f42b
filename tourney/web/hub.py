"""The server's picture of the tournament and the viewers it keeps up to date.

The :class:`Hub` lives on the server's event loop. It is handed every new state by the
thread that owns the tournament (:meth:`Hub.publish`; from another thread through
``loop.call_soon_threadsafe``) and never changes anything: it computes what the room sees
(:func:`~tourney.web.room_view.room_view`), compares it with what the viewers have, and sends
them only the parts that changed, one encoded message for all of them. A task of its own
(:meth:`Hub.run`) sleeps until the clock's next moment (one minute left, a level or a break
starting): then it tells the viewers the moment (the browser TV chimes) and the figures that
change with the level, as the director's window does; it also drops the moves that have
become stale by play.

Each viewer (:class:`~tourney.web.live.Viewer`) has its own queue, written by its own task,
so a slow phone never delays the others; one that falls too far behind gets the whole state
again instead of the changes it missed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Protocol

from tourney.core.moments import ClockMoments, chimes_for
from tourney.domain.levels.clock_events import ClockEvent, to_ms
from tourney.domain.room.recent_moves import MoveAges, RecentMove, recent_moves
from tourney.domain.state import TournamentState
from tourney.web.clock_view import clock_view, steady
from tourney.web.room_view import PROTOCOL, room_view
from tourney.web.settings import RoomSettings
from tourney.web.staff_view import staff_view

__all__ = ["Hub", "Listener", "empty_view", "encode"]

_log = logging.getLogger(__name__)

TICK_S = 1.0
"""The longest the hub sleeps between two looks at the clock and the moves."""


class Listener(Protocol):
    """A connection the hub keeps up to date (a viewer's WebSocket).

    Attributes:
        staff: The language a paired staff phone reads, ``None`` for a viewer: staff phones
            are also sent the staff view (:mod:`tourney.web.staff_view`) after every change.
    """

    staff: str | None

    def send(self, text: str) -> None:
        """Queue one encoded message (never waits)."""


def encode(message: dict[str, object]) -> str:
    """A message as it goes on the wire: compact JSON, non-ASCII letters kept as they are."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def empty_view(now: float) -> dict[str, object]:
    """What the room sees while no tournament is open: the same fields, all empty."""
    return {
        "type": "state",
        "protocol": PROTOCOL,
        "tournament": None,
        "date": "",
        "server_time_ms": to_ms(now),
        "clock": None,
        "structure": [],
        "players_left": None,
        "entries": None,
        "average_stack": None,
        "big_blind": None,
        "average_bb": None,
        "chips_in_play": None,
        "prize_pool_cents": None,
        "currency": None,
        "payouts": [],
        "deal": None,
        "seats_drawn": False,
        "seats": [],
        "moves": [],
        "finished": False,
        "winner": None,
        "results": None,
    }


def _comparable(key: str, value: object) -> object:
    return steady(value) if key == "clock" and isinstance(value, dict) else value


class Hub:
    """The latest state, what the room sees of it, and the viewers (see the module docstring).

    Args:
        settings: How players are named (the view PIN is the server's business).
        clock: Gives "now" (the service's clock, so the room and the window agree).
    """

    def __init__(
        self, settings: RoomSettings | None = None, *, clock: Callable[[], float] = time.time
    ) -> None:
        self.settings = settings if settings is not None else RoomSettings()
        self.clock = clock
        self.version = 0
        self.listeners: set[Listener] = set()
        self._state: TournamentState | None = None
        self._recent: tuple[RecentMove, ...] = ()
        self._shown: tuple[RecentMove, ...] = ()
        self._ages = MoveAges()
        self._moments = ClockMoments()
        self._view: dict[str, object] = empty_view(clock())
        self._staff: dict[str, str] = {}
        self._wake: asyncio.Event | None = None

    # ----------------------------------------------------------------- viewers

    def add(self, listener: Listener) -> None:
        """Keep ``listener`` up to date from now on; it is sent the whole state first."""
        self.listeners.add(listener)
        listener.send(self.state_text())
        if listener.staff is not None:
            listener.send(self.staff_text(listener.staff))

    def remove(self, listener: Listener) -> None:
        """Stop sending to ``listener``."""
        self.listeners.discard(listener)

    def view(self) -> dict[str, object]:
        """What the room sees now (``GET /api/state``), its times as of now."""
        now = self.clock()
        view = dict(self._view)
        now_ms = to_ms(now)
        view["server_time_ms"] = now_ms
        state = self._state
        if state is not None:
            view["clock"] = clock_view(state.clock, now_ms=now_ms, started=state.started)
        view["version"] = self.version
        return view

    def state_text(self) -> str:
        """The whole state, encoded: a new viewer's first message."""
        return encode(self.view())

    def staff_view(self, language: str) -> dict[str, object]:
        """What the staff see now, in ``language`` (empty while no tournament is open)."""
        state = self._state
        if state is None:
            return {"type": "staff", "tables": [], "playing": [], "out": [], "proposal": None}
        return staff_view(state, self.clock(), language=language)

    def staff_text(self, language: str) -> str:
        """The staff view, encoded, in ``language`` (made once per change and language)."""
        text = self._staff.get(language)
        if text is None:
            text = self._staff[language] = encode(self.staff_view(language))
        return text

    def _send_staff(self) -> None:
        self._staff.clear()
        for listener in list(self.listeners):
            if listener.staff is not None:
                listener.send(self.staff_text(listener.staff))

    # ----------------------------------------------------------------- changes

    def publish(self, state: TournamentState | None, *, opened: bool = False) -> None:
        """The tournament changed (``state``), or another one was opened (``opened``).

        Called after the change is stored; whatever goes wrong here is logged, never raised
        into the service that is telling its subscribers.
        """
        try:
            self._publish(state, opened=opened)
        except Exception:  # the room keeps its last picture; the director's night goes on
            _log.exception("The room's view could not be brought up to date")

    def _publish(self, state: TournamentState | None, *, opened: bool) -> None:
        now = self.clock()
        self._state = state
        self._recent = recent_moves(state, now) if state is not None else ()
        if opened or state is None:
            self._moments.reset(state, now)
            self._ages = MoveAges()
            events: tuple[ClockEvent, ...] = ()
        else:
            events, _structure = self._moments.changed(state, now)
        self._refresh(now, force=True)
        self._send_staff()
        self._tell_moments(events, now)
        if self._wake is not None:
            self._wake.set()  # the next moment may be another one now

    def set_settings(self, settings: RoomSettings) -> None:
        """Name the players another way from now on (every viewer is told)."""
        self.settings = settings
        self._refresh(self.clock(), force=True)

    def _refresh(self, now: float, *, force: bool) -> None:
        """Compute what the room sees; send the viewers the parts that changed."""
        state = self._state
        reading = state.clock.reading(now) if state is not None else None
        shown = self._ages.fresh(self._recent, now, reading)
        if not force and shown == self._shown:
            return
        self._shown = shown
        if state is None:
            view = empty_view(now)
        else:
            view = room_view(state, now, names=self.settings.names, moves=shown)
        before = self._view
        changed = {
            key: value
            for key, value in view.items()
            if key != "server_time_ms"
            and _comparable(key, value) != _comparable(key, before.get(key))
        }
        self._view = view
        if not changed:
            return
        self.version += 1
        self._send(
            {
                "type": "change",
                "version": self.version,
                "server_time_ms": view["server_time_ms"],
                "set": changed,
            }
        )

    def _tell_moments(self, events: tuple[ClockEvent, ...], now: float) -> None:
        if not events:
            return
        self._send(
            {
                "type": "moment",
                "server_time_ms": to_ms(now),
                "chimes": list(chimes_for(events)),
                "events": [
                    {"kind": e.kind.value, "at_ms": e.at_ms, "index": e.index, "level": e.level}
                    for e in events
                ],
            }
        )

    def _send(self, message: dict[str, object]) -> None:
        text = encode(message)
        for listener in list(self.listeners):
            listener.send(text)

    # ----------------------------------------------------------------- the clock

    async def run(self) -> None:
        """Raise the clock's moments and drop stale moves, until cancelled."""
        self._wake = asyncio.Event()
        while True:
            wait = TICK_S
            moment = self._moments.next_moment_ms()
            if moment is not None:
                wait = min(wait, max(0.0, moment / 1000 - self.clock()) + 0.002)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)
            self._wake.clear()
            try:
                self.tick()
            except Exception:  # the room keeps its last picture; the director's night goes on
                _log.exception("The room's view could not be brought up to date")

    def tick(self) -> None:
        """Look at the clock now: its moments, the figures of a new level, stale moves."""
        now = self.clock()
        events, _structure = self._moments.check(now)
        self._refresh(now, force=bool(events))
        if events:  # a new level opens or closes rebuys, the add-on, late registration
            self._send_staff()
        self._tell_moments(events, now)
