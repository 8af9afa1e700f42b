"""The Italian and Romanian translations of the GUI: complete, up to date, loadable, shown."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QMenu

from tourney.base.languages import TRANSLATED
from tourney.cli.main import main as cli_main
from tourney.gui.language import (
    choose_language,
    current_language,
    install_translators,
    qm_path,
    save_language,
    saved_language,
)
from tourney.gui.language_menu import LanguageMenu
from tourney.gui.main_window import MainWindow
from tourney.gui.places import place_label, place_text
from tourney.gui.tabs import TABS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "resources" / "translations"
LANGUAGES = TRANSLATED
PLURAL_FORMS = {"it": 2, "ro": 3}
_PLACEHOLDER = re.compile(r"\{[a-z_]*(?::[^}]*)?\}|%\d|%n|%s")


def _ts(language: str) -> ET.Element:
    return ET.parse(SOURCES / f"tourney_{language}.ts").getroot()


def _messages(language: str) -> list[tuple[str, ET.Element]]:
    return [
        (context.findtext("name") or "", message)
        for context in _ts(language).iter("context")
        for message in context.iter("message")
    ]


def _texts(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)\S", text.replace("&&", "")))


@pytest.fixture
def language():
    """Switch the running application's language; English again afterwards."""
    yield install_translators
    install_translators("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code):
    messages = _messages(code)
    assert len(messages) > 600
    assert _ts(code).get("language") == code
    for context, message in messages:
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, (context, source)
        assert translation.get("type") not in {"unfinished", "obsolete", "vanished"}, (
            context,
            source,
        )
        texts = _texts(message)
        assert all(text.strip() for text in texts), (context, source)
        if message.get("numerus") == "yes":
            assert len(texts) == PLURAL_FORMS[code], (context, source)


@pytest.mark.parametrize("code", LANGUAGES)
def test_placeholders_and_accelerators_are_kept(code):
    for context, message in _messages(code):
        source = message.findtext("source") or ""
        wanted = set(_PLACEHOLDER.findall(source))
        for text in _texts(message):
            found = set(_PLACEHOLDER.findall(text))
            comment = message.findtext("comment") or ""
            if "use either placeholder" in comment:
                allowed = wanted | set(_PLACEHOLDER.findall(comment))
                assert found and found <= allowed, (context, source, text)
            else:
                assert found == wanted, (context, source, text)
            assert _accelerators(text) == _accelerators(source), (context, source, text)


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_are_up_to_date_with_the_sources(code, tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists() and shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / f"tourney_{code}.ts"
    shutil.copy(SOURCES / fresh.name, fresh)
    files = sorted(str(p) for p in (ROOT / "tourney" / "gui").rglob("*.py"))
    tool = str(lupdate) if lupdate.exists() else "pyside6-lupdate"
    subprocess.run(
        [tool, *files, "-no-obsolete", "-locations", "none", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    extracted = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(fresh).getroot().iter("context")
        for message in context.iter("message")
    }
    committed = {(context, message.findtext("source")) for context, message in _messages(code)}
    assert extracted - committed == set(), "new texts: run resources/translations/update.py"
    assert committed - extracted == set(), "texts gone from the code: run update.py"


@pytest.mark.parametrize("code", LANGUAGES)
def test_compiled_translations_load(qapp, code):
    translator = QTranslator()
    assert Path(qm_path(code)).is_file()
    assert translator.load(qm_path(code))
    assert translator.translate("MainWindow", "&Edit") not in {"", "&Edit"}


@pytest.mark.parametrize(
    ("code", "edit", "players", "tables"),
    [("it", "&Modifica", "Giocatori", "Tavoli"), ("ro", "&Editare", "Jucători", "Mese")],
)
def test_main_window_speaks_the_language(qtbot, session, language, code, edit, players, tables):
    assert language(code)
    assert current_language() == code
    window = MainWindow(session)
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert edit in menus
    assert "&Edit" not in menus
    titles = [window.tabs.tabText(index) for index in range(window.tabs.count())]
    assert titles[: len(TABS)][:2] == [players, tables]
    assert window.undo_action.text() != "Undo"


def test_english_is_the_source_language(qtbot, session, language):
    language("en")
    window = MainWindow(session)
    qtbot.addWidget(window)
    assert "&Edit" in [action.text() for action in window.menuBar().actions()]


def test_places_are_written_in_the_language(qapp, language):
    assert place_text(3) == "3rd"
    assert place_label(9, 2) == "9th (tie, 9th–10th)"
    language("it")
    assert place_text(3) == "3°"
    language("ro")
    assert place_text(3) == "locul 3"


def test_plural_forms_follow_the_language(qapp, language):
    from tourney.gui.display.texts import DisplayCounts

    counts = DisplayCounts()
    assert counts.break_minutes(1) == "Break, 1 minute"
    language("ro")
    assert [counts.break_minutes(n) for n in (1, 5, 20)] == [
        "Pauză, 1 minut",
        "Pauză, 5 minute",
        "Pauză, 20 de minute",
    ]


def test_language_is_chosen_by_option_then_setting_then_system(tmp_path, qapp):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    italian = QLocale(QLocale.Language.Italian, QLocale.Country.Italy)
    german = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    assert choose_language(None, settings=settings, system=italian) == "it"
    assert choose_language(None, settings=settings, system=german) == "en"
    save_language("ro", settings)
    assert saved_language(settings) == "ro"
    assert choose_language(None, settings=settings, system=italian) == "ro"
    assert choose_language("en", settings=settings, system=italian) == "en"
    with pytest.raises(ValueError, match="languages"):
        save_language("de", settings)


def test_language_menu_saves_the_choice_for_the_next_start(tmp_path, qtbot):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    said: list[str] = []
    menu = QMenu()
    qtbot.addWidget(menu)
    choices = LanguageMenu(menu, said.append, settings)
    assert [a.text() for a in choices.menu.actions()] == ["English", "Italiano", "Română"]
    assert choices.actions["en"].isChecked()
    choices.actions["it"].trigger()
    assert saved_language(settings) == "it"
    assert choices.actions["it"].isChecked()
    assert said == ["The language changes the next time Tourney starts."]


@pytest.mark.slow
def test_screenshot_renders_in_romanian(tmp_path, capsys, language):
    db = tmp_path / "demo.sqlite"
    assert cli_main(["demo", str(db)]) == 0
    out = tmp_path / "ro.png"
    code = cli_main(["screenshot", str(db), "--lang", "ro", "-o", str(out)])
    assert code == 0
    assert out.stat().st_size > 10_000
    assert current_language() == "ro"
    assert QCoreApplication.translate("MainWindow", "&Edit") == "&Editare"
    assert "a fost scris" in capsys.readouterr().out  # what the command says follows --lang


@pytest.mark.parametrize(
    ("code", "question", "quit_text"),
    [("ro", "Ceasul merge. Închideți totuși Tourney?", "Î&nchide"),
     ("it", "L'orologio è in corsa. Uscire comunque da Tourney?", "&Esci")],
)  # fmt: skip
def test_the_quit_question_and_about_are_said_in_the_windows_language(
    qapp, code, question, quit_text
) -> None:
    """Their words were hidden from pyside6-lupdate behind a helper and stayed English."""
    from PySide6.QtWidgets import QWidget

    from tourney.gui.language import install_translators
    from tourney.gui.window_questions import quit_question

    install_translators(code)
    try:
        parent = QWidget()
        box, quit_button = quit_question(parent, display_shown=True)
        said = (box.text(), quit_button.text(), box.informativeText())
    finally:
        install_translators("en")
    assert said[:2] == (question, quit_text)
    assert "Tourney" in said[2] and "The clock" not in said[2]


def test_a_list_of_prizes_marks_each_place_off_its_amount_in_romanian(qtbot, session) -> None:
    """ "locul 1 791 lei" read as 1,791 lei: Romanian writes "locul 1: 791 lei"."""
    from tourney.gui.language import install_translators
    from tourney.gui.payouts.deal_dialog import DealDialog

    install_translators("ro")
    try:
        dialog = DealDialog(session)
        qtbot.addWidget(dialog)
        intro = dialog.intro.text()
    finally:
        install_translators("en")
    assert "locul 1: " in intro and "locul 2: " in intro


@pytest.mark.parametrize(
    ("code", "look_in", "file_type", "back"),
    [
        ("it", "&Cerca in:", "File di &tipo:", "Indietro"),
        ("ro", "&Caută în:", "Fișiere de &tipul:", "Înapoi"),
    ],
)
def test_the_save_as_dialog_speaks_the_language(qtbot, language, code, look_in, file_type, back):
    from PySide6.QtWidgets import QFileDialog, QLabel, QToolButton

    language(code)
    dialog = QFileDialog(None, "Save", "/tmp", "PDF (*.pdf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {look_in, file_type} <= labels, labels
    assert back in {button.toolTip() for button in dialog.findChildren(QToolButton)}
    assert not {"&Look in:", "Files of &type:", "File &name:"} & labels


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "8 × 25 green, 1 × 500 black"),
        ("it", "8 × 25 verdi, 1 × 500 nero"),
        ("ro", "8 × 25 verzi, 1 × 500 negru"),
    ],
)
def test_a_stacks_chip_colours_agree_with_how_many_chips(qapp, language, code, said) -> None:
    from tourney.domain.levels.chips import ChipSet, Denomination, StackPart
    from tourney.gui.structure.chip_set_view import stack_text

    chips = ChipSet(
        (Denomination(25, "green", 200), Denomination(500, "black", 100)),
        (StackPart(25, 8), StackPart(500, 1)),
    )
    language(code)
    assert stack_text(chips) == said


@pytest.mark.parametrize(
    ("code", "space", "right"), [("it", "Spazio", "Ctrl+Destra"), ("ro", "Spațiu", "Ctrl+Dreapta")]
)
def test_f1_names_the_keys_in_the_language(qapp, language, code, space, right) -> None:
    from tourney.gui.shortcuts import SHORTCUTS

    language(code)
    shown = {text for item in SHORTCUTS for text in item.text().split(", ")}
    assert {space, right} <= shown, shown
