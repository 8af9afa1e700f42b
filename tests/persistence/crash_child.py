"""The scripted director of the crash-safety test: act, and say so only once it is stored.

    python crash_child.py DB

Opens the library at ``DB`` (creating the tournament "Crash test" if there is none), then acts
forever: each step appends :func:`step_events` for the next position, in one transaction,
and only **after** that append has returned prints ``ack N`` (N = the last stored seq) and
flushes. The parent kills this process with SIGKILL at random moments and checks that the
library holds exactly the acknowledged events, or those plus the one step whose commit had
finished but whose ``ack`` was not printed yet.

To script real tournament actions, change :func:`step_events` (what step N stores) and keep
the protocol: print ``ready`` when open, ``ack N`` after each commit.
"""

from __future__ import annotations

import sys

from tourney.domain.events import Event
from tourney.persistence.library import Library

TOURNAMENT_NAME = "Crash test"
SNAPSHOT_EVERY = 20


def step_events(first_seq: int) -> list[Event]:
    """The events of the step that starts at position ``first_seq`` (1, 2 or 3 of them)."""
    count = 3 if first_seq % 5 == 0 else 1
    return [expected_event(seq) for seq in range(first_seq, first_seq + count)]


def expected_event(seq: int) -> Event:
    """The event stored at position ``seq``."""
    return Event(
        kind="tick",
        data={"n": seq, "player_id": seq % 7 + 1, "note": "żółć" * (seq % 3)},
        at=1_700_000_000.0 + seq / 4,
        label=f"Tick {seq}",
        seq=seq,
    )


def main(argv: list[str]) -> int:
    """Act on the library at ``argv[0]`` until killed."""
    with Library.open(argv[0]) as library:
        existing = [t for t in library.events.tournaments() if t.name == TOURNAMENT_NAME]
        tid = existing[0].id if existing else library.events.create_tournament(TOURNAMENT_NAME)
        print("ready", flush=True)
        while True:
            last = library.events.last_seq(tid)
            stored = library.events.append_many(tid, step_events(last + 1))
            print(f"ack {stored[-1].seq}", flush=True)
            if stored[-1].seq // SNAPSHOT_EVERY > last // SNAPSHOT_EVERY:
                library.events.save_snapshot(
                    tid, seq=stored[-1].seq, state={"ticks": stored[-1].seq}
                )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
