"""The frozen app's entry script: the same ``tourney`` command as the installed wheel."""

from tourney.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
