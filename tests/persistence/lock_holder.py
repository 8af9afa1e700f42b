"""A helper process for the lock tests: open a library for writing and wait.

    python lock_holder.py DB

Prints ``locked`` once the library is open, then sleeps until killed or until stdin closes.
"""

from __future__ import annotations

import sys

from tourney.persistence.library import Library


def main(argv: list[str]) -> int:
    """Hold the library at ``argv[0]`` open until stdin closes."""
    with Library.open(argv[0]):
        sys.stdout.write("locked\n")
        sys.stdout.flush()
        sys.stdin.read()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
