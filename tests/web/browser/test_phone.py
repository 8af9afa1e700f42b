"""The phones' page in a real browser: the clock's second, "Where do I sit?", moves, languages."""

from __future__ import annotations

import time

import pytest

from tests.web.browser.conftest import (
    RAW_KEY,
    make_live_room,
    same_second,
    shoot,
    wait_synced,
)
from tourney.core import commands as c
from tourney.domain.money.money_text import Currency, money
from tourney.persistence.search_text import fold
from tourney.web.settings import RoomSettings


def test_the_phone_shows_the_same_second_as_the_server(live) -> None:
    page = live.page()
    page.wait_for_selector("#clock:not([hidden])")
    wait_synced(page)
    shown, expected = same_second(page, "#digits", live.service, live.clock)
    assert shown == expected
    assert page.text_content("#title") == "Level 4"
    assert page.text_content("#name") == "Demo Friday Deepstack"
    assert abs(page.evaluate("Tourney.serverNow()") / 1000 - live.clock()) < 0.25
    assert not page.errors
    shoot(page, "phone-390-en")


def test_where_do_i_sit_finds_a_player_whatever_the_accents_and_case(live) -> None:
    page = live.page()
    page.wait_for_selector("#find:not([hidden])")
    state = live.service.state
    for typed, name in (
        ("lukasz", "Łukasz Nowak"),
        ("STEFAN", "Ștefan Popescu"),
        ("niccolo r", "Niccolò Rossi"),
    ):
        entry = next(e for e in state.active() if state.name(e.number) == name)
        table, seat = state.seat_of(entry.number)
        page.fill("#search", typed)
        found = page.locator("#found li").first
        assert found.locator(".who").text_content() == name
        assert found.locator(".where").text_content() == f"Table {table}, seat {seat}"
    page.fill("#search", "nobody like this")
    assert "Nobody seated matches" in page.text_content("#found")


def test_a_moved_player_sees_the_move_highlighted(live) -> None:
    service = live.service
    table_one = [e for e in service.state.room.tables[0].seats if e is not None]
    for number in table_one[:3]:
        service.perform(c.BustOut(busts=(c.Bust(number),)))
    result = service.perform(c.AcceptProposal())
    move = result.event.payload.moves[0]
    name = service.state.name(move.entry)
    page = live.page()
    page.wait_for_selector("#moves:not([hidden])")
    page.fill("#search", name.split()[0])
    highlighted = page.locator("#found li.moved").first
    told = highlighted.locator(".told").text_content()
    assert told == (
        f"You moved to table {move.to[0]}, seat {move.to[1]} "
        f"(from table {move.origin[0]}, seat {move.origin[1]})"
    )
    assert f"{name}: table {move.origin[0]} seat {move.origin[1]}" in page.text_content("#moves")
    shoot(page, "phone-390-moved")


def test_a_change_reaches_the_page_at_once(live) -> None:
    page = live.page()
    page.wait_for_selector("#stats:not([hidden])")
    assert page.text_content("#players") == "22 / 27"
    victim = live.service.state.active()[0].number
    live.service.perform(c.BustOut(busts=(c.Bust(victim),)))
    page.wait_for_function(
        "() => document.getElementById('players').textContent === '21 / 27'", timeout=1000
    )


def test_the_page_reconnects_after_the_server_restarts(live) -> None:
    page = live.page()
    page.wait_for_selector("#stats:not([hidden])")
    victim = live.service.state.active()[0].number

    def meanwhile() -> None:
        page.wait_for_selector("#status:not([hidden])", timeout=5000)
        assert "reconnecting" in page.text_content("#status")
        live.service.perform(c.BustOut(busts=(c.Bust(victim),)))  # while nobody listens

    live.restart(down=meanwhile)
    page.wait_for_function(
        "() => document.getElementById('players').textContent === '21 / 27'", timeout=10_000
    )
    page.wait_for_selector("#status", state="hidden", timeout=5000)
    wait_synced(page)
    shown, expected = same_second(page, "#digits", live.service, live.clock)
    assert shown == expected


