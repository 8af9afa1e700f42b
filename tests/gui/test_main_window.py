"""The director's window: tabs, undo labels, refusals, reports, the display feed, screenshots."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from tests.gui.director import SIZE_HINTS, active_numbers, stored_count
from tourney.cli.main import build_parser, main
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust
from tourney.domain.figures import compute_figures
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display_adapter import payout_rows, snapshot_of
from tourney.gui.launch import parse_options
from tourney.gui.players import PlayersTab
from tourney.gui.tabs import TABS

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


def test_the_window_has_every_tab_with_the_players_first(window) -> None:
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        spec.title for spec in TABS
    ]
    assert isinstance(window.tab("players"), PlayersTab)
    assert window.tab("players").parent() is window.tabs.widget(0)
    window.actions_by_name["tab_rulings"].trigger()
    assert window.current_tab() == "rulings"
    # Built when first shown, inside its page.
    assert window.tab("rulings").parent() is window.tabs.widget(window.tabs.count() - 1)


def test_undo_and_redo_are_named_and_disabled_when_there_is_nothing(window, session) -> None:
    number = active_numbers(session)[0]
    event = session.perform(BustOut(busts=(Bust(number),)))
    label = event.label.translated("en")
    assert window.undo_action.text() == f"Undo {label[0].lower()}{label[1:]}"
    assert window.statusBar().currentMessage() == label
    assert not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert window.redo_action.isEnabled()
    assert window.redo_action.text() == f"Redo {label[0].lower()}{label[1:]}"


def test_a_refusal_shows_a_notice_that_does_not_block(window, session, library) -> None:
    before = stored_count(library, session)
    window.clock_actions.restart.trigger()  # allowed
    session.redo()  # nothing to redo: refused (the menu item is greyed out)
    assert window.notice_text() == "There is nothing to redo."
    assert stored_count(library, session) == before + 1
    window.show_done("Done")
    assert window.notice_text() == ""


def test_the_reports_menu_lists_every_report_when_it_opens(window) -> None:
    from tourney.gui.reports_menu import REPORTS, title

    menu = window.reports_menu
    menu.aboutToShow.emit()  # filled the first time it opens
    menu.aboutToShow.emit()  # and only then
    titles = [action.text() for action in menu.actions()]
    assert titles == [title(report) for report in REPORTS]
    opened = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    first = menu.actions()[0].menu()
    assert [a.text() for a in first.actions()] == ["Open", "Print…", "Save as…"]
    first.actions()[0].trigger()
    assert len(opened) == 1 and opened[0].endswith(f"— {REPORTS[0].kind}.pdf")


def test_a_report_that_cannot_be_made_is_greyed_out_with_the_reason(window, session) -> None:
    import dataclasses

    from tourney.core.commands import Bust, BustOut, EditSetup, RecordDeal
    from tourney.domain.figures import prizes_left
    from tourney.domain.money.deals import chip_chop
    from tourney.gui.reports_menu import REPORTS

    menu = window.reports_menu
    menu.aboutToShow.emit()
    by_kind = dict(zip((r.kind for r in REPORTS), menu.actions(), strict=True))
    assert session.state.setup.league is not None and session.state.deal is None
    assert by_kind["league"].isEnabled()  # the demo counts towards a season
    setup = dataclasses.replace(session.state.setup, league=None)
    assert session.perform(EditSetup(setup=setup)) is not None
    menu.aboutToShow.emit()  # looked at again each time it opens
    assert not by_kind["league"].isEnabled()
    assert by_kind["league"].toolTip() == "This tournament counts towards no league season."
    assert not by_kind["deal"].isEnabled() and by_kind["deal"].toolTip() == "No deal is recorded."
    assert by_kind["payouts"].isEnabled() and by_kind["payouts"].toolTip() == "Payouts"
    while session.state.players_left > 3:
        assert session.perform(BustOut(busts=(Bust(session.state.active()[-1].number),)))
    stacks = [(str(e.number), 10_000 * (i + 1)) for i, e in enumerate(session.state.active())]
    assert session.perform(RecordDeal(deal=chip_chop(stacks, prizes_left(session.state))))
    menu.aboutToShow.emit()
    assert by_kind["deal"].isEnabled()
    assert by_kind["deal"].toolTip() == by_kind["deal"].text()  # the reason is gone


def test_the_reports_opened_in_the_viewer_are_removed_when_tourney_quits(window) -> None:
    window.reports.open_url = lambda url: True
    path = window.reports.open("payouts")
    assert path is not None and path.is_file()
    window.reports.remove_temporary_files()  # what quitting does
    assert not path.exists() and not path.parent.exists()


def test_reports_are_opened_and_saved_as_pdf(window, tmp_path) -> None:
    opened = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    path = window.reports.open("payouts")
    assert path is not None and opened == [str(path)]
    assert path.read_bytes().startswith(b"%PDF")
    saved = window.reports.save("results", tmp_path / "results.pdf")
    assert saved is not None and saved.read_bytes().startswith(b"%PDF")
    assert window.reports.save("deal", tmp_path / "deal.pdf") is None  # no deal recorded
    assert window.notice_text().startswith("The report could not be made")
    assert not (tmp_path / "deal.pdf").exists()


def test_a_report_refused_in_italian_says_why_in_italian(window, tmp_path, italian) -> None:
    """The night showed "Impossibile creare il report: No deal is recorded in …"."""
    assert window.reports.save("deal", tmp_path / "deal.pdf") is None  # no deal recorded
    name = window.session.state.setup.name
    assert window.notice_text() == (
        f"Impossibile creare il report: Nessun accordo è registrato in {name}."
    )


def test_the_display_gets_the_figures_and_reads_the_domain_clock(qtbot, session, clock) -> None:
    display = DisplayWindow(now=clock)
    qtbot.addWidget(display)
    from tourney.gui.main_window import MainWindow

    window = MainWindow(session, display=display)
    qtbot.addWidget(window)
    figures = compute_figures(session.state, clock.at)
    snapshot = display.snapshot()
    assert snapshot.players_left == figures.players_left
    assert snapshot.entries == figures.entries
    assert snapshot.chips_in_play == figures.chips_in_play
    assert snapshot.reading(clock.at) == session.state.clock.reading(clock.at)
    number = active_numbers(session)[0]
    session.perform(BustOut(busts=(Bust(number),)))
    assert display.snapshot().players_left == figures.players_left - 1
    window.show_display_action.trigger()
    assert display.isVisible()


def test_payout_rows_join_places_paid_the_same() -> None:
    rows = payout_rows([500, 300, 100, 100, 100, 50], ["5", "3", "1", "1", "1", "0.5"])
    assert [(r.place, r.amount) for r in rows] == [
        ("1", "5"),
        ("2", "3"),
        ("3–5", "1"),
        ("6", "0.5"),
    ]


def test_the_snapshot_lists_recent_moves_newest_first(session, clock) -> None:
    snapshot = snapshot_of(session.state, clock.at)
    moves = [e for e in session.state.log if e.kind in {"player_moved", "proposal_accepted"}]
    assert bool(snapshot.moves) == bool(moves)
    assert all("→" in move.text for move in snapshot.moves)
    assert snapshot_of(None, clock.at) is None


def test_tourney_with_no_command_takes_the_window_options() -> None:
    args = build_parser().parse_args(["--demo", "--no-display", "--library", "x.sqlite"])
    assert args.command is None
    options = parse_options(["--demo", "--no-display", "--library", "x.sqlite"])
    assert (options.demo, options.no_display, options.library) == (True, True, "x.sqlite")
    options = parse_options(["--lang=it", "-platform", "offscreen", "--library=y.sqlite"])
    assert (options.lang, options.library, options.demo) == ("it", "y.sqlite", False)
    assert not parse_options([]).exit_after_start


def test_a_language_we_do_not_speak_stops_with_status_2(capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        parse_options(["--lang", "fr"])
    assert stopped.value.code == 2
    assert "invalid choice: 'fr' (choose from 'en', 'it', 'ro')" in capsys.readouterr().err


def test_screenshot_writes_a_png_of_the_size_asked(tmp_path, library, demo, capsys) -> None:
    del demo
    library.close()
    out = tmp_path / "display.png"
    status = main(
        ["screenshot", str(library.path), "--view", "display", "-o", str(out), "--size", "640x360"]
    )
    assert status == 0
    assert capsys.readouterr().out.startswith(f"wrote {out}")
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 360)


def test_the_director_screenshot_does_not_say_read_only(qtbot, library, demo) -> None:
    """The screenshot opens the library read-only so as to write nothing: its picture of the
    window is the director's, without the read-only window's status line."""
    from tourney.gui.screenshot import _widget
    from tourney.gui.session import Session
    from tourney.persistence.library import Library
    from tourney.persistence.open_tournament import OpenTournament

    library.close()
    with Library.open(library.path, read_only=True) as reader:
        session = Session(reader, OpenTournament.open(reader, demo.tournament_id))
        window = _widget("director", session, session.now)
        qtbot.addWidget(window)
        assert session.read_only and window.read_only_label is not None
        window.show()
        assert window.read_only_label.isHidden()
        assert window.statusBar().isVisible()


def test_the_rulings_screenshot_starts_from_the_tournament_as_the_tab_does(
    qtbot, library, demo
) -> None:
    from tourney.gui.main_window import MainWindow
    from tourney.gui.screenshot import _widget
    from tourney.gui.session import Session
    from tourney.persistence.library import Library
    from tourney.persistence.open_tournament import OpenTournament

    library.close()
    with Library.open(library.path, read_only=True) as reader:
        session = Session(reader, OpenTournament.open(reader, demo.tournament_id))
        rulings = _widget("rulings", session, session.now)
        qtbot.addWidget(rulings)
        window = MainWindow(session)
        qtbot.addWidget(window)
        tab = window.tab("rulings")
        assert rulings.controller.dispute.chip_unit == tab.controller.dispute.chip_unit > 1
        assert rulings.controller.dispute.table_size == tab.controller.dispute.table_size


@pytest.mark.slow
def test_screenshot_refuses_a_bad_size_with_exit_status_2(tmp_path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tourney",
            "screenshot",
            str(tmp_path / "none.sqlite"),
            "-o",
            str(tmp_path / "x.png"),
            "--size",
            "big",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("tourney screenshot: error:")


def test_print_buttons_of_tables_and_rulings_open_pdfs(window, monkeypatch, tmp_path):
    opened: list[str] = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    tables = window.tab("tables")
    from tourney.reports.rows import MoveSlip

    tables.print_move_slips.emit(
        [MoveSlip(player="Łukasz Nowak", from_table=1, from_seat=2, to_table=3, to_seat=4)]
    )
    rulings = window.tab("rulings")
    request = {
        "variant": "holdem", "button": 1, "chip_unit": 1,
        "board": ["Kc", "Qd", "3h", "9s", "4c"],
        "players": [{"seat": 1, "contribution": 100, "cards": ["Ah", "7c"]},
                    {"seat": 2, "contribution": 100, "cards": ["Ad", "2s"]}],
    }  # fmt: skip
    from tourney.cli.settle import compute

    rulings.print_requested.emit(request, compute(request), {})
    assert len(opened) == 2
    from pypdf import PdfReader

    moves, ruling = (PdfReader(path) for path in opened)
    assert "Łukasz Nowak" in moves.pages[0].extract_text()
    assert "Main pot" in ruling.pages[0].extract_text()


def test_close_late_registration_from_the_edit_menu(window):
    window.actions_by_name["close_late"].trigger()
    assert window.session.state.late_registration_closed


def test_audio_is_attached_after_start_only_with_a_display(qtbot, session):
    from tourney.gui.app import attach_audio, open_windows

    window, display = open_windows(session, display=True)
    qtbot.addWidget(window)
    assert display is not None and window.sounds is None and window.announcer is None
    attach_audio(window, use_qt=False)
    assert window.sounds is not None and window.announcer is not None
    alone, no_display = open_windows(session, display=False)
    qtbot.addWidget(alone)
    attach_audio(alone, use_qt=False)
    assert no_display is None and alone.sounds is None


_BEFORE_QT = (
    "tourney.core.service",
    "tourney.core.startup",
    "tourney.persistence.library",
    "tourney.persistence.open_tournament",
    "tourney.domain.log.reducer",
    "tourney.domain.log.codec",
    "tourney.domain.state",
    "babel.numbers",
    "babel.dates",
)
"""What the window's start loads before Qt: the library and its tournament are open first,
and Babel's formatting modules (the first screen's chip counts need them)."""

_NOT_AT_START = (
    "tourney.persistence.players_repo",
    "tourney.persistence.devices_repo",
    "tourney.domain.entries.actions",
    "tourney.domain.log.actions",
    "tourney.core.commands",
    "tourney.gui.staff_devices",
    "tourney.reports.catalog",
    "tourney.engine.cards",
    "tourney.domain.log.kinds.deal_recorded",
    "tourney.domain.log.kinds.players_merged",
    "tourney.domain.log.kinds.undo",
    "tourney.domain.log.kinds.redo",
    "tourney.domain.state_json",
    "tourney.domain.log.audit",
    "tourney.gui.players.merge_target",
    "tourney.persistence.wal_guard",
)
"""What the first screen does not need: loaded when first used (a search, a phone, an action,
the cards of a draw or a ruling, the kinds of event the demo's log does not hold)."""

_DISPLAY_ONLY = ("tourney.domain.figures", "tourney.domain.money.prize_pool")
"""What the clock display needs and the director's window alone does not: the prize pool and
the payouts (the Players tab's summary counts the entries, :mod:`tourney.domain.entries.counts`)."""


@pytest.mark.parametrize("options", [[], ["--no-display"]])
def test_tourney_opens_the_library_paints_and_quits(tmp_path, options):
    """The real start: the window paints, the display follows, nothing is printed as an error.

    The start-up path does not load sqlite-utils (only the first change does), and the library
    and its tournament are open — the core service, the storage and the reducer loaded —
    before PySide6 (see ``tourney.gui.launch``).
    """
    library = tmp_path / "demo.sqlite"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(library)], check=True, capture_output=True
    )
    probe = (
        "import sys, atexit, json\n"
        "def said():\n"
        "    names = list(sys.modules)\n"
        "    late = [n for n in names[names.index('PySide6'):] if n in FIRST]\n"
        "    loaded = [n for n in LATER if n in sys.modules]\n"
        "    print(json.dumps(['sqlite_utils' in sys.modules, late, loaded]), file=sys.stderr)\n"
        f"FIRST = {_BEFORE_QT!r}\n"
        f"LATER = {_NOT_AT_START + (_DISPLAY_ONLY if options else ())!r}\n"
        "atexit.register(said)\n"
        "from tourney.cli.main import main\n"
        f"raise SystemExit(main(['--library', {str(library)!r}, '--exit-after-start', "
        f"*{options!r}]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    sqlite_utils_loaded, after_qt, too_soon = json.loads(done.stderr.strip().splitlines()[-1])
    assert not sqlite_utils_loaded
    assert after_qt == [], "the window's start opens the library before Qt"
    assert too_soon == [], "the first screen loads only what it needs"
    said = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("started ")]
    assert said == (["director"] if options else ["director", "display"])


