"""Crash safety: kill a director process at random moments; nothing acknowledged is lost.

The child (``crash_child.py``) prints ``ack N`` only after the append of step N returned,
i.e. after its COMMIT (with ``synchronous=FULL``) finished. A SIGKILL lands either

* before that COMMIT completed: the step is not in the library, which holds exactly the
  acknowledged events; or
* after the COMMIT but before ``ack`` reached the pipe: the library holds the acknowledged
  events **plus that one whole step** (never part of it: a step is one transaction).

The next step only starts after ``ack`` is printed, so no other outcome is possible. Each kill
also leaves the lock file behind with a dead holder: the next open must not be blocked.
"""

from __future__ import annotations

import importlib.util
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from tourney.persistence.integrity import storage_problems
from tourney.persistence.library import Library

CHILD = Path(__file__).parent / "crash_child.py"
KILLS = 50
SEED = 20240611


def _child_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("crash_child", CHILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_killed_at_random_moments_the_library_holds_exactly_the_committed_actions(
    tmp_path: Path,
) -> None:
    child = _child_module()
    rng = random.Random(SEED)
    db = tmp_path / "library.sqlite"
    stored_count = 0
    kills_while_acting = 0
    for _ in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, str(CHILD), str(db)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        if rng.random() < 0.2:  # while Python starts or the library opens (and migrates)
            time.sleep(rng.uniform(0.0, 0.4))
            head = ""
        else:  # while the director acts
            head = proc.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.2))
        proc.send_signal(signal.SIGKILL)
        rest, err = proc.communicate()
        out = head + rest
        assert proc.returncode == -signal.SIGKILL, err
        acks = [int(line.split()[1]) for line in out.splitlines() if line.startswith("ack ")]
        acknowledged = acks[-1] if acks else stored_count
        kills_while_acting += bool(acks)

        with Library.open(db) as library:
            assert storage_problems(library.db) == []
            tournaments = library.events.tournaments()
            events = library.events.events(tournaments[0].id) if tournaments else []
        in_flight = len(child.step_events(acknowledged + 1))
        assert len(events) in {acknowledged, acknowledged + in_flight}
        assert events == [child.expected_event(seq) for seq in range(1, len(events) + 1)]
        assert len(events) >= stored_count
        stored_count = len(events)
    assert kills_while_acting >= KILLS // 2  # most kills hit a director in action
    assert stored_count > 10 * KILLS
