"""The browser TV in a real browser: the Qt display's layout at any size, every text fitting,
the same second as the server, the room's QR code, the chimes after one tap, the end."""

from __future__ import annotations

import pytest

from tests.web.browser.conftest import RAW_KEY, same_second, shoot, wait_synced
from tourney.core import commands as c
from tourney.gui.display.layout import compute_layout

SIZES = [(1920, 1080), (1366, 768), (800, 1200)]


def _box(page, selector: str) -> tuple[int, int, int, int]:
    box = page.locator(selector).bounding_box()
    return round(box["x"]), round(box["y"]), round(box["width"]), round(box["height"])


def _rect(rect) -> tuple[int, int, int, int]:
    return rect.x(), rect.y(), rect.width(), rect.height()


def _same_box(page, selector: str, rect) -> bool:
    """The element's box is the Qt display's, to a pixel of rounding."""
    return all(abs(a - b) <= 1 for a, b in zip(_box(page, selector), _rect(rect), strict=True))


def _overflowing(page) -> list[str]:
    """Every fitted text wider than its box, or a box outside the window."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('.fit')).filter(node => {
            if (!node.offsetParent || !node.textContent) return false;
            const box = node.getBoundingClientRect();
            return node.scrollWidth > node.clientWidth + 1 || box.right > innerWidth + 1
              || box.bottom > innerHeight + 1 || box.left < -1 || box.top < -1;
          }).map(node => node.id + ': ' + node.textContent)"""
    )


@pytest.mark.parametrize(("width", "height"), SIZES, ids=str)
def test_the_tv_is_laid_out_as_the_qt_display_and_every_text_fits(live, width, height) -> None:
    page = live.page("display", width=width, height=height)
    page.wait_for_function("() => document.getElementById('qr').naturalWidth > 0")
    wait_synced(page)
    layout = compute_layout(width, height, banner=False, code=True, rows=5)
    for selector, rect in (
        ("#digits", layout.parts["digits"]),
        ("#title", layout.parts["title"]),
        ("#side-panel", layout.side),
        ("#ticker-panel", layout.ticker),
        ("#header-panel", layout.header),
        ("#code", layout.code),
        ("#payouts", layout.payouts),
    ):
        assert _same_box(page, selector, rect), (selector, _box(page, selector), _rect(rect))
    assert not _overflowing(page)
    shown, expected = same_second(page, "#digits", live.service, live.clock)
    assert shown == expected
    assert page.text_content("#title") == "LEVEL 4"
    assert page.text_content("#stat-1") == "22 / 27"
    assert not page.errors
    shoot(page, f"tv-{width}x{height}-en")


@pytest.mark.parametrize("locale", ["it", "ro"])
def test_the_tv_speaks_the_rooms_language(live, locale) -> None:
    page = live.page("display", width=1920, height=1080, locale=locale)
    page.wait_for_selector("#stat-caption-0")
    page.wait_for_function("() => document.getElementById('stat-1').textContent.includes('/')")
    title = {"it": "LIVELLO 4", "ro": "NIVELUL 4"}[locale]
    assert page.text_content("#title") == title
    assert not RAW_KEY.search(page.inner_text("body"))
    assert not _overflowing(page)
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        assert not _overflowing(page)
        shoot(page, f"tv-{width}x{height}-{locale}")


def test_the_qr_code_and_the_ticker_show_the_room(live) -> None:
    service = live.service
    table_one = [e for e in service.state.room.tables[0].seats if e is not None]
    for number in table_one[:3]:
        service.perform(c.BustOut(busts=(c.Bust(number),)))
    moves = service.perform(c.AcceptProposal()).event.payload.moves
    page = live.page("display", width=1920, height=1080)
    page.wait_for_function("() => document.getElementById('ticker').textContent.includes('→')")
    shown = page.text_content("#ticker")
    assert any(service.state.name(move.entry) in shown for move in moves)
    assert page.text_content("#address") == live.url.removeprefix("http://").rstrip("/") or (
        page.text_content("#address")
    )
    assert page.get_attribute("#qr", "src") == "/api/qr.svg"
    shoot(page, "tv-1920x1080-moves")


def test_the_chimes_ring_after_one_tap(live) -> None:
    page = live.page("display", width=1366, height=768)
    page.wait_for_selector("#stat-caption-0")
    wait_synced(page)
    assert page.evaluate("Chimes.enabled()") is False
    assert page.is_visible("#sound")
    page.mouse.click(200, 300)
    page.wait_for_function("() => Chimes.enabled()")
    page.wait_for_function("() => document.getElementById('sound').textContent === 'Sound on'")
    index = live.service.state.clock.reading(live.clock()).index
    live.service.perform(c.JumpTo(index=index + 1))  # the director's next level: a moment
    page.wait_for_function("() => Chimes.rung === 1", timeout=5000)
    page.wait_for_function("() => document.getElementById('title').textContent === 'LEVEL 5'")


def test_a_lost_connection_is_said_in_the_ticker(live) -> None:
    page = live.page("display", width=1366, height=768)
    page.wait_for_selector("#stat-caption-0")
    wait_synced(page)
    live.thread.stop()
    page.wait_for_selector("#status:not([hidden])", timeout=5000)
    assert "reconnecting" in page.text_content("#status")
    shoot(page, "tv-1366x768-offline")