def test_the_display_follows_the_first_paint_or_the_fallback(qtbot, session):
    from tourney.gui.app import _FirstPaint, open_windows

    window, _ = open_windows(session, display=False)
    qtbot.addWidget(window)
    fired: list[str] = []
    _FirstPaint(window, lambda: fired.append("painted"), fallback_ms=60_000)
    window.show()
    qtbot.waitUntil(lambda: fired == ["painted"])
    hidden, _ = open_windows(session, display=False)
    qtbot.addWidget(hidden)
    _FirstPaint(hidden, lambda: fired.append("fallback"), fallback_ms=10)
    qtbot.waitUntil(lambda: fired == ["painted", "fallback"])
    qtbot.wait(30)
    assert fired == ["painted", "fallback"]  # each fires once


def test_the_window_comes_back_with_its_size_position_and_tab(qtbot, session) -> None:
    from tourney.gui.main_window import MainWindow

    first = MainWindow(session)
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(0, 120, 1100, 560)  # wider than any tab needs
    first.show_tab("structure")
    qtbot.wait(20)
    left = first.geometry()  # as wide as the window can be at the least
    assert left.height() == 560
    first.close()
    second = MainWindow(session)
    qtbot.addWidget(second)
    second.show()
    # The offscreen screen is 800 pixels wide: Qt narrows a restored window to fit it, so
    # the height and the position are the test here.
    assert second.height() == left.height() == 560
    assert second.geometry().y() == left.y() == 120
    assert second.current_tab() == "structure"


