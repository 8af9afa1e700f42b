"""Refusals in Italian and Romanian, with a stable code beside their words.

The errors of the engine, the domain, the storage layer and the reports are :class:`Refusal` s,
raised with an English template and its fields; the catalogs translate every one of them
(``tests/base/test_catalogs.py`` checks that each is a constant the extractor finds and that
both catalogs translate it).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import tourney
from tourney.base.messages import Number, message
from tourney.base.refusals import Refusal, refusal_code, refusal_text
from tourney.domain.errors import DomainNotAllowedError
from tourney.engine.cards import DuplicateCardError
from tourney.engine.errors import NotAllowedError
from tourney.persistence.errors import DatabaseInUseError

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("base", "engine", "domain", "persistence", "reports", "core", "cli")
_CODE = re.compile(r"[a-z]+\.[a-z]+(?:-[a-z]+)*|refused")


def _refusal_classes() -> list[type[Refusal]]:
    for layer in LAYERS:
        package = importlib.import_module(f"tourney.{layer}")
        for info in pkgutil.walk_packages(package.__path__, f"tourney.{layer}."):
            importlib.import_module(info.name)
    importlib.import_module("tourney.gui.screenshot")  # the window's one refusal
    found: list[type[Refusal]] = []
    pending: list[type[Refusal]] = [Refusal]
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


def test_every_refusal_class_has_a_code_of_the_documented_form():
    classes = _refusal_classes()
    assert len(classes) > 20
    for cls in classes:
        assert _CODE.fullmatch(cls.code), cls
    documented = (ROOT / "docs" / "cli" / "errors.md").read_text(encoding="utf-8")
    for cls in classes:
        assert f"`{cls.code}`" in documented, cls


def test_a_code_is_the_same_in_every_language():
    error = DuplicateCardError("duplicate card: {card} appears more than once", card="Ah")
    assert error.code == "engine.duplicate-card" == refusal_code(error)
    assert error.translated("it") != error.translated("en")
    assert refusal_code(ValueError("no")) == "refused"
    locked = DatabaseInUseError(path="x.sqlite", pid=12, host="bar")
    assert locked.code == "storage.in-use"


def test_a_refusal_is_english_as_a_string_and_translated_when_said():
    error = NotAllowedError("{card} is not in the 52-card deck", card=Number("3,000"))
    assert str(error) == "3,000 is not in the 52-card deck"
    assert error.translated("it") == "3.000 non è nel mazzo da 52 carte"
    assert refusal_text(error, "it") == error.translated("it")
    assert refusal_text(KeyError("x"), "it") == "'x'"


def test_a_refusal_can_carry_another_refusal_as_its_reason():
    inner = NotAllowedError("{card} is not in the 52-card deck", card="Zz")
    outer = DomainNotAllowedError(
        "{action} is not possible now: {reason}", action="x", reason=inner.message
    )
    assert str(outer) == "x is not possible now: Zz is not in the 52-card deck"
    assert outer.translated("it").endswith("Zz non è nel mazzo da 52 carte")


def test_the_package_is_the_one_scanned():
    assert Path(tourney.__file__).resolve().parent == ROOT / "tourney"
    assert message("x").translated("en") == "x"
