"""Bring every translation up to date with the code, and compile them for the package.

Run from anywhere with the project's virtualenv::

    .venv/bin/python resources/translations/update.py            # extract, update, compile
    .venv/bin/python resources/translations/update.py --compile  # only compile
    .venv/bin/python resources/translations/update.py --check    # only say what is missing
    .venv/bin/python resources/translations/update.py --import-json PATH...

Two kinds of translation, each with its own tools:

- **The window's words** (Qt's ``tr``): ``pyside6-lupdate`` reads every ``tourney/gui/**/*.py``
  and updates ``tourney_<code>.ts`` beside this script (new texts come in unfinished, texts
  gone from the code are dropped); translate them with Qt Linguist (``pyside6-linguist``) or a
  text editor; ``pyside6-lrelease`` compiles them to ``tourney/resources/translations/
  tourney_<code>.qm``. ``tests/gui/test_translations.py`` checks them.
- **Every sentence below the window** (the engine, the domain, the storage layer, the reports
  and the command line): Babel extracts them into ``tourney.pot``, updates ``<code>.po`` (new
  texts untranslated, or fuzzy when an old text was close; texts gone from the code dropped)
  and compiles ``tourney/resources/translations/<code>.mo``. Translate with any PO editor
  (Poedit, Lokalize, a text editor) and run this again. ``tests/base/test_catalogs.py`` fails
  while an entry is missing, untranslated or fuzzy (see :mod:`gettext_catalogs`).

``--import-json`` adds the entries of catalogs in the JSON form Tourney used before gettext
(``{"English": "translation"}``, named ``*_<code>.json`` or ``*.<code>.json``) to the ``.po``
files: for a branch written before the change.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

import gettext_catalogs as po  # noqa: E402  (beside this script, not a package)

from tourney.base.languages import TRANSLATED  # noqa: E402

OUTPUT = ROOT / "tourney" / "resources" / "translations"


def tool(name: str) -> str:
    """The path of a PySide6 tool: beside the running Python first, then on ``PATH``."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} was not found: install PySide6 in this environment.")
    return found


def gui_sources() -> list[str]:
    """Every GUI module, relative to the project, in a stable order."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tourney" / "gui").rglob("*.py"))


def extract_qt(ts_files: list[Path]) -> None:
    """Update ``ts_files`` with the texts of the GUI's sources."""
    command = [tool("pyside6-lupdate"), *gui_sources(), "-no-obsolete", "-locations", "none"]
    subprocess.run([*command, "-ts", *map(str, ts_files)], cwd=ROOT, check=True)


def compile_qt() -> None:
    """Compile every ``.ts`` to its ``.qm`` in the package."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for code in TRANSLATED:
        ts = HERE / f"tourney_{code}.ts"
        qm = OUTPUT / f"tourney_{code}.qm"
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True)


def update_gettext() -> None:
    """Extract the texts, write the template and bring every ``.po`` up to date."""
    template = po.extract()
    po.write_if_changed(po.TEMPLATE, po.po_bytes(template))
    for code in TRANSLATED:
        po.write_if_changed(po.po_path(code), po.po_bytes(po.updated(code, template)))


def compile_gettext() -> None:
    """Compile every ``.po`` to its ``.mo`` in the package."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for code in TRANSLATED:
        po.write_if_changed(po.mo_path(code), po.mo_bytes(po.read(po.po_path(code), code)))


def check_gettext() -> int:
    """Print what is missing from the ``.po`` files; 1 when anything is."""
    template = po.extract()
    found = [str(problem) for code in TRANSLATED for problem in po.problems(code, template)]
    print("\n".join(found) or "every catalog is complete and up to date")
    return 1 if found else 0


def import_json(paths: list[Path]) -> None:
    """Fill untranslated entries of the ``.po`` files from JSON catalogs of the old form."""
    for code in TRANSLATED:
        entries: dict[str, str] = {}
        for path in paths:
            if path.stem.endswith((f"_{code}", f".{code}")):
                entries.update(json.loads(path.read_text(encoding="utf-8")))
        if not entries:
            continue
        catalog = po.read(po.po_path(code), code)
        filled = 0
        for message in catalog:
            if isinstance(message.id, str) and message.id in entries and not message.string:
                message.string = entries[message.id]
                filled += 1
        po.write_if_changed(po.po_path(code), po.po_bytes(catalog))
        print(f"{code}: {filled} entries filled from JSON")


def main(argv: list[str] | None = None) -> int:
    """Update and compile the translations (see the module's docstring for the options)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--compile", action="store_true", help="only compile")
    group.add_argument("--check", action="store_true", help="only check the gettext catalogs")
    group.add_argument(
        "--import-json", nargs="+", type=Path, metavar="PATH", help="fill from JSON catalogs"
    )
    args = parser.parse_args(argv)
    if args.check:
        return check_gettext()
    if args.import_json:
        update_gettext()
        import_json(args.import_json)
    elif not args.compile:
        extract_qt([HERE / f"tourney_{code}.ts" for code in TRANSLATED])
        update_gettext()
    compile_qt()
    compile_gettext()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
