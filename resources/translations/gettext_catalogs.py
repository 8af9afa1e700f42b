"""The gettext catalogs of the sentences below the GUI: extract, update, compile, check (Babel).

Used by ``update.py`` beside it (which also updates the window's Qt translations) and by
``tests/base/test_catalogs.py``. The texts are found in ``tourney/**/*.py`` by Babel's Python
extractor, with the project's own keywords (:func:`keywords`):

- ``message(text, …)``, ``translate(language, text, …)``,
  ``translate_in(language, context, text, …)``, ``N_(text)``, ``NC_(context, text)`` —
  :mod:`tourney.base.messages`;
- ``plural_message(singular, plural, count, …)``, ``translate_plural(language, singular, plural,
  count, …)`` — sentences with plural forms;
- ``_(text)`` and ``_n(singular, plural, count)`` — the reports' (:mod:`tourney.reports.i18n`);
- every :class:`~tourney.base.refusals.Refusal` subclass's constructor (``raise
  DomainNotAllowedError("Seat {seat} is taken.", seat=4)``).

A comment starting ``Translators:`` just before a text goes into the catalog beside it.

The template is ``tourney.pot``, each language's catalog ``<code>.po`` (both beside this file),
compiled to ``tourney/resources/translations/<code>.mo``. Entries carry the files they come
from but no line numbers, so that moving code does not change the catalogs.
"""

from __future__ import annotations

import ast
import datetime as dt
import io
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PACKAGE = ROOT / "tourney"
OUTPUT = PACKAGE / "resources" / "translations"
TEMPLATE = HERE / "tourney.pot"
DOMAIN = "tourney"
WIDTH = 100

#: The functions that take a text, and where (Babel's keyword specifications: the 1-based
#: argument of the text; two for a singular and a plural; ``(n, "c")`` for a context).
FUNCTIONS: dict[str, Any] = {
    "N_": None,
    "NC_": ((1, "c"), 2),
    "message": None,
    "translate": (2,),
    "translate_in": ((2, "c"), 3),
    "plural_message": (1, 2),
    "translate_plural": (2, 3),
    "_": None,
    "_n": (1, 2),
}


def refusal_classes() -> set[str]:
    """The names of :class:`~tourney.base.refusals.Refusal` and every subclass the code defines.

    Read from the source (a class whose base is one of them is one), so that extracting needs
    no module to import.
    """
    bases: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = {_name(base) for base in node.bases}
                bases.setdefault(node.name, set()).update(names)
    found = {"Refusal"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found
        found |= more


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def keywords() -> dict[str, Any]:
    """Babel's keywords: :data:`FUNCTIONS` and every refusal class (its first argument)."""
    return {**dict.fromkeys(sorted(refusal_classes())), **FUNCTIONS}


#: Keywords left out in the window's code: Qt's ``QCoreApplication.translate`` is the window's
#: own (its texts are in the ``.ts`` files), and Babel's extractor matches a call by its last
#: name only. The window never says a catalog text with these.
QT_NAMES = frozenset({"translate", "translate_in", "translate_plural"})


def extract() -> Catalog:
    """Every text in the code, as a template catalog (no translations)."""
    template = _new_catalog(None)
    every = keywords()
    window = {name: spec for name, spec in every.items() if name not in QT_NAMES}
    for folder, chosen, outside_gui in ((PACKAGE, every, True), (PACKAGE / "gui", window, False)):
        found = extract_from_dir(
            folder,
            method_map=[("**.py", "python")],
            options_map={"**.py": {"encoding": "utf-8"}},
            keywords=chosen,
            comment_tags=("Translators:",),
            strip_comment_tags=True,
            directory_filter=lambda path, below=outside_gui: _wanted(path, outside_gui=below),
        )
        for filename, _lineno, text, comments, context in found:
            where = (folder / filename).relative_to(ROOT).as_posix()
            template.add(text, locations=[(where, None)], auto_comments=comments, context=context)
    return template


def _wanted(folder: str, *, outside_gui: bool) -> bool:
    """Whether to read ``folder``: no caches; the window's code in its own pass."""
    path = Path(folder)
    parts = (path.relative_to(PACKAGE) if path.is_absolute() else path).parts
    if "__pycache__" in parts:
        return False
    return not (outside_gui and parts[:1] == ("gui",))


def _new_catalog(code: str | None) -> Catalog:
    return Catalog(
        locale=code,
        domain=DOMAIN,
        project="Tourney",
        version="1",
        copyright_holder="The Tourney developers",
        msgid_bugs_address="",
        last_translator="The Tourney developers",
        language_team="The Tourney developers",
        revision_date=dt.datetime(2025, 1, 1, tzinfo=dt.UTC),
        header_comment=(
            "# The sentences Tourney says below its window"
            + (f", in {code}" if code else " (template)")
            + ".\n# Made by resources/translations/update.py; this file is distributed under\n"
            "# the same licence as Tourney (GPL-3.0-or-later).\n#"
        ),
        fuzzy=False,
    )


def po_path(code: str) -> Path:
    """The source catalog of language ``code``."""
    return HERE / f"{code}.po"


def mo_path(code: str) -> Path:
    """The compiled catalog of language ``code``, shipped in the package."""
    return OUTPUT / f"{code}.mo"


def read(path: Path, code: str | None = None) -> Catalog:
    """A catalog read from a ``.po`` or ``.pot`` file."""
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=code, domain=DOMAIN)
    catalog.fuzzy = False
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    """A catalog as the ``.po``/``.pot`` text it is kept as."""
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=WIDTH,
        sort_output=True,
        ignore_obsolete=True,
        include_lineno=False,
    )
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """A catalog compiled (fuzzy entries left out, as gettext does)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def updated(code: str, template: Catalog) -> Catalog:
    """Language ``code``'s catalog brought up to ``template``.

    New texts come in untranslated (or fuzzy, with the translation of a similar old text to
    start from); texts gone from the code are dropped.
    """
    path = po_path(code)
    catalog = read(path, code) if path.exists() else _new_catalog(code)
    catalog.update(template, update_creation_date=False)
    catalog.fuzzy = False
    return catalog


def write_if_changed(path: Path, content: bytes) -> bool:
    """Write ``content`` to ``path`` unless it holds it already (so dates do not churn)."""
    if path.exists() and _without_dates(path.read_bytes()) == _without_dates(content):
        return False
    path.write_bytes(content)
    return True


_DATES = re.compile(rb'^"(POT-Creation-Date|PO-Revision-Date|Generated-By): [^"]*"\n', re.MULTILINE)


def _without_dates(content: bytes) -> bytes:
    return _DATES.sub(b"", content)


# ----------------------------------------------------------------------------- checks


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a catalog, said for the developer."""

    code: str
    text: str

    def __str__(self) -> str:
        return f"{self.code}.po: {self.text}"


