"""``@record`` behaves as ``@dataclass(frozen=True, slots=True)``, tested side by side.

Random class shapes (defaults, factories, keyword-only fields, fields left out of the
``__init__``, the comparison or the ``repr``) are made both ways from the same namespace; the
two classes must agree on the signature, equality, hash, ``repr``, immutability,
``dataclasses.replace``, ``fields``, pickling and copying.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from dataclasses import KW_ONLY, FrozenInstanceError, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.engine.records import record

_VALUES = st.one_of(st.integers(-3, 3), st.text(max_size=2), st.none())


@st.composite
def shapes(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A class's fields: each a dict of name, how it defaults, and its ````field()`` flags."""
    count = draw(st.integers(0, 5))
    made: list[dict[str, Any]] = []
    defaulted = False
    for index in range(count):
        init = draw(st.booleans()) if index else True
        kw_only = draw(st.booleans()) and init
        how = draw(st.sampled_from(["none", "value", "factory"]))
        if init and not kw_only and defaulted and how == "none":
            how = "value"  # a plain field cannot follow a defaulted one
        if not init and how == "none":
            how = "value"
        if init and not kw_only and how != "none":
            defaulted = True
        made.append(
            {
                "name": f"f{index}",
                "how": how,
                "default": draw(_VALUES),
                "init": init,
                "kw_only": kw_only,
                "compare": draw(st.booleans()),
                "hash": draw(st.sampled_from([None, True, False])),
                "repr": draw(st.booleans()),
            }
        )
    return made


def _namespace(shape: list[dict[str, Any]]) -> dict[str, Any]:
    spec: dict[str, Any] = {"__annotations__": {}, "__doc__": "A test record."}
    for item in shape:
        spec["__annotations__"][item["name"]] = "object"
        flags = {k: item[k] for k in ("init", "kw_only", "compare", "hash", "repr")}
        if item["how"] == "value":
            spec[item["name"]] = field(default=item["default"], **flags)
        elif item["how"] == "factory":
            value = item["default"]
            spec[item["name"]] = field(default_factory=lambda v=value: [v], **flags)
        else:
            spec[item["name"]] = field(**flags)
    return spec


def _both(shape: list[dict[str, Any]]) -> tuple[type, type]:
    ours = record(type("Shape", (), _namespace(shape)))
    theirs = dataclasses.dataclass(frozen=True, slots=True)(type("Shape", (), _namespace(shape)))
    return ours, theirs


def _arguments(shape: list[dict[str, Any]], data: st.DataObject) -> tuple[list, dict]:
    positional: list[object] = []
    keywords: dict[str, object] = {}
    for item in shape:
        if not item["init"]:
            continue
        given_value = item["how"] == "none" or data.draw(st.booleans())
        if not given_value:
            continue
        value = data.draw(_VALUES)
        if item["kw_only"] or data.draw(st.booleans()) or keywords:
            keywords[item["name"]] = value
        else:
            positional.append(value)
    return positional, keywords


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


@settings(max_examples=150, deadline=None)
@given(shape=shapes(), data=st.data())
def test_a_record_behaves_as_a_frozen_slotted_dataclass(shape, data) -> None:
    ours, theirs = _both(shape)
    assert str(inspect.signature(ours)) == str(inspect.signature(theirs))
    assert [
        (f.name, f.init, f.kw_only, f.compare, f.hash, f.repr) for f in dataclasses.fields(ours)
    ] == [
        (f.name, f.init, f.kw_only, f.compare, f.hash, f.repr) for f in dataclasses.fields(theirs)
    ]
    assert ours.__match_args__ == theirs.__match_args__
    assert ours.__slots__ == theirs.__slots__
    args, kwargs = _arguments(shape, data)
    first, second = ours(*args, **kwargs), theirs(*args, **kwargs)
    other_args, other_kwargs = _arguments(shape, data)
    other, other_theirs = ours(*other_args, **other_kwargs), theirs(*other_args, **other_kwargs)
    assert repr(first) == repr(second)
    assert (first == other) == (second == other_theirs)
    assert first == ours(*args, **kwargs)
    assert first != second  # not the same class: neither claims equality
    if _hashable(second):
        assert hash(first) == hash(second)
    for item in shape:
        with pytest.raises(FrozenInstanceError):
            setattr(first, item["name"], 1)
        with pytest.raises(FrozenInstanceError):
            delattr(first, item["name"])
    changes = {item["name"]: 7 for item in shape if item["init"]}
    assert repr(dataclasses.replace(first, **changes)) == repr(
        dataclasses.replace(second, **changes)
    )
    assert copy.deepcopy(first) == first  # through __getstate__ / __setstate__, as pickling
    assert copy.copy(first) == first


