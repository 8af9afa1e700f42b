"""A real browser on the room's pages: Debian's Chromium, driven by Playwright's Python API.

The system's browser is used (``executable_path``): nothing is downloaded. Where Chromium is
missing outside CI the browser tests are skipped with the command that installs it; in CI
(``CI`` set, as ``.ci/run`` does) they fail instead, so they never skip there.

The server runs in its own thread (:class:`tourney.web.thread.ServerThread`), the test's
thread owning the tournament, as the director's window does. Its clock runs an hour and a
half ahead of this machine's, so a page that did not take the server's time would show
the wrong second. Set ``TOURNEY_SHOTS`` to a folder to keep the pages' screenshots.
"""

from __future__ import annotations

import os
import random
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tourney.core.service import TournamentService
from tourney.domain.levels.clock_events import format_time_left
from tourney.web.settings import RoomSettings
from tourney.web.thread import ServerThread


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here drives a real Chromium: slow, left by ``make check`` to ``make test``."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.slow)


CHROMIUM = Path(os.environ.get("TOURNEY_CHROMIUM", "/usr/bin/chromium"))
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
    "--disable-extensions",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-sync",
    "--no-first-run",
    "--metrics-recording-only",
]
AHEAD_S = 5400.25
"""How far the server's clock is ahead of this machine's."""


def _browser_or_skip() -> None:
    if CHROMIUM.exists():
        return
    message = (
        f"Chromium is not installed at {CHROMIUM}: install it with "
        "'sudo apt-get install chromium' (or set TOURNEY_CHROMIUM) to run the browser tests"
    )
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """One Chromium for a module's tests (Playwright's sync API runs an event loop on this
    thread while it is open: the next module's asyncio tests must not find it)."""
    _browser_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        launched.close()


class AheadClock:
    """The server's clock: this machine's, ahead by :data:`AHEAD_S` (and movable)."""

    def __init__(self) -> None:
        self.ahead = AHEAD_S

    def __call__(self) -> float:
        return time.time() + self.ahead


@dataclass
class LiveRoom:
    """The tournament, its server, and how to open a page on it."""

    service: TournamentService
    clock: AheadClock
    thread: ServerThread
    browser: object
    settings: RoomSettings

    @property
    def url(self) -> str:
        assert self.thread.address is not None
        return f"http://127.0.0.1:{self.thread.address.port}/"

    def page(self, path: str = "", *, width: int = 390, height: int = 844, locale: str = "en"):
        context = self.browser.new_context(  # type: ignore[attr-defined]
            viewport={"width": width, "height": height}, locale=locale, device_scale_factor=1
        )
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.errors = errors
        page.goto(self.url + path)
        return page

    def restart(self, *, down: Callable[[], None] | None = None) -> None:
        """Stop the server, do ``down`` meanwhile, and start a new one on the same port."""
        assert self.thread.address is not None
        port = self.thread.address.port
        self.thread.stop()
        if down is not None:
            down()
        self.thread = _start(self.service, self.clock, self.settings, port)


def _start(
    service: TournamentService, clock: AheadClock, settings: RoomSettings, port: int = 0
) -> ServerThread:
    thread = ServerThread(settings, clock=clock, bind="127.0.0.1", port=port)
    thread.start()
    thread.publish(service.state, opened=True)
    return thread


def make_live_room(tmp_path: Path, browser: object, settings: RoomSettings) -> LiveRoom:
    clock = AheadClock()
    service = TournamentService.open(tmp_path / "library.sqlite", clock=clock, rng=random.Random(5))
    service.create_demo()
    room = LiveRoom(service, clock, _start(service, clock, settings), browser, settings)
    service.subscribe(lambda change: room.thread.publish(change.state, opened=change.event is None))
    return room


@pytest.fixture
def live(tmp_path: Path, browser: object) -> Iterator[LiveRoom]:
    room = make_live_room(tmp_path, browser, RoomSettings())
    yield room
    room.thread.stop()
    room.service.close()


def wait_synced(page) -> None:
    """Until the page has its offset from a few pings."""
    page.wait_for_function("() => Tourney.sync() && Tourney.sync().samples >= 3", timeout=10_000)


def same_second(
    page, selector: str, service: TournamentService, clock: AheadClock
) -> tuple[str, str]:
    """The big digits as the page shows them and as the server reads its clock, mid-second.

    The look waits for the middle of a displayed second, so that a page repainting a little
    late on a busy machine (its timer fires at the flip) is not taken for a wrong clock; the
    server's reading must be the same at both ends of the look.
    """
    state = service.state
    assert state is not None

    def left(now: float) -> int:
        return state.clock.reading(now).time_left_ms

    for _ in range(20):
        time.sleep(((left(clock()) % 1000) + 500) % 1000 / 1000)
        before = clock()
        shown = page.text_content(selector) or ""
        after = clock()
        if format_time_left(left(before)) == format_time_left(left(after)):
            return shown, format_time_left(left(before))
    raise AssertionError("the second flipped at every look")


def shoot(page, name: str) -> None:
    """Keep a screenshot when ``TOURNEY_SHOTS`` names a folder."""
    folder = os.environ.get("TOURNEY_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


RAW_KEY = re.compile(
    r"\b(?:clock|stats|seat|payouts|results|status|moves|move|pin|page|display)\.[a-z_]+\b"
)
"""A word key shown as it is: a phrase missing from the language's file."""
