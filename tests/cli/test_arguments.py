"""The argument parser's refusals: one line naming the subcommand, or the option misspelt.

The issue: ``tourney show --bogus DB`` said ``tourney: error: …`` (the error line names the
subcommand, docs/cli/errors.md), and ``tourney --libary PATH`` said that ``PATH`` is not a
subcommand, never naming ``--libary``.
"""

from __future__ import annotations

import pytest

from tests.cli.refusal_line import refusal
from tourney.cli import main as cli_main
from tourney.cli.main import main


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["show", "--bogus", "library.sqlite"], "show"),
        (["show", "library.sqlite", "--library", "x.sqlite"], "show"),
        (["rank", "--bogus", "-"], "rank"),
        (["players", "import", "--bogus", "library.sqlite", "players.csv"], "players import"),
        (["players", "--bogus", "export", "library.sqlite"], "players"),
    ],
)
def test_an_unknown_option_of_a_subcommand_is_its_own_error(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, words = refusal(_refused(argv, capsys), command)
    assert code == "usage.bad-arguments"
    assert words.startswith("unrecognized arguments: ")
    assert words.endswith(f"(see tourney {command} --help)")


@pytest.mark.parametrize(
    ("argv", "unknown"),
    [
        (["--libary", "/tmp/x.sqlite"], "--libary"),
        (["--libary=/tmp/x.sqlite"], "--libary=/tmp/x.sqlite"),
        (["--demo", "--bogus", "--libary", "x.sqlite"], "--bogus --libary"),
        (["--bogus", "show", "library.sqlite"], "--bogus"),
    ],
)
def test_an_unknown_option_before_any_subcommand_is_named(
    argv: list[str], unknown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(argv, capsys)
    assert err == (
        f"tourney: error: unrecognized arguments: {unknown} (see tourney --help) "
        "[usage.bad-arguments]\n"
    )


def test_a_misspelt_subcommand_is_still_an_invalid_choice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = _refused(["shwo", "library.sqlite"], capsys)
    assert err.startswith("tourney: error: argument COMMAND: invalid choice: 'shwo' ")
    assert err.endswith(" [usage.bad-arguments]\n") and err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["--library", "x.sqlite"],
        ["--lib", "x.sqlite", "--lang", "it"],
        ["--demo", "--no-display"],
    ],
)
def test_the_window_options_still_open_the_window(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[list[str]] = []
    monkeypatch.setattr(cli_main, "_window", lambda given: opened.append(given) or 0)
    assert main(argv) == 0
    assert opened == [argv]
