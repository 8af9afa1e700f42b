"""Every benchmark still runs: each ``benchmarks/bench_*.py`` once, at a tiny size.

``make bench`` is not part of the suite (it takes about a minute and its figures are for
people); this smoke run catches a benchmark that no longer works after a change elsewhere
(a renamed function, a new data format) without timing anything.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"

#: The sizes a smoke run uses, for each module constant that sets one.
TINY = {
    "HANDS": 300,
    "TREYS_HANDS": 100,
    "POKERKIT_HANDS": 20,
    "DEALS": 5,
    "ENTRIES": 40,
    "EVENTS": 600,
    "ACTIONS": 3,
    "COMMITS": 3,
    "RUNS": 1,
    "SECONDS": 1,
    "ROWS": 200,
    "NAME": 300,
    "SMALL": 120,
    "LARGE": 240,
    "REPEAT": 3,
    "VIEWERS": 3,
    "PAGES": 1,
}


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"smoke_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# the display bench's own QApplication; the web bench's window on the offscreen platform
@pytest.mark.qt_log_ignore("Detected locale", "This plugin does not support propagateSizeHints")
@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(BENCHMARKS.glob("bench_*.py")), ids=lambda p: p.stem)
def test_the_benchmark_runs_and_prints_its_figures(path: Path, monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # as run.py has it: their helpers beside them
    module = _load(path)
    for name, value in TINY.items():
        if hasattr(module, name):
            monkeypatch.setattr(module, name, value)
    lines = list(module.run())
    assert lines, f"{path.name} printed nothing"
    for line in lines:
        name, _, figures = line.partition(": ")
        assert name and figures and any(ch.isdigit() for ch in figures), line