def _ids(catalog: Catalog) -> set[tuple[Any, str | None]]:
    return {(message.id, message.context) for message in catalog if message.id}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(code: str, template: Catalog) -> Iterator[Problem]:
    """What is wrong with language ``code``'s catalog, given the texts in the code.

    A text of the code missing from the catalog or one the code no longer has (out of
    date), an entry untranslated or fuzzy, a translation whose ``{fields}`` differ from its
    English, and a compiled catalog that is not the source compiled.
    """
    catalog = read(po_path(code), code)
    wanted, have = _ids(template), _ids(catalog)
    for item in sorted(wanted - have, key=str):
        yield Problem(code, f"not in the catalog (run update.py): {item[0]!r}")
    for item in sorted(have - wanted, key=str):
        yield Problem(code, f"no longer in the code (run update.py): {item[0]!r}")
    for message in catalog:
        if message.id:
            yield from _entry_problems(code, message)
    if not mo_path(code).exists() or mo_path(code).read_bytes() != mo_bytes(catalog):
        yield Problem(code, "the compiled catalog is not the .po compiled (run update.py)")


def _entry_problems(code: str, message: Message) -> Iterator[Problem]:
    sources = [message.id] if isinstance(message.id, str) else list(message.id)
    forms = [message.string] if isinstance(message.string, str) else list(message.string)
    english = sources[0]
    if message.fuzzy:
        yield Problem(code, f"fuzzy (check the translation, then drop the flag): {english!r}")
    if not all(form and form.strip() for form in forms):
        yield Problem(code, f"untranslated: {english!r}")
        return
    offered = _fields(" ".join(message.auto_comments))
    for index, form in enumerate(forms):
        if not _same_fields(sources, index, form, offered) or not _same_spaces(english, form):
            yield Problem(code, f"not like the English: {english!r} → {form!r}")


def _same_fields(sources: list[str], index: int, form: str, offered: set[str]) -> bool:
    """Whether ``form`` fills the fields its English has (a singular may leave out the count).

    A translator's comment may offer other fields (``{number}`` beside ``{ordinal}``): a
    translation then uses any of them.
    """
    fields = _fields(form)
    if len(sources) == 1:
        if offered:
            return bool(fields) and fields <= _fields(sources[0]) | offered
        return fields == _fields(sources[0])
    allowed = _fields(sources[0]) | _fields(sources[1])
    required = _fields(sources[1]) if index else _fields(sources[0]) - {"count"}
    return required <= fields <= allowed


def _same_spaces(english: str, form: str) -> bool:
    """Whether ``form`` starts and ends with a space where the English does (pieces join)."""
    return english[:1].isspace() == form[:1].isspace() and (
        english[-1:].isspace() == form[-1:].isspace()
    )
