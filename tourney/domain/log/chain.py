"""Immutable sequences that grow at one end in constant time: the log and the undo stacks.

A tournament's state keeps its whole log and its undo stacks, and every action makes a new
state. Copying a tuple of 100,000 events at each action would make an action's cost grow with
the log; these share their storage instead.

* :class:`Log` is an append-only sequence: a view of the first ``n`` items of a list that only
  ever grows. Appending to the newest view appends to the list; appending to an older one
  (a state kept from before) copies its part first. Either way no view ever changes.
* :class:`Stack` is a persistent stack (a linked list): push and pop make a new stack that
  shares the rest.

A log may also be made of items kept in their stored form (:meth:`Log.stored`), each made
when first read: a tournament opened from a snapshot reads its events only as they are
needed (the History, a report), not all of them at once.

>>> log = Log().appended("a").appended("b")
>>> older = log.appended("c")
>>> other = log.appended("d")
>>> list(older), list(other), list(log)
(['a', 'b', 'c'], ['a', 'b', 'd'], ['a', 'b'])
>>> stack = Stack().pushed(1).pushed(2)
>>> stack.top, list(stack), list(stack.popped())
(2, [1, 2], [1])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import islice
from typing import Any, Generic, TypeVar, overload

__all__ = ["Log", "Stack"]

T = TypeVar("T")

_UNMADE: Any = object()
"""A place in a stored log's storage whose item is not made yet."""


class _Stored(list[Any]):
    """A log's storage whose items are made from their stored form when first read."""

    def __init__(self, stored: Sequence[Any], make: Callable[[Any], Any]) -> None:
        super().__init__([_UNMADE] * len(stored))
        self.stored = stored
        self.make = make

    def made(self, index: int) -> Any:
        item = self[index]
        if item is _UNMADE:
            item = self[index] = self.make(self.stored[index])
        return item


class Log(Sequence[T]):
    """An immutable sequence that appends in constant time (see the module docstring)."""

    __slots__ = ("_items", "_length")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items: list[T] = list(items)
        self._length = len(self._items)

    @classmethod
    def stored(cls, stored: Sequence[Any], make: Callable[[Any], T]) -> Log[T]:
        """A log of ``len(stored)`` items, each made by ``make`` from its stored form.

        An item is made when first read, and kept.

        >>> log = Log.stored(["1", "2", "3"], int).appended(4)
        >>> log[1], list(log), log[1:3]
        (2, [1, 2, 3, 4], (2, 3))
        """
        items = _Stored(stored, make)
        return cls._view(items, len(items))

    @classmethod
    def _view(cls, items: list[T], length: int) -> Log[T]:
        log: Log[T] = cls.__new__(cls)
        log._items = items
        log._length = length
        return log

    def appended(self, item: T) -> Log[T]:
        """This log and ``item`` after it."""
        items = self._items
        if len(items) == self._length:
            items.append(item)
        elif type(items) is list:  # an older view: it keeps its part, the new one its own list
            items = [*items[: self._length], item]
        else:
            items = [*self, item]
        return Log._view(items, self._length + 1)

    def prefix(self, length: int) -> Log[T]:
        """The first ``length`` items, sharing this log's storage."""
        if not 0 <= length <= self._length:
            raise IndexError("a log's prefix cannot be longer than the log")
        return Log._view(self._items, length)

    def extended(self, more: Iterable[T]) -> Log[T]:
        """This log and ``more`` after it."""
        log = self
        for item in more:
            log = log.appended(item)
        return log

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        items = self._items
        if isinstance(index, slice):
            if type(items) is list:
                return tuple(items[: self._length][index])
            return tuple(self[i] for i in range(self._length)[index])
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("log index out of range")
        if type(items) is list:
            return items[index]
        made: T = items.made(index)  # type: ignore[attr-defined]
        return made

    def __iter__(self) -> Iterator[T]:
        items = self._items
        if type(items) is list:
            return islice(items, self._length)
        return map(items.made, range(self._length))  # type: ignore[attr-defined]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Log):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        if isinstance(other, tuple | list):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Log({list(self)!r})"


class Stack(Generic[T]):
    """A persistent stack: :meth:`pushed` and :meth:`popped` share the rest.

    Iterating goes from the bottom to the top, like a list used as a stack.
    """

    __slots__ = ("_rest", "_size", "_top")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._top: T | None = None
        self._rest: Stack[T] | None = None
        self._size = 0
        for item in items:
            self._rest, self._top, self._size = self._copy(), item, self._size + 1

    def _copy(self) -> Stack[T] | None:
        if not self._size:
            return None
        copy: Stack[T] = Stack.__new__(Stack)
        copy._top, copy._rest, copy._size = self._top, self._rest, self._size
        return copy

    def pushed(self, item: T) -> Stack[T]:
        """This stack with ``item`` on top."""
        stack: Stack[T] = Stack.__new__(Stack)
        stack._top, stack._rest, stack._size = item, self if self._size else None, self._size + 1
        return stack

    def popped(self) -> Stack[T]:
        """This stack without its top.

        Raises:
            IndexError: The stack is empty.
        """
        if not self._size:
            raise IndexError("pop from an empty stack")
        return self._rest if self._rest is not None else Stack()

    @property
    def top(self) -> T:
        """The item on top.

        Raises:
            IndexError: The stack is empty.
        """
        if not self._size:
            raise IndexError("an empty stack has no top")
        return self._top  # type: ignore[return-value]

    def __len__(self) -> int:
        return self._size

    def __bool__(self) -> bool:
        return self._size > 0

    def __iter__(self) -> Iterator[T]:
        items: list[T] = []
        node: Stack[T] | None = self
        while node is not None and node._size:
            items.append(node._top)  # type: ignore[arg-type]
            node = node._rest
        return reversed(items)

    def __getitem__(self, index: int) -> T:
        if index == -1 and self._size:
            return self.top
        return tuple(self)[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Stack):
            return tuple(self) == tuple(other)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Stack({list(self)!r})"
