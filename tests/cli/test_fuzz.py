"""Fuzzing every JSON command and ``import``: never a traceback, only exit 0 or 2 with one line.

Hypothesis mutates a valid document of each command (a field replaced by any JSON value,
removed, or an unknown one added; several times over), or writes any JSON at all, or text
that is not JSON; the command runs in this process. Whatever the input, it must end with
exit status 0 and its answer on stdout, or exit status 2 with exactly one line on stderr and
nothing on stdout — any other exception is a crash the user would see as a traceback.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tourney.cli.main import main
from tourney.persistence.exchange_export import export_tournament
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

SEEDS: dict[str, dict[str, Any]] = {
    "rank": {
        "variant": "holdem",
        "board": ["Kc", "Qd", "3h", "9s", "4c"],
        "hands": {"Ann": ["Ah", "7c"], "Bob": ["Ad", "2s"]},
    },
    "settle": {
        "variant": "holdem",
        "button": 5,
        "chip_unit": 25,
        "table_size": 10,
        "board": ["5s", "6h", "7c", "8d", "Ks"],
        "players": [
            {"seat": 1, "contribution": 250, "cards": ["3c", "4d"]},
            {"seat": 3, "contribution": 125, "cards": ["Ah", "Ad"]},
            {"seat": 5, "contribution": 150, "folded": True},
        ],
    },
    "raise": {
        "limit": "no-limit",
        "big_blind": 200,
        "small_blind": 100,
        "players": ["Ann", "Bob", "Cid"],
        "stacks": {"Ann": 5000, "Bob": 900},
        "actions": [{"player": "Ann", "action": "raise", "to": 600}],
        "pushed": 1000,
        "declared": "raise",
        "single_chip": False,
    },
    "blinds": {
        "seats": [1, 2, 4, 5, 6],
        "previous": {"button": 1, "sb": 2, "bb": 3},
        "table_size": 10,
        "ante": "big_blind",
    },
}
SEEDS["report ruling"] = {"input": SEEDS["settle"], "names": {"1": "Ann"}, "table": 2, "hand": "7"}

_any_text = st.text(alphabet=st.characters(blacklist_categories=()), max_size=10)  # surrogates too
_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | _any_text
    | st.sampled_from(["Ah", "Kc", "10d", "holdem", "omaha", "raise", "call", "Ann", "", "-1"])
)
_json = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(_any_text, inner, max_size=5),
    max_leaves=12,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*path, index))


@st.composite
def mutated(draw: st.DrawFn, seed: dict[str, Any]) -> str:
    """A JSON text: the seed changed a few times, or any JSON, or not JSON at all."""
    choice = draw(st.integers(min_value=0, max_value=11))
    if choice == 0:
        return json.dumps(draw(_json))
    if choice == 1:
        return draw(st.text(max_size=40))
    if choice == 2:  # nested far too deep, somewhere
        depth = draw(st.integers(min_value=90, max_value=3000))
        text = json.dumps(seed)
        cut = draw(st.sampled_from([i for i, char in enumerate(text) if char in ",:["] or [1]))
        return text[: cut + 1] + "[" * depth + "]" * depth + text[cut + 1 :]
    document = copy.deepcopy(seed)
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        paths = list(_paths(document))[1:]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "remove", "add"]))
        if action == "replace":
            parent[path[-1]] = draw(_json)
        elif action == "remove":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(_json)
        else:
            parent.append(draw(_json))
    return json.dumps(document)


def _run(argv: list[str], stdin: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), out, err
    try:
        try:
            status = main(argv)
        except SystemExit as stop:
            status = int(stop.code or 0)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return status, out.getvalue(), err.getvalue()


def _one_outcome(status: int, out: str, err: str) -> None:
    if status == 0:
        assert out and not err, err
    else:
        assert status == 2, (status, err)
        assert not out, out
        assert err.count("\n") == 1, err
        if err.startswith("{"):  # --json: the refusal as one object
            refusal = json.loads(err)
            assert set(refusal) == {"code", "message"} and refusal["message"], err
        else:
            assert err.startswith("tourney ") and err.rstrip().endswith("]"), err


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.data())
def test_rank(data: st.DataObject) -> None:
    for flags in ([], ["--json"]):
        _one_outcome(*_run(["rank", *flags, "-"], data.draw(mutated(SEEDS["rank"]))))


@FUZZ
@given(st.data())
def test_settle(data: st.DataObject) -> None:
    for flags in ([], ["--json"]):
        _one_outcome(*_run(["settle", *flags, "-"], data.draw(mutated(SEEDS["settle"]))))


@FUZZ
@given(st.data())
def test_raise(data: st.DataObject) -> None:
    for flags in ([], ["--json"]):
        _one_outcome(*_run(["raise", *flags, "-"], data.draw(mutated(SEEDS["raise"]))))


@FUZZ
@given(st.data())
def test_blinds(data: st.DataObject) -> None:
    for flags in ([], ["--json"]):
        _one_outcome(*_run(["blinds", *flags, "-"], data.draw(mutated(SEEDS["blinds"]))))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_report_ruling(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "ruling.pdf"
        status, stdout, err = _run(
            ["report", "ruling", "-", "-o", str(out)], data.draw(mutated(SEEDS["report ruling"]))
        )
        _one_outcome(status, stdout, err)
        assert out.exists() == (status == 0)
        assert [p.name for p in Path(folder).iterdir() if p.name != "ruling.pdf"] == []


_EXPORT: dict[str, Any] = {}


def _exported() -> dict[str, Any]:
    """A real export (the demo, cut to its first 40 events), made once."""
    if not _EXPORT:
        with (
            tempfile.TemporaryDirectory() as folder,
            Library.open(Path(folder) / "a.sqlite") as lib,
        ):
            demo = create_demo(lib, now=1_700_000_000.0)
            document = export_tournament(lib, demo.tournament_id)
        document["events"] = document["events"][:40]
        _EXPORT.update(document)
    return _EXPORT


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_import(data: st.DataObject) -> None:
    text = data.draw(mutated(_exported()))
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "t.json"
        source.write_text(text, encoding="utf-8", errors="surrogatepass")
        library = Path(folder) / "library.sqlite"
        status, out, err = _run(["import", str(library), str(source)], "")
        _one_outcome(status, out, err)
        if status == 2:
            with contextlib.suppress(Exception), Library.open(library, read_only=True) as lib:
                assert lib.events.tournaments() == []  # nothing written
