"""Run every benchmark module (``benchmarks/bench_*.py``) and print its figures.

Each module defines ``run() -> Iterable[str]`` yielding one line per figure, e.g.
``eval7: tourney 1,234,567/s, treys 122,000/s, pokerkit 5,500/s``. Run with ``make bench``.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path


def main() -> int:
    """Import and run each benchmark module in name order; returns 0."""
    here = Path(__file__).resolve().parent
    only = set(sys.argv[1:])
    started = time.perf_counter()
    for path in sorted(here.glob("bench_*.py")):
        if only and path.stem.removeprefix("bench_") not in only:
            continue
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for line in module.run():
            print(line, flush=True)
    print(f"(all benchmarks: {time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