def test_while_the_network_is_lost_the_page_counts_on_and_says_so(live) -> None:
    page = live.page()
    page.wait_for_selector("#clock:not([hidden])")
    wait_synced(page)
    live.thread.stop()
    page.wait_for_selector("#status:not([hidden])", timeout=5000)
    first = page.text_content("#digits")
    time.sleep(1.2)
    assert page.text_content("#digits") != first  # still counting down by itself
    page.evaluate("() => { Tourney.serverNow = (f => () => f() + 31000)(Tourney.serverNow); }")
    page.wait_for_function(
        "() => document.getElementById('status').textContent.startsWith('Not confirmed since')",
        timeout=10_000,
    )
    assert "unconfirmed" in page.get_attribute("#digits", "class")


@pytest.mark.parametrize("locale", ["en", "it", "ro"])
@pytest.mark.parametrize(("width", "height"), [(390, 844), (320, 640)])
def test_the_page_fits_a_phone_in_every_language(live, locale, width, height) -> None:
    page = live.page(width=width, height=height, locale=locale)
    page.wait_for_selector("#clock:not([hidden])")
    page.fill("#search", "a")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    text = page.inner_text("body")
    assert not RAW_KEY.search(text), RAW_KEY.search(text)
    title = {"en": "Level 4", "it": "Livello 4", "ro": "Nivelul 4"}[locale]
    assert page.text_content("#title") == title
    assert page.get_attribute("html", "lang") == locale
    shoot(page, f"phone-{width}-{locale}")


def test_the_language_switch_changes_the_words_and_is_remembered(live) -> None:
    page = live.page(locale="en")
    page.wait_for_selector("#clock:not([hidden])")
    page.click("button[data-lang=ro]")
    page.wait_for_function("() => document.getElementById('title').textContent === 'Nivelul 4'")
    assert page.text_content("#find h2") == "Unde stau?"
    page.reload()
    page.wait_for_function("() => document.getElementById('title').textContent === 'Nivelul 4'")


def test_money_numbers_and_search_are_written_as_the_window_writes_them(live) -> None:
    page = live.page()
    page.wait_for_selector("#clock:not([hidden])")
    currencies = [
        Currency(),
        Currency("€"),
        Currency("lei", symbol_first=False, decimals=0),
        Currency("CHF"),
    ]
    for language in ("en", "it", "ro"):
        for currency in currencies:
            for cents in (0, 5, 146000, 123456789, -2050):
                said = page.evaluate(
                    "([c, cur, lang]) => Tourney.money(c, cur, lang)",
                    [
                        cents,
                        {
                            "symbol": currency.symbol,
                            "symbol_first": currency.symbol_first,
                            "decimals": currency.decimals,
                        },
                        language,
                    ],
                )
                assert said == money(cents, currency, language=language), (
                    cents,
                    currency,
                    language,
                )
    for name in (
        "Łukasz Żółć",
        "Sébastien Strauß",
        "  Ștefan   POPESCU ",
        "Søren Kierkegaard",
        "Æsa Œl",
    ):
        assert page.evaluate("(n) => Tourney.fold(n)", name) == fold(name)


def test_the_screen_is_kept_awake_while_the_clock_is_shown(live) -> None:
    page = live.browser.new_page()
    page.add_init_script(
        "window.wakeRequests = 0;"
        "if (navigator.wakeLock) { const ask = navigator.wakeLock.request.bind(navigator.wakeLock);"
        " navigator.wakeLock.request = (kind) => { window.wakeRequests += 1; return ask(kind); }; }"
    )
    page.goto(live.url)
    page.wait_for_selector("#clock:not([hidden])")
    page.wait_for_function("() => window.wakeRequests >= 1", timeout=5000)