@record
class Point:
    """A module-level record, so that pickle finds it."""

    x: int
    label: str = "p"
    tags: tuple[str, ...] = ()


def test_records_pickle_and_copy() -> None:
    point = Point(3, tags=("a",))
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(point, protocol)) == point
    assert copy.deepcopy(point) == point and copy.copy(point) is not point


def test_a_plain_field_after_a_defaulted_one_is_refused_as_dataclass_does() -> None:
    spec = {"__annotations__": {"a": "int", "b": "int"}, "a": 1, "__doc__": "Bad."}
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        record(type("Bad", (), dict(spec)))
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        dataclasses.dataclass(frozen=True, slots=True)(type("Bad", (), dict(spec)))


def test_keyword_only_records_and_the_kw_only_marker() -> None:
    @record(kw_only=True)
    class Options:
        """Only by name."""

        size: int
        colour: str = "red"

    @record
    class Marked:
        """A positional field, then keyword-only ones."""

        first: int
        _: KW_ONLY
        second: int = 2
        third: int

    assert Options(size=3) == Options(size=3, colour="red")
    with pytest.raises(TypeError):
        Options(3)  # type: ignore[misc]
    assert repr(Marked(1, third=3)).endswith(".Marked(first=1, second=2, third=3)")
    with pytest.raises(TypeError):
        Marked(1, 2, 3)  # type: ignore[misc]


def test_post_init_runs_and_may_set_a_field_left_out_of_init() -> None:
    @record
    class Cached:
        """A value and a cache made from it."""

        value: int
        doubled: int = field(init=False, repr=False, compare=False)

        def __post_init__(self) -> None:
            if self.value < 0:
                raise ValueError("negative")
            object.__setattr__(self, "doubled", 2 * self.value)

    assert Cached(4).doubled == 8
    assert repr(Cached(4)).endswith(".Cached(value=4)")
    with pytest.raises(ValueError, match="negative"):
        Cached(-1)


def test_methods_the_class_writes_itself_are_kept() -> None:
    @record
    class Loud:
        """Says its value its own way."""

        value: int

        def __repr__(self) -> str:
            return f"<{self.value}!>"

    assert repr(Loud(3)) == "<3!>"
    assert Loud(3) == Loud(3) and hash(Loud(3)) == hash(Loud(3))


@pytest.mark.parametrize("make", [record, dataclasses.dataclass(frozen=True, slots=True)])
def test_hash_follows_dataclass_when_the_class_writes_eq_or_hash(make) -> None:
    """Its own __eq__: hashed by its fields all the same. __hash__ = None: not hashable."""

    class Loose:  # noqa: PLW1641 - the record adds the hash, as dataclass does
        """Equal to anything with the same value."""

        value: int

        def __eq__(self, other: object) -> bool:
            return getattr(other, "value", None) == self.value

    class Unhashable:
        """Says it cannot be hashed."""

        value: int
        __hash__ = None  # type: ignore[assignment]

    loose, unhashable = make(Loose), make(Unhashable)
    assert hash(loose(3)) == hash((3,))
    with pytest.raises(TypeError):
        hash(unhashable(3))


def test_a_record_may_not_define_what_makes_it_frozen() -> None:
    with pytest.raises(TypeError, match="cannot define __setattr__"):

        @record
        class Sneaky:
            """Tries to allow changes."""

            value: int

            def __setattr__(self, name: str, value: object) -> None:
                object.__setattr__(self, name, value)
