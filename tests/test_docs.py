"""The documentation stays true: its links and pictures exist, its commands and keys are real.

Checks every Markdown file under ``docs/`` and the root ``README.md``: each relative link
points to a file of the repository (and, for a ``#section`` of a Markdown file, to one of its
headings), each picture exists and is a PNG. In the user guide, every ``tourney <command>``
written in a ``sh`` block or in inline code is a subcommand of ``tourney``, the shortcut table
is :data:`tourney.gui.shortcuts.SHORTCUTS` and every report of the Reports menu is described.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from tourney.cli.main import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
USER_GUIDE = DOCS / "user-guide.md"
MARKDOWN = sorted([ROOT / "README.md", *DOCS.rglob("*.md")])

_FENCE = re.compile(r"^(```|~~~)")
_LINK = re.compile(r"(!?)\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
_INLINE_CODE = re.compile(r"`([^`]+)`")
_COMMAND = re.compile(r"(?:^|[\s/;&|(])tourney\s+([a-z][\w-]*)")


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _prose_lines(text: str) -> Iterator[str]:
    """The lines outside fenced code blocks."""
    fenced = False
    for line in text.splitlines():
        if _FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            yield line


def _sh_blocks(text: str) -> Iterator[str]:
    """The lines inside fenced code blocks marked ``sh``."""
    language: str | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if _FENCE.match(stripped):
            language = stripped[3:].strip() if language is None else None
            continue
        if language == "sh":
            yield line


def _links(path: Path) -> list[tuple[bool, str]]:
    """``(is_image, target)`` of every Markdown link outside code."""
    found = []
    for line in _prose_lines(path.read_text(encoding="utf-8")):
        prose = _INLINE_CODE.sub("", line)
        found += [(bang == "!", target) for bang, target in _LINK.findall(prose)]
    return found


def _is_relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, no punctuation, spaces as hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading).strip().lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown file (repeated headings get ``-1``, ``-2``…)."""
    seen: dict[str, int] = {}
    result = set()
    for line in _prose_lines(path.read_text(encoding="utf-8")):
        match = _HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def test_the_slug_is_githubs() -> None:
    assert slug("Backups, checks and where your data lives") == (
        "backups-checks-and-where-your-data-lives"
    )
    assert slug("`tourney rank` — order hands") == "tourney-rank--order-hands"
    assert slug("Betting: the minimum raise and short all-ins") == (
        "betting-the-minimum-raise-and-short-all-ins"
    )


def test_the_docs_exist() -> None:
    for name in ("README.md", "user-guide.md", "rules.md", "architecture.md"):
        assert (DOCS / name).is_file(), name


@pytest.mark.parametrize("path", MARKDOWN, ids=_rel)
def test_every_relative_link_points_to_a_file(path: Path) -> None:
    broken = []
    for _image, target in _links(path):
        if not _is_relative(target):
            continue
        where, _, anchor = target.partition("#")
        file = (path.parent / unquote(where)).resolve() if where else path
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {_rel(file)}")
    assert not broken, f"{_rel(path)}: " + "; ".join(broken)


@pytest.mark.parametrize("path", MARKDOWN, ids=_rel)
def test_every_image_exists(path: Path) -> None:
    for image, target in _links(path):
        if not image:
            continue
        assert _is_relative(target), f"{_rel(path)}: {target} is not a file of the repository"
        file = (path.parent / unquote(target)).resolve()
        assert file.is_file(), f"{_rel(path)}: the image {target} does not exist"
        assert file.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{target} is not a PNG"


def test_the_user_guide_shows_pictures() -> None:
    images = [target for image, target in _links(USER_GUIDE) if image]
    assert len(images) >= 4


def _subcommands() -> set[str]:
    return {importlib.import_module(f"tourney.cli.{module}").NAME for module in COMMANDS}


def test_every_command_in_the_user_guide_exists() -> None:
    text = USER_GUIDE.read_text(encoding="utf-8")
    written = [m.group(1) for line in _sh_blocks(text) for m in _COMMAND.finditer(line)]
    for line in _prose_lines(text):
        for code in _INLINE_CODE.findall(line):
            written += [m.group(1) for m in _COMMAND.finditer(code)]
    assert written, "the user guide names no tourney command"
    unknown = sorted(set(written) - _subcommands())
    assert not unknown, f"not tourney subcommands: {unknown}"


def test_the_command_pattern_finds_subcommands_only() -> None:
    found = [m.group(1) for m in _COMMAND.finditer(".venv/bin/tourney report x; tourney --demo")]
    assert found == ["report"]


def test_the_shortcut_table_is_the_programs() -> None:
    shortcuts = pytest.importorskip("tourney.gui.shortcuts")
    text = USER_GUIDE.read_text(encoding="utf-8")
    missing = [
        item.description
        for item in shortcuts.SHORTCUTS
        if f"| {', '.join(item.keys)} | {item.description} |" not in text
    ]
    assert not missing, f"shortcuts missing from the user guide's table: {missing}"


def test_every_report_of_the_menu_is_described() -> None:
    reports_menu = pytest.importorskip("tourney.gui.reports_menu")
    text = USER_GUIDE.read_text(encoding="utf-8")
    missing = [r.title for r in reports_menu.REPORTS if f"| **{r.title}** |" not in text]
    assert not missing, f"reports missing from the user guide: {missing}"
