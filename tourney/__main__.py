"""Entry point of the ``tourney`` command: the GUI, or a subcommand (see ``tourney --help``)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run ``tourney`` with ``argv`` (default: the process arguments) and return the exit status."""
    from tourney.cli.main import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
