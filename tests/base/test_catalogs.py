"""The gettext catalogs: up to date with the code, complete, and said with their plural forms.

Every sentence below the window (the engine, the domain, the storage layer, the reports, the
command line) is found in the code by Babel's extractor and must be in each language's
``.po``, translated, not fuzzy, with its fields, and compiled into the ``.mo`` the package
ships. ``resources/translations/update.py`` makes them so; these tests fail until it has been
run and every new entry translated.
"""

from __future__ import annotations

import ast
import gettext
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tourney.base import catalogs
from tourney.base.languages import TRANSLATED, UnknownLanguageError
from tourney.base.messages import plural_message, translate, translate_plural
from tourney.reports.i18n import _n, use_language

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "resources" / "translations" / "gettext_catalogs.py"


def _tools() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gettext_catalogs", TOOLS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("gettext_catalogs", module)
    spec.loader.exec_module(module)
    return module


po = _tools()


@pytest.fixture(scope="module")
def template():  # the texts in the code, extracted once for the module
    return po.extract()


# -- the catalogs and the code --------------------------------------------------------------


def test_the_extractor_finds_the_texts_of_every_layer(template):
    places = {location.split("/")[1] for message in template for location, _ in message.locations}
    assert {"base", "engine", "domain", "persistence", "reports", "cli"} <= places
    assert len(template) > 850
    plural = [message.id for message in template if message.pluralizable]
    assert ("{count} player", "{count} players") in plural


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalog_is_up_to_date_complete_and_compiled(code, template):
    assert [str(problem) for problem in po.problems(code, template)] == []


def test_a_catalog_that_misses_a_text_or_has_a_fuzzy_entry_is_caught(template, tmp_path):
    catalog = po.read(po.po_path("it"), "it")
    first = next(message for message in catalog if message.id and not message.pluralizable)
    first.flags.add("fuzzy")
    catalog.delete(next(m for m in catalog if m.id and m.id != first.id).id)
    broken = tmp_path / "it.po"
    broken.write_bytes(po.po_bytes(catalog))
    original = po.po_path
    po.po_path = lambda _code: broken
    try:
        found = [str(problem) for problem in po.problems("it", template)]
    finally:
        po.po_path = original
    assert any("not in the catalog" in line for line in found)
    assert any("fuzzy" in line for line in found)
    assert any("compiled catalog" in line for line in found)


_TEXT_ARGUMENT = {  # the argument that holds the text, by the function that takes it
    "N_": 0,
    "NC_": 1,
    "message": 0,
    "translate": 1,
    "translate_in": 2,
    "plural_message": 0,
    "translate_plural": 1,
    "_": 0,
    "_n": 0,
}

_PASSED_ON = {  # a text handed on by code that does not know it (checked where it is made)
    "translate(language, self.text, **values)",
    "message(text, **values)",
    "_(self.title)",
    "translate(language, self.title)",  # a template's, marked with N_ where it is made
    "translate(language, self.description)",
    "super().__init__(self.message.translated('en'))",
    "_PassedOn(error)",  # a sentence already made
    "_SystemError(_as_it_is(reason))",  # the system's own words
    "_PassedOn(_as_it_is(str(error) or type(error).__name__))",
}