def test_at_the_end_the_tv_shows_the_winner_and_the_results(live) -> None:
    service = live.service
    while service.state.players_left > 1:
        assert service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),))).ok
    winner = service.state.name(service.state.winner.number)
    page = live.page("display", width=1920, height=1080)
    page.wait_for_function("() => document.getElementById('winner').textContent !== ''")
    assert page.is_hidden("#digits")
    assert page.text_content("#winner") == winner
    assert page.text_content("#winner-title") == "WINNER"
    assert page.locator("#results .row").count() > 5
    assert not _overflowing(page)
    shoot(page, "tv-1920x1080-finished")


def test_the_results_on_the_tv_and_the_phones_say_which_line_is_a_re_entry(live) -> None:
    from dataclasses import replace

    service = live.service
    setup = service.state.setup
    buyins = replace(setup.buyins, re_entries=1)
    assert service.perform(c.EditSetup(setup=replace(setup, buyins=buyins))).ok
    first = service.state.active()[-1]
    assert service.perform(c.BustOut(busts=(c.Bust(first.number),))).ok
    assert service.perform(c.ReEnter(player_id=first.player_id)).ok
    again = max(service.state.entries)
    while service.state.players_left > 2:  # the re-entry goes deep: 2nd
        last = [e.number for e in service.state.active() if e.number != again][-1]
        assert service.perform(c.BustOut(busts=(c.Bust(last),))).ok
    assert service.perform(c.BustOut(busts=(c.Bust(again),))).ok
    assert service.state.entries[again].place == 2
    name = service.state.name(first.number)
    tv = live.page("display", width=1920, height=1080)
    tv.wait_for_function("() => document.querySelectorAll('#results .row').length > 5")
    assert f"{name} (re-entry)" in tv.locator("#results .row").all_text_contents()[1]
    phone = live.page("", width=390, height=844)
    phone.wait_for_function("() => document.querySelectorAll('#results-list > *').length > 5")
    lines = phone.locator("#results-list > *").all_text_contents()
    assert f"{name} (re-entry)" in lines[1]
    firsts = [line for line in lines if name in line and "(re-entry)" not in line]
    assert len(firsts) == 1  # the first entry: a line of its own
    assert not tv.errors and not phone.errors


def test_before_the_first_start_the_tv_says_it_starts_soon_and_nothing_is_paused(live) -> None:
    setup = live.service.state.setup
    live.service.create_tournament(setup)  # a new tournament: its clock never started
    assert not live.service.state.started
    page = live.page("display", width=1366, height=768)
    page.wait_for_function(
        "() => (document.getElementById('game') || {}).textContent === 'Starts soon'"
    )
    assert page.is_hidden("#paused")
    live.service.perform(c.StartClock())
    live.service.perform(c.PauseClock())
    page.wait_for_function("() => !document.getElementById('paused').hidden")
    assert page.text_content("#game") != "Starts soon"
    assert not page.errors


def test_in_a_break_the_tvs_next_break_is_the_servers_playing_time(live) -> None:
    from tourney.domain.levels.clock_events import format_time_left
    from tourney.domain.levels.structure import Break

    service = live.service
    items = service.state.clock.structure.items
    first_break = next(i for i, item in enumerate(items) if isinstance(item, Break))
    assert service.perform(c.JumpTo(index=first_break)).ok
    reading = service.state.clock.reading(live.clock())
    assert reading.level is None and reading.to_break_ms is not None
    expected = format_time_left(reading.to_break_ms)  # the levels up to the next break only
    page = live.page("display", width=1920, height=1080)
    page.wait_for_function(
        "text => (document.getElementById('stat-0') || {}).textContent === text",  # once drawn
        arg=expected,
    )
    # a figure that stands still in the break says it is the play still to come
    assert page.text_content("#stat-caption-0") == "PLAY TO NEXT BREAK"  # captions: capitals
    phone = live.page("", width=390, height=844)
    phone.wait_for_function(
        "text => (document.getElementById('to-break') || {}).textContent === text",
        arg=f"Play to next break: {expected}",
    )
    assert service.perform(c.JumpTo(index=first_break + 1)).ok  # play again: the countdown
    page.wait_for_function(
        "() => (document.getElementById('stat-caption-0') || {}).textContent === 'NEXT BREAK'"
    )
    assert not page.errors and not phone.errors


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1366, 768), (1024, 768)], ids=str)
def test_after_a_deal_the_code_stands_by_the_figures_as_on_the_qt_display(
    live, width, height
) -> None:
    from tourney.domain.figures import prizes_left
    from tourney.domain.money.deals import chip_chop

    service = live.service
    while service.state.players_left > 3:
        assert service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),))).ok
    stacks = [(str(e.number), e.chips or 1000) for e in service.state.active()]
    assert service.perform(c.RecordDeal(deal=chip_chop(stacks, prizes_left(service.state)))).ok
    page = live.page("display", width=width, height=height)
    page.wait_for_function("() => document.getElementById('qr').naturalWidth > 0")
    page.wait_for_function("() => document.querySelectorAll('#payouts .row').length > 3")
    rows = page.locator("#payouts .row").count()
    layout = compute_layout(width, height, banner=False, code=True, rows=rows, named=True)
    for selector, rect in (("#code", layout.code), ("#payouts", layout.payouts)):
        assert _same_box(page, selector, rect), (selector, _box(page, selector), _rect(rect))
    names = {service.state.name(int(player)) for player in service.state.deal.players}
    shown = {page.locator("#payouts .row .who").nth(i).text_content() for i in range(rows)}
    assert names <= shown
    assert not _overflowing(page)
    shoot(page, f"tv-{width}x{height}-deal")
