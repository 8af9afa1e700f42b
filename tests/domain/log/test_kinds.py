"""The event kinds: one module each, named after the stored word, loaded when first needed.

Every table that says what a kind does (the builder's handlers, the rules, the undo
bookkeeping) is keyed by the stored word, so that a typo there would silently leave a kind
unhandled: these tests tie each of them to :data:`~tourney.domain.log.payloads.KINDS`.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tourney.domain.log import payloads
from tourney.domain.log.builder import HANDLERS
from tourney.domain.log.history import CLOCK_KINDS, META_KINDS, NOT_UNDOABLE
from tourney.domain.log.payloads import KINDS, Payload, all_payloads, payload_class
from tourney.domain.log.rules import _RULES


def test_each_kind_lives_in_the_module_named_after_its_stored_word() -> None:
    for kind, name in KINDS.items():
        cls = payload_class(kind)
        assert cls.__name__ == name
        assert kind == cls.KIND
        assert cls.__module__ == f"tourney.domain.log.kinds.{kind}"
        assert issubclass(cls, Payload)
        assert getattr(payloads, name) is cls  # the contract's names are the classes


def test_the_parts_of_a_payload_are_found_by_name_too() -> None:
    from tourney.domain.log.kinds.bust_out import Bust, TablePositions
    from tourney.domain.log.kinds.proposal_accepted import Move
    from tourney.domain.log.kinds.seats_drawn import DrawnTable

    assert (payloads.Bust, payloads.TablePositions) == (Bust, TablePositions)
    assert (payloads.Move, payloads.DrawnTable) == (Move, DrawnTable)


def test_an_unknown_name_or_kind_is_an_error_not_a_guess() -> None:
    with pytest.raises(AttributeError, match="NoSuchKind"):
        _ = payloads.NoSuchKind
    with pytest.raises(KeyError):
        payload_class("no_such_kind")


def test_every_kind_but_the_first_is_applied_and_every_key_is_a_kind() -> None:
    assert set(HANDLERS) == set(KINDS) - {"tournament_created", "undo", "redo"}
    assert set(_RULES) <= set(KINDS)
    assert CLOCK_KINDS | META_KINDS <= NOT_UNDOABLE <= set(KINDS)
    assert len(all_payloads()) == len(KINDS)


def test_reading_a_log_loads_only_the_kinds_it_holds() -> None:
    script = (
        "import sys\n"
        "from tourney.domain.log.codec import from_record\n"
        "from tourney.domain.log.payloads import KINDS\n"
        "from_record({'format': 2, 'kind': 'clock_adjusted', 'data': {'seconds': 60}, 'seq': 2})\n"
        "print(sorted(k for k in KINDS if f'tourney.domain.log.kinds.{k}' in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    loaded = done.stdout.strip()
    assert "'clock_adjusted'" in loaded
    assert "'deal_recorded'" not in loaded and "'players_merged'" not in loaded