def _calls() -> Iterator[tuple[str, ast.Call, ast.expr | None]]:
    refusals = po.refusal_classes()
    for path in sorted((ROOT / "tourney").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else ""
            name = func.attr if isinstance(func, ast.Attribute) and name == "" else name
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if name in _TEXT_ARGUMENT and isinstance(func, ast.Name):
                index = _TEXT_ARGUMENT[name]
                yield where, node, node.args[index] if len(node.args) > index else None
            elif name in refusals:
                yield where, node, node.args[0] if node.args else None


def _is_text(argument: ast.expr | None) -> bool:
    if argument is None:
        return True  # a refusal without words, or a call with its text elsewhere
    if isinstance(argument, ast.Constant):
        return isinstance(argument.value, str)
    if isinstance(argument, ast.Call) and isinstance(argument.func, ast.Name):
        return argument.func.id in ("N_", "message", "plural_message")
    # the window's own words, already translated by Qt (QCoreApplication.translate(...))
    while (
        isinstance(argument, ast.Call)
        and isinstance(argument.func, ast.Attribute)
        and argument.func.attr in ("replace", "format")
    ):
        argument = argument.func.value
    return isinstance(argument, ast.Call) and ast.unparse(argument.func).endswith(".translate")


def test_every_text_said_is_a_constant_the_extractor_sees():
    """An f-string or a computed text cannot be found in a catalog: mark constants instead."""
    problems = [
        f"{where}: {ast.unparse(node)}"
        for where, node, argument in _calls()
        if not _is_text(argument)
        and not (isinstance(argument, ast.Name) and argument.id in ("template", "text"))
        and ast.unparse(node) not in _PASSED_ON
        and not _indexes_marked_constants(argument)
    ]
    assert problems == []


def _indexes_marked_constants(argument: ast.expr | None) -> bool:
    """``_WHAT[category]``: a table whose values are marked with ``N_`` where it is made."""
    return isinstance(argument, ast.Subscript) and isinstance(argument.value, ast.Name)


def _bare_texts(value: ast.expr) -> list[ast.Constant]:
    """The string constants a ``template`` may be given that are not marked with ``N_``."""
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return [value]
    if isinstance(value, ast.IfExp):
        return _bare_texts(value.body) + _bare_texts(value.orelse)
    return []  # N_("..."), a table of marked texts, a text passed on


def test_every_template_variable_is_marked():
    """``template = "..."`` is said later: each of its texts must be marked with ``N_``."""
    unmarked = []
    for path in sorted((ROOT / "tourney").rglob("*.py")):
        if "gui" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else []
            if any(isinstance(t, ast.Name) and t.id == "template" for t in targets):
                unmarked.extend(
                    f"{path.relative_to(ROOT)}:{text.lineno}" for text in _bare_texts(node.value)
                )
    assert unmarked == []


# -- the compiled catalogs ------------------------------------------------------------------


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalog_knows_its_plural_rule(code):
    with open(catalogs.catalog_path(code), "rb") as compiled:
        loaded = gettext.GNUTranslations(compiled)
    assert loaded.info()["language"] == code
    assert "nplurals=3" in loaded.info()["plural-forms"]


def test_romanian_is_written_with_comma_below_diacritics():
    catalog = po.read(po.po_path("ro"), "ro")
    forms = [m.string if isinstance(m.string, str) else " ".join(m.string) for m in catalog]
    text = "".join(forms)
    assert "ș" in text and "ț" in text and "ă" in text and "î" in text
    assert "ş" not in text and "ţ" not in text  # the old cedilla forms


def test_english_is_the_text_in_the_code_and_an_unknown_language_is_refused():
    assert translate("en", "Main pot") == "Main pot"
    assert translate("it", "not in any catalog") == "not in any catalog"
    with pytest.raises(UnknownLanguageError, match="'fr'"):
        translate("fr", "Main pot")


# -- plural forms ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "en", "it", "ro"),
    [
        (1, "1 player", "1 giocatore", "1 jucător"),
        (2, "2 players", "2 giocatori", "2 jucători"),
        (19, "19 players", "19 giocatori", "19 jucători"),
        (20, "20 players", "20 giocatori", "20 de jucători"),
        (101, "101 players", "101 giocatori", "101 jucători"),
        (120, "120 players", "120 giocatori", "120 de jucători"),
    ],
)
def test_a_count_takes_the_form_its_language_gives_it(count, en, it, ro):
    said = {
        code: translate_plural(code, "{count} player", "{count} players", count)
        for code in ("en", "it", "ro")
    }
    assert said == {"en": en, "it": it, "ro": ro}
    kept = plural_message("{count} player", "{count} players", count)
    assert (kept.translated("en"), kept.translated("ro")) == (en, ro)
    with use_language("ro"):
        assert _n("{count} player", "{count} players", count).format(count=count) == ro