def test_a_pin_set_then_removed_while_the_phone_is_open(tmp_path, browser) -> None:
    room = make_live_room(tmp_path, browser, RoomSettings())
    try:
        page = room.page()
        page.wait_for_selector("#clock:not([hidden])")
        room.thread.set_settings(RoomSettings(pin="2468"))  # the director makes it private
        page.wait_for_selector("#pin:not([hidden])", timeout=15_000)
        assert page.is_hidden("#clock") and page.is_hidden("#payouts")  # nothing stale shown
        room.thread.set_settings(RoomSettings())  # and public again: the phone follows
        page.wait_for_selector("#clock:not([hidden])", timeout=15_000)
        assert page.is_hidden("#pin")
        assert not page.errors
    finally:
        room.thread.stop()
        room.service.close()


def test_the_browser_tv_asks_for_the_pin_on_the_screen(tmp_path, browser) -> None:
    room = make_live_room(tmp_path, browser, RoomSettings(pin="2468"))
    try:
        page = room.page("display", width=1366, height=768)
        page.wait_for_selector("#pin:not([hidden])")
        assert page.is_hidden("#screen")
        page.fill("#pin-input", "1111")
        page.click("#pin button")
        page.wait_for_selector("#pin-error:not([hidden])")
        page.fill("#pin-input", "2468")
        page.click("#pin button")
        page.wait_for_selector("#screen:not([hidden])")
        page.wait_for_function("() => document.getElementById('digits').textContent.includes(':')")
        assert page.is_hidden("#pin") and not page.errors
    finally:
        room.thread.stop()
        room.service.close()


def test_a_private_game_asks_for_its_pin(tmp_path, browser) -> None:
    room = make_live_room(tmp_path, browser, RoomSettings(pin="2468"))
    try:
        page = room.page()
        page.wait_for_selector("#pin:not([hidden])")
        assert page.is_hidden("#clock")
        page.fill("#pin-input", "1111")
        page.click("#pin button")
        page.wait_for_selector("#pin-error:not([hidden])")
        assert page.text_content("#pin-error") == "That is not the PIN."
        page.fill("#pin-input", "2468")
        page.click("#pin button")
        page.wait_for_selector("#clock:not([hidden])")
        scanned = room.page("#pin=2468")  # the TV's QR code carries it
        scanned.wait_for_selector("#clock:not([hidden])")
        assert "pin" not in scanned.url
    finally:
        room.thread.stop()
        room.service.close()


def test_at_the_end_the_phone_shows_the_winner_and_no_stale_figure(live) -> None:
    service = live.service
    page = live.page()
    page.wait_for_selector("#clock:not([hidden])")
    while service.state.players_left > 1:  # the page watches the last bust-outs live
        assert service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),))).ok
    winner = service.state.name(service.state.winner.number)
    page.wait_for_selector("#winner:not([hidden])")
    assert winner in page.inner_text("#winner")
    assert page.is_hidden("#clock") and page.is_hidden("#average")
    assert page.text_content("#players").startswith("1")
    fresh = live.page()
    fresh.wait_for_selector("#winner:not([hidden])")
    assert fresh.is_hidden("#average") and winner in fresh.inner_text("#winner")
    assert not page.errors and not fresh.errors


def test_after_a_deal_the_phone_names_who_finished_in_each_place_below_it(live) -> None:
    from tourney.domain.figures import PaidKind, paid_places, prizes_left
    from tourney.domain.money.deals import chip_chop

    service = live.service
    while service.state.players_left > 3:
        assert service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),))).ok
    stacks = [(str(e.number), e.chips or 1000) for e in service.state.active()]
    assert service.perform(c.RecordDeal(deal=chip_chop(stacks, prizes_left(service.state)))).ok
    state = service.state
    below = [line for line in paid_places(state) if line.kind is PaidKind.PLACE]
    assert below and all(line.name for line in below)
    page = live.page()
    page.wait_for_selector("#payouts:not([hidden])")
    page.wait_for_function("document.querySelectorAll('#payouts-list li').length > 0")
    rows = page.locator("#payouts-list li")
    shown = [rows.nth(i).inner_text().split("\n") for i in range(rows.count())]
    assert [[part.strip() for part in row if part.strip()] for row in shown] == [
        [str(line.place), line.name, money(line.amount, state.setup.currency)] for line in below
    ]
    shoot(page, "phone-390-deal")
