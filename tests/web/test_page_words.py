"""The pages' words: every one in English, Italian and Romanian, with the same placeholders.

The pages say everything through ``Tourney.t(key)`` and ``Tourney.tn(key, count)`` from the
JSON files in ``tourney/resources/web/i18n``; a phrase with a count has one entry per plural
form the language has (Babel's CLDR data: Italian one/other, Romanian one/few/other).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel import Locale

from tourney.domain.levels.structure import Game, Limit

WEB = Path(__file__).resolve().parents[2] / "tourney" / "resources" / "web"
LANGUAGES = ("en", "it", "ro")
_PLURAL = re.compile(r"_(zero|one|two|few|many|other)$")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _words(language: str) -> dict[str, str]:
    return json.loads((WEB / "i18n" / f"{language}.json").read_text(encoding="utf-8"))


def _base(key: str) -> str:
    return _PLURAL.sub("", key)


def _plural_tags(language: str) -> set[str]:
    """The forms a language needs for whole numbers (Italian's "many" is for millions)."""
    tags = set(Locale.parse(language).plural_form.tags) | {"other"}
    return tags - {"many"} if language == "it" else tags


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_phrase_is_in_every_language(language: str) -> None:
    english = {_base(key) for key in _words("en")}
    words = _words(language)
    assert {_base(key) for key in words} == english
    for key, text in words.items():
        assert text.strip(), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_counted_phrase_has_every_plural_form_of_its_language(language: str) -> None:
    words = _words(language)
    counted = {_base(key) for key in words if _PLURAL.search(key)}
    assert counted
    for base in counted:
        forms = {
            key.removeprefix(base + "_") for key in words if _base(key) == base and key != base
        }
        assert forms == _plural_tags(language), (language, base, forms)


@pytest.mark.parametrize("language", ("it", "ro"))
def test_the_placeholders_are_the_same_as_in_english(language: str) -> None:
    english = {_base(k): set(_PLACEHOLDER.findall(v)) for k, v in _words("en").items()}
    for key, text in _words(language).items():
        assert set(_PLACEHOLDER.findall(text)) == english[_base(key)], (language, key)


def test_every_phrase_the_pages_ask_for_exists() -> None:
    """The keys written in the pages and their scripts, and those built from the game's names."""
    keys = {_base(key) for key in _words("en")}
    asked: set[str] = set()
    for path in WEB.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r"\"([a-z]+\.[a-z_.-]*)\"", text))  # every "word.word" said
    for path in WEB.glob("*.html"):
        text = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r'data-t(?:-placeholder|-label)?="([a-z_.-]+)"', text))
    asked -= {"game.", "limit.", "staff.role_", "token.", "tourney.lang", "tourney.pin"}
    asked -= {"tourney.staff", "staff.bad-code"}  # a storage key, a refusal code
    asked |= {f"game.{game.value}" for game in Game} | {f"limit.{limit.value}" for limit in Limit}
    assert len(asked) > 40
    assert asked <= keys, asked - keys
    unused = keys - asked
    assert not unused, unused


def test_the_tv_plays_the_chimes_of_the_qt_display() -> None:
    """One recipe: the WAV files and the browser TV's Web Audio come from make_sounds.py."""
    import importlib.util

    script = WEB.parents[2] / "resources" / "sounds" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (WEB / "chimes.json").read_text(encoding="utf-8") == module.recipe_json()
    from tourney.core.moments import CHIMES

    assert set(CHIMES.values()) == set(json.loads(module.recipe_json())["sounds"])
