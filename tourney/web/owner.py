"""Handing work to the thread that owns the tournament, and waiting for its answer.

Exactly one thread changes a tournament (and reads its library): the thread that made its
:class:`~tourney.core.service.TournamentService`. The room's server never performs a command
itself; it hands the owner a function (:data:`Submit`) and awaits the future it gives back.

* In ``tourney serve`` the server's loop runs on the owner thread: :func:`direct` runs the
  function at once and returns a finished future (the commit takes a few milliseconds of the
  loop, and nothing else needs the thread meanwhile).
* Beside the director's window the owner is the window's Qt thread: the window gives the
  server a ``Submit`` that queues the function on its event loop (``tourney.gui`` makes it;
  this package never imports Qt).

:func:`on_owner` awaits the answer with a time limit: a window stuck in a modal dialog for
longer answers "busy" rather than holding a phone's request open for ever; the phone retries
with the same command id, so nothing is done twice.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import TypeVar

__all__ = ["OWNER_TIMEOUT_S", "OwnerBusyError", "Submit", "direct", "on_owner"]

T = TypeVar("T")

Submit = Callable[[Callable[[], object]], "concurrent.futures.Future[object]"]
"""Runs a function on the owner thread: ``submit(work)`` returns the future of its result."""

OWNER_TIMEOUT_S = 10.0
"""How long a request waits for the owner thread before it is answered "busy"."""


class OwnerBusyError(RuntimeError):
    """The owner thread did not take the work in time (the phone may retry)."""


def direct(work: Callable[[], object]) -> concurrent.futures.Future[object]:
    """Run ``work`` now, on this thread (the owner's): a finished future of its result."""
    future: concurrent.futures.Future[object] = concurrent.futures.Future()
    try:
        future.set_result(work())
    except BaseException as error:  # handed back to the awaiting request, as a thread would
        future.set_exception(error)
    return future


async def on_owner(submit: Submit, work: Callable[[], T], *, timeout: float = OWNER_TIMEOUT_S) -> T:
    """``work()`` run on the owner thread; its result or its exception.

    Raises:
        OwnerBusyError: The owner did not run it within ``timeout`` seconds.
    """
    future = submit(work)
    try:
        result = await asyncio.wait_for(asyncio.wrap_future(future), timeout)
    except TimeoutError:
        future.cancel()  # a queued function that has not started will not run
        raise OwnerBusyError("the director's window is busy") from None
    return result  # type: ignore[return-value]
