"""Settings for the whole suite: tests see an English system whatever the machine's locale.

``tourney report`` and the GUI follow the system language (LANG and friends); the tests that
check English output set nothing, so the environment must not decide for them. Tests of the
language choice set these variables themselves (``monkeypatch.setenv``).
"""

from __future__ import annotations

import pytest

_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_system(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in _LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