def test_the_first_window_fits_a_small_screen(qtbot, session) -> None:
    from tourney.gui.main_window import MainWindow

    window = MainWindow(session)
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    assert window.width() <= max(1280, area.width())
    assert window.width() == min(1280, area.width() * 9 // 10)


def test_the_window_is_remembered_where_it_was_put_without_closing_it(qtbot, session) -> None:
    from tourney.gui.main_window import MainWindow

    first = MainWindow(session)
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(0, 90, 1100, 520)
    first.show_tab("payouts")
    qtbot.wait(1300)  # a second after the last change: saved, as a kill -9 would find it
    second = MainWindow(session)  # what the next start opens, the first never closed
    qtbot.addWidget(second)
    second.show()
    # the offscreen screen is 800 pixels wide (Qt narrows the window): height and position
    assert (second.geometry().y(), second.height()) == (90, 520)
    assert second.current_tab() == "payouts"


def test_the_actions_load_after_the_first_paint_not_before():
    """What the first screen leaves out, the moment after it loads: the first click waits not."""
    probe = (
        "import sys\n"
        "from tourney.gui.session import load_for_actions\n"
        "before = 'tourney.core.commands' in sys.modules\n"
        "load_for_actions()\n"
        "print(before, 'tourney.core.commands' in sys.modules,"
        " 'tourney.domain.entries.actions' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        check=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.split() == ["False", "True", "True"]


LONG_DONE = (
    "Add-on for 12 players: Ann Miller, Bob Stone, Cyd Long, Dan Short, Eve Brown, Fay Green, "
    "Gus White, Hal Black, Ivy Gray, Jon Red, Kim Blue, Lou Pink (lei 120 in the prize pool)"
)


def test_a_long_message_ends_in_an_ellipsis_before_the_network_indicator(qtbot, window) -> None:
    from PySide6.QtWidgets import QLabel, QStatusBar

    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    indicator = window.room_share.status
    indicator.setText("On the network: 192.0.2.2:8080")
    indicator.show()
    bar = window.statusBar()
    window.show_done(LONG_DONE)
    qtbot.waitUntil(lambda: indicator.x() > 0)
    shown = QStatusBar.currentMessage(bar)  # what is painted
    assert bar.currentMessage() == LONG_DONE  # what was said, whole
    assert shown.endswith("…") and LONG_DONE.startswith(shown[:-1])
    assert 6 + bar.fontMetrics().horizontalAdvance(shown) <= indicator.x()  # stops before it
    window.resize(1900, 700)
    qtbot.waitUntil(lambda: QStatusBar.currentMessage(bar) == LONG_DONE)  # room again: whole

    window.resize(1000, 700)
    window.show_refusal(LONG_DONE.replace("Add-on", "Refused"))
    notice = window.notice
    qtbot.waitUntil(lambda: QLabel.text(notice).endswith("…"))
    assert notice.geometry().right() < indicator.x()
    assert notice.text().startswith("Refused for 12 players") and notice.text().endswith("pool)")
    assert notice.fontMetrics().horizontalAdvance(QLabel.text(notice)) <= notice.width()


def test_a_long_undo_item_is_cut_in_the_menu_and_whole_in_its_tooltip(
    qtbot, window, session
) -> None:
    from tourney.core.commands import BustOut
    from tourney.domain.entries.actions import Bust
    from tourney.gui.window_texts import MENU_ITEM

    busting = [e.number for e in session.state.active()][-8:]  # eight in one hand
    busts = tuple(Bust(n, stack=1000 * (i + 1)) for i, n in enumerate(busting))
    assert session.perform(BustOut(busts=busts)) is not None
    whole = session.state.undo_label.translated("en")
    shown = window.undo_action.text()
    assert len(whole) > 150 and shown.endswith("…") and whole.startswith(shown[:-1])
    assert window.fontMetrics().horizontalAdvance(shown) <= MENU_ITEM  # the menu fits a laptop
    assert window.undo_action.toolTip() == whole
    assert window.edit_menu.toolTipsVisible()


def test_a_status_tip_qt_shows_itself_is_what_the_status_bar_says(qtbot, window) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QStatusTipEvent

    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.show_done(LONG_DONE)
    QCoreApplication.sendEvent(window, QStatusTipEvent("Refused: the player is out"))
    bar = window.statusBar()
    assert bar.currentMessage() == "Refused: the player is out"  # not the earlier sentence
    window.resize(1200, 700)
    qtbot.wait(20)
    assert bar.currentMessage() == "Refused: the player is out"  # a resize does not bring it back


def test_a_closed_window_saves_nothing_late(qtbot, session) -> None:
    from PySide6.QtCore import QSettings

    from tourney.gui.main_window import MainWindow

    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    window.resize(900, 600)  # a save is due in a second
    assert window.state_keeper.timer.isActive()
    window.close()
    QSettings().clear()  # what comes after (the next test's settings, say) stays its own
    qtbot.wait(1200)
    assert not QSettings().allKeys()
