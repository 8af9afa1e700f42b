"""The examples in the storage modules' docstrings run (pytest collects only engine/domain)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from tourney.persistence import players_csv, search_text


@pytest.mark.parametrize("module", [search_text, players_csv], ids=lambda m: m.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0
