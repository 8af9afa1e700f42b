"""Crash safety: kill a director process at random moments; nothing acknowledged is lost.

The child (``crash_child.py``) plays a scripted tournament through ``OpenTournament.perform``
(registrations, seat draw, clock start, hands, rebuys, bust-outs with their balancing
proposals, undo and redo) and prints ``ack N`` only after action N returned, i.e. after its
COMMIT (with ``synchronous=FULL``) finished. A SIGKILL lands either

* before that COMMIT completed: the action is not in the library, which holds exactly the
  acknowledged events; or
* after the COMMIT but before ``ack`` reached the pipe: the library holds the acknowledged
  events **plus that one action** (never part of it: an action is one transaction).

The next action only starts after ``ack`` is printed, so no other outcome is possible. After
each kill the library opens (the lock file left behind by the dead holder does not block it),
``tourney check``'s full check passes (storage, replay, invariants), and the stored log is
exactly the script's first N events, so its replay is the state the acknowledged actions
(or those plus the one in flight) made.
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

from tourney.cli.check import CHECKS
from tourney.domain.log.codec import to_record
from tourney.domain.log.reducer import replay
from tourney.persistence.integrity import check_database
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
        else:  # while the director acts: once its first action is stored (the first write
            # loads sqlite-utils, a slow moment on a busy machine that is not the point here)
            head = ""
            while "ready" not in head or not head.splitlines()[-1].startswith("ack "):
                line = proc.stdout.readline()
                if not line:
                    break
                head += line
            time.sleep(rng.uniform(0.0, 0.2))
        proc.send_signal(signal.SIGKILL)
        # Read on through the same buffered reader: readline may already hold acks read ahead
        # from the pipe, which communicate() (reading the raw pipe) would never see.
        rest = proc.stdout.read()
        err = proc.stderr.read() if proc.stderr is not None else ""
        proc.wait()
        out = head + rest
        assert proc.returncode == -signal.SIGKILL, err
        acks = [int(line.split()[1]) for line in out.splitlines() if line.startswith("ack ")]
        acknowledged = acks[-1] if acks else stored_count
        kills_while_acting += bool(acks)

        with Library.open(db) as library:  # opens (and migrates a new file) for writing
            tournaments = library.events.tournaments()
            events = library.events.events(tournaments[0].id) if tournaments else []
        report = check_database(db, extra_checks=CHECKS)
        assert report.problems == ()
        assert len(events) in {acknowledged, acknowledged + 1}
        expected = child.expected_events(len(events))
        assert [to_record(e) for e in events] == [to_record(e) for e in expected]
        if events:
            assert replay(events) == replay(expected)
        assert len(events) >= stored_count
        stored_count = len(events)
    assert kills_while_acting >= KILLS // 2  # most kills hit a director in action
    assert stored_count > 10 * KILLS
    kinds = {e.kind for e in child.expected_events(stored_count)}
    assert {"bust_out", "proposal_accepted", "rebuy", "undo", "redo"} <= kinds
