"""Refusals in Italian and Romanian: every error a director can meet is a translated sentence.

The errors of the engine, the domain and the storage layer are :class:`Refusal` s, raised with
an English template and its fields. These tests scan the code for every place one is made,
check that its text is a constant (an f-string cannot be looked up in a catalog) and that both
catalogs translate it, keeping its fields.
"""

from __future__ import annotations

import ast
import importlib
import json
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import tourney
from tests.engine.test_messages import _fields  # the same check of a template's fields
from tourney.base.messages import Number, catalog, message
from tourney.base.refusals import Refusal, refusal_text
from tourney.domain.errors import DomainNotAllowedError
from tourney.engine.errors import NotAllowedError

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "tourney" / "resources" / "translations"
LAYERS = ("base", "engine", "domain", "persistence", "core")
LANGUAGES = ("it", "ro")


def _refusal_classes() -> set[str]:
    """The names of every :class:`Refusal` subclass the three layers define."""
    for layer in LAYERS:
        package = importlib.import_module(f"tourney.{layer}")
        for info in pkgutil.iter_modules(package.__path__, f"tourney.{layer}."):
            importlib.import_module(info.name)
    names: set[str] = set()
    pending: list[type] = [Refusal]
    while pending:
        cls = pending.pop()
        names.add(cls.__name__)
        pending.extend(cls.__subclasses__())
    return names


def _sources() -> Iterator[Path]:
    base = ROOT / "tourney" / "base" / "refusals.py"  # the Refusal class itself
    for layer in (*LAYERS, "cli"):  # the CLI raises the storage layer's errors too
        yield from (
            path for path in sorted((ROOT / "tourney" / layer).rglob("*.py")) if path != base
        )


def _first_argument(node: ast.Call, classes: set[str]) -> ast.expr | bool | None:
    """The text argument of a call that makes a refusal; ``False`` when it makes none."""
    func = node.func
    name = (
        func.id
        if isinstance(func, ast.Name)
        else func.attr
        if isinstance(func, ast.Attribute)
        else ""
    )
    if name in classes:
        return node.args[0] if node.args else None
    is_super_init = (
        isinstance(func, ast.Attribute)
        and func.attr == "__init__"
        and isinstance(func.value, ast.Call)
        and isinstance(func.value.func, ast.Name)
        and func.value.func.id == "super"
    )
    return (node.args[0] if node.args else None) if is_super_init else False


def _made() -> tuple[dict[str, str], list[str]]:
    """The refusal texts in the code (text → where), and the calls that break the rules."""
    classes = _refusal_classes()
    found: dict[str, str] = {}
    problems: list[str] = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            argument = _first_argument(node, classes)
            if argument is False:
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.setdefault(argument.value, where)
            elif argument is None or (
                isinstance(argument, ast.Name) and argument.id in ("text", "template")
            ):
                continue  # a class passing its own text on, or a bare re-raise
            else:
                problems.append(f"{where}: {ast.unparse(node)} is not a constant template")
    return found, problems


def _refusal_catalog(language: str) -> dict[str, str]:
    entries: dict[str, str] = {}
    for path in sorted((TRANSLATIONS / "refusals").glob(f"*.{language}.json")):
        entries.update(json.loads(path.read_text(encoding="utf-8")))
    return entries


def test_every_refusal_is_made_from_a_constant_template():
    found, problems = _made()
    assert len(found) > 200  # the scan sees the three layers
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_both_catalogs_translate_every_refusal_and_nothing_else(language):
    found, _problems = _made()
    entries = _refusal_catalog(language)
    explained = catalog(language)
    missing = sorted(f"{where}: {text}" for text, where in found.items() if text not in explained)
    assert missing == [], "untranslated"
    assert sorted(set(entries) - set(found)) == [], "stale entries: no code raises them"


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusal_translations_keep_their_fields(language):
    for english, translated in _refusal_catalog(language).items():
        assert translated.strip(), english
        assert _fields(translated) == _fields(english), (english, translated)


def test_romanian_refusals_use_comma_below_diacritics():
    text = "".join(_refusal_catalog("ro").values())
    assert "ş" not in text and "ţ" not in text


def test_a_refusal_is_english_as_a_string_and_translated_when_said():
    error = NotAllowedError("{first} and {last}", first="1, 2", last=Number("3,000"))
    assert str(error) == "1, 2 and 3,000"
    assert error.say("it") == "1, 2 e 3.000"
    assert refusal_text(error, "ro") == "1, 2 și 3.000"
    assert refusal_text(KeyError("x"), "it") == "'x'"


def test_a_refusal_can_carry_another_refusal_as_its_reason():
    inner = NotAllowedError("{first} and {last}", first="a", last="b")
    outer = DomainNotAllowedError("{first} and {last}", first="x", last=inner.message)
    assert str(outer) == "x and a and b"
    assert outer.say("it") == "x e a e b"


def test_the_package_is_the_one_scanned():
    assert Path(tourney.__file__).resolve().parent == ROOT / "tourney"
    assert message("x").say("en") == "x"
