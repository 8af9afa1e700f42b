"""Re-extract the GUI's texts into the translation sources and compile them for the wheel.

Run from anywhere with the project's virtualenv::

    .venv/bin/python resources/translations/update.py            # extract, then compile
    .venv/bin/python resources/translations/update.py --compile  # only compile

``pyside6-lupdate`` reads every ``tourney/gui/**/*.py`` and updates ``tourney_<lang>.ts``
beside this script (new texts come in unfinished, texts gone from the code are dropped);
translate the unfinished ones (Qt Linguist: ``pyside6-linguist``, or any text editor), then
``pyside6-lrelease`` compiles them to ``tourney/resources/translations/tourney_<lang>.qm``,
which ship in the wheel. ``tests/gui/test_translations.py`` fails while any text is
unfinished or the sources are out of date.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LANGUAGES = ("it", "ro")
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


def sources() -> list[str]:
    """Every GUI module, relative to the project, in a stable order."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tourney" / "gui").rglob("*.py"))


def extract(ts_files: list[Path]) -> None:
    """Update ``ts_files`` with the texts of the GUI's sources."""
    command = [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none"]
    subprocess.run([*command, "-ts", *map(str, ts_files)], cwd=ROOT, check=True)


def compile_all() -> None:
    """Compile every ``.ts`` to its ``.qm`` in the package."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts = HERE / f"tourney_{language}.ts"
        qm = OUTPUT / f"tourney_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    """Extract (unless ``--compile``) and compile."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compile", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    if not args.compile:
        extract([HERE / f"tourney_{language}.ts" for language in LANGUAGES])
    compile_all()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
