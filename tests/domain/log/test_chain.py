"""The log and the undo stacks grow in constant time and never change once made."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.domain.test_tournament_story import T0, opened
from tourney.domain.levels.actions import adjust_clock
from tourney.domain.log.chain import Log, Stack
from tourney.domain.log.reducer import apply


@given(st.lists(st.tuples(st.integers(0, 30), st.integers())))
def test_a_log_behaves_as_an_immutable_list(steps: list[tuple[int, int]]) -> None:
    views: list[tuple[Log[int], list[int]]] = [(Log(), [])]
    for back, item in steps:  # append to the newest view or to an older one
        log, model = views[max(0, len(views) - 1 - back)]
        views.append((log.appended(item), [*model, item]))
    for log, model in views:
        assert list(log) == model and len(log) == len(model)
        assert log == model and log[-1:] == tuple(model[-1:])
        if model:
            assert log[0] == model[0] and log[-1] == model[-1]
        assert list(log.prefix(len(model) // 2)) == model[: len(model) // 2]


@given(st.lists(st.integers(), max_size=20), st.lists(st.tuples(st.integers(0, 30), st.integers())))
def test_a_stored_log_behaves_as_the_log_of_its_items(
    stored: list[int], steps: list[tuple[int, int]]
) -> None:
    made: list[str] = []

    def make(text: str) -> int:
        made.append(text)
        return int(text)

    views: list[tuple[Log[int], list[int]]] = [(Log.stored([str(n) for n in stored], make), stored)]
    assert made == []  # nothing is made before it is read
    for back, item in steps:
        log, model = views[max(0, len(views) - 1 - back)]
        views.append((log.appended(item), [*model, item]))
    for log, model in views:
        assert list(log) == model and len(log) == len(model)
        assert log == model and log[-1:] == tuple(model[-1:]) and log[1:3] == tuple(model[1:3])
        if model:
            assert log[0] == model[0] and log[-1] == model[-1]
        assert list(log.prefix(len(model) // 2)) == model[: len(model) // 2]
    assert len(made) <= len(stored)  # each stored item is made once, then kept


def test_a_stored_log_makes_only_the_items_read() -> None:
    made: list[str] = []
    log = Log.stored(["1", "2", "3", "4"], lambda text: made.append(text) or int(text))
    assert log[2] == 3 and log[-1] == 4 and log[2] == 3
    assert made == ["3", "4"]


@given(st.lists(st.one_of(st.integers(), st.none())))
def test_a_stack_behaves_as_a_list_used_as_a_stack(steps: list[int | None]) -> None:
    stack: Stack[int] = Stack()
    model: list[int] = []
    for step in steps:
        if step is None and model:
            assert stack.top == model[-1]
            stack, model = stack.popped(), model[:-1]
        elif step is not None:
            stack, model = stack.pushed(step), [*model, step]
        assert tuple(stack) == tuple(model) and len(stack) == len(model)
        assert stack == Stack(model) and hash(stack) == hash(Stack(model))


def test_an_action_shares_the_log_instead_of_copying_it() -> None:
    d = opened()
    before = d.state
    after = apply(before, adjust_clock(before, 60, T0 + 5))
    assert after.log._items is before.log._items
    assert after.history.done is before.history.done  # a clock action leaves the stacks
    assert len(after.log) == len(before.log) + 1 and list(after.log)[:-1] == list(before.log)
