"""Give ``say``'s three meanings a name each: translate, speak aloud, format amounts.

Until this rename ``say`` meant three things: said in a language from the catalogs
(``say(language, text)``, ``Message.say(language)``, ``error.say("it")``), spoken aloud by the
TV's voice (``announcer.say(text)``) and written as a language writes an amount
(``Amount.say``, ``Number.say``). Amounts and numbers are written by
``tourney.base.formats.format_money``/``format_chips`` (their ``say`` only dispatched there);
this script renames the rest, in code, tests and documentation alike:

==========================================  ==============================================
before                                      after
==========================================  ==============================================
``say(language, text, **values)``           ``translate(language, text, **values)``
``say_in(language, context, text, …)``      ``translate_in(language, context, text, …)``
``say_plural(language, one, many, n, …)``   ``translate_plural(language, one, many, n, …)``
``x.say(language)`` (Message, Refusal,      ``x.translated(language)``
Number, Amount, Series, Place, …)
``def say(self, language)``                 ``def translated(self, language)``
``Sayable`` (the protocol)                  ``Translatable``
``_said(...)`` (helpers that translate)     ``_translated(...)``
the voice: ``Speaker.say(text, volume)``,   ``speak(text, volume)``, ``speak(text)``,
``Announcer.say(text)``, ``_say_all``       ``_speak_all``
``betting_push``'s ``self.say(template)``   ``self.translate(template)``
``LanguageMenu(menu, say)``                 ``LanguageMenu(menu, tell)``
==========================================  ==============================================

It works on text (code, docstrings and Markdown) with rules that only match these names, and
may be run again: a renamed tree is left as it is. Run it from the repository's root on a
branch written before the rename, then ``ruff format`` (some lines grow)::

    .venv/bin/python tools/rename_say.py            # rename, and list the files changed
    .venv/bin/python tools/rename_say.py --check    # list what would change; exit 1 if any
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TREES = ("tourney", "tests", "benchmarks", "resources", "docs", "tools")
SUFFIXES = {".py", ".md"}

Rule = tuple[re.Pattern[str], str]


def _rules(*pairs: tuple[str, str]) -> list[Rule]:
    return [(re.compile(pattern, re.MULTILINE), replacement) for pattern, replacement in pairs]


# The voice speaks: its say is speak (in its module; elsewhere, called on the voice's objects).
VOICE = _rules(
    (r"(?<=\.)say\(", "speak("),
    (r"\bdef say\(", "def speak("),
    (r"\b_say_all\b", "_speak_all"),
)
VOICE_FILES = ("tourney/gui/display/voice.py",)
SPEAKERS = _rules(
    (r"\b(announcer|_announcer|speaker|_speaker|voice|_voice)\.say\(", r"\1.speak("),
    (r"\bdef say\(self, text\b", "def speak(self, text"),  # a speaker (a test's fake one too)
)

# The betting push's own helper takes a template: it translates it.
BETTING_PUSH = _rules(
    (r"\bself\.say\(", "self.translate("),
    (r"\bdef say\(self", "def translate(self"),
)
BETTING_PUSH_FILES = ("tourney/engine/betting_push.py",)

# The language menu shows the director a short message: it tells.
LANGUAGE_MENU = _rules(
    (r"\bsay: ", "tell: "),
    (r"\bself\._say = say\b", "self._tell = tell"),
    (r"\bself\._say\(", "self._tell("),
)
LANGUAGE_MENU_FILES = ("tourney/gui/language_menu.py",)

# Everything else that says something in a language translates it.
GENERAL = _rules(
    (r"\bSayable\b", "Translatable"),
    (r"\bsay_plural\b", "translate_plural"),
    (r"\bsay_in\b", "translate_in"),
    (r"\b_said\(", "_translated("),
    (r"\bdef _said\b", "def _translated"),
    (r"\bmessages\.say\b", "messages.translate"),  # the function, before the methods
    (r"(?<=\.)say\(", "translated("),
    (r"\bdef say\(self", "def translated(self"),
    (r"(?<![\w.])say\(", "translate("),
    (r'"say"', '"translate"'),
    (r":func:`say`", ":func:`translate`"),
    (r":meth:`say`", ":meth:`translated`"),
    (r"\bMessage\.say\b", "Message.translated"),
    (r"\bRefusal\.say\b", "Refusal.translated"),
    (r"``say``", "``translate``"),
)

_IMPORT = re.compile(
    r"(from tourney\.base\.messages import )(\([^)]*\)|[^\n]*)", re.MULTILINE | re.DOTALL
)


def _imports(text: str) -> str:
    """``say`` in an import from :mod:`tourney.base.messages` is ``translate``."""

    def rename(found: re.Match[str]) -> str:
        return found.group(1) + re.sub(r"\bsay\b", "translate", found.group(2))

    return _IMPORT.sub(rename, text)


def _applies(relative: str, prefixes: tuple[str, ...]) -> bool:
    return any(relative == p or (p.endswith("/") and relative.startswith(p)) for p in prefixes)


def renamed(relative: str, text: str) -> str:
    """``text`` of the file at ``relative`` (from the root) with the rules applied."""
    if relative == "tools/rename_say.py":
        return text  # this file names the old words on purpose
    for rules, files in (
        (VOICE, VOICE_FILES),
        (BETTING_PUSH, BETTING_PUSH_FILES),
        (LANGUAGE_MENU, LANGUAGE_MENU_FILES),
    ):
        if _applies(relative, files):
            for pattern, replacement in rules:
                text = pattern.sub(replacement, text)
    text = _imports(text)
    for pattern, replacement in [*SPEAKERS, *GENERAL]:
        text = pattern.sub(replacement, text)
    return text


def files() -> list[Path]:
    """Every Python and Markdown file of the trees the rename covers, and the README."""
    found = [ROOT / "README.md"]
    for tree in TREES:
        found += [
            path
            for path in sorted((ROOT / tree).rglob("*"))
            if path.suffix in SUFFIXES and "__pycache__" not in path.parts
        ]
    return [path for path in found if path.is_file()]


def main(argv: list[str] | None = None) -> int:
    """Rename (or, with ``--check``, list what would be renamed)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if due")
    args = parser.parse_args(argv)
    changed = []
    for path in files():
        relative = path.relative_to(ROOT).as_posix()
        before = path.read_text(encoding="utf-8")
        after = renamed(relative, before)
        if after != before:
            changed.append(relative)
            if not args.check:
                path.write_text(after, encoding="utf-8")
    print("\n".join(changed) or "nothing to rename")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
