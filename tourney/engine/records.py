"""Records: frozen, slotted dataclasses whose methods cost almost nothing to make.

``@record`` means ``@dataclass(frozen=True, slots=True)`` — the same fields, ``__init__``,
equality, hash, ``repr``, immutability, ``dataclasses.fields`` and ``dataclasses.replace`` —
and is what every value class of Tourney uses.

Why not ``dataclass`` itself: for each class it writes the source of six methods
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``) and
compiles each one, at every start of the program, since the compiled methods are not kept in
Python's bytecode cache. Tourney has some seventy such classes on the way to the director's
window, and that compiling was about a sixth of its start. Here only ``__init__`` is compiled,
the first time the class makes an instance (many never do in a session); the other methods are
shared functions that read the class's fields, as fast as the generated ones; and the compiled
``__init__`` is kept between runs like a ``.pyc`` (:mod:`tourney.engine.code_cache`).

``dataclasses.dataclass`` still does the rest (fields, defaults, ``KW_ONLY``, slots,
``__match_args__``), so the standard tools keep working on records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from types import MethodType
from typing import Any, TypeVar, dataclass_transform, overload

from tourney.engine.code_cache import compiled

__all__ = ["record"]

_T = TypeVar("_T")


@overload
def record(cls: type[_T], /) -> type[_T]: ...


@overload
def record(*, kw_only: bool = False) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(
    cls: type[_T] | None = None, /, *, kw_only: bool = False
) -> type[_T] | Callable[[type[_T]], type[_T]]:
    """Make ``cls`` a frozen, slotted dataclass (``@record`` or ``@record(kw_only=True)``).

    Raises:
        TypeError: A field without a default follows one with a default (as ``dataclass``).
    """

    def make(cls: type[_T]) -> type[_T]:
        made = dataclass(  # fields and slots only: the methods are added below
            cls, init=False, repr=False, eq=False, frozen=False, slots=True, kw_only=kw_only
        )
        _add_methods(made)
        return made

    return make if cls is None else make(cls)


def _add_methods(cls: type) -> None:
    every = fields(cls)
    _check_defaults(cls, every)
    own = cls.__dict__
    compared = tuple(f.name for f in every if f.compare)
    hashed = tuple(f.name for f in every if (f.compare if f.hash is None else f.hash))
    shown = tuple(f.name for f in every if f.repr)
    methods: dict[str, Any] = {
        "__init__": _LazyInit(cls),
        "__setattr__": _frozen_setattr,
        "__delattr__": _frozen_delattr,
        "__getstate__": _getstate,
        "__setstate__": _setstate,
    }
    if "__repr__" not in own:
        methods["__repr__"] = _repr_of(shown)
    if "__eq__" not in own:
        methods["__eq__"] = _eq_of(_values_of(compared))
    # As dataclass: a __hash__ the class set itself stays (even None); the None that Python
    # puts there for a class defining __eq__ does not count.
    explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    if not explicit_hash:
        methods["__hash__"] = _hash_of(_values_of(hashed))
    for name, method in methods.items():
        if name in own and name not in ("__hash__", "__repr__", "__eq__"):
            raise TypeError(f"a record cannot define {name}: {cls.__qualname__}")
        if method not in _SHARED and not isinstance(method, _LazyInit):  # made for this class
            method.__qualname__ = f"{cls.__qualname__}.{name}"
        type.__setattr__(cls, name, method)


def _check_defaults(cls: type, every: tuple[Field[Any], ...]) -> None:
    seen_default = None
    for item in every:
        if not item.init or item.kw_only:
            continue
        if item.default is not MISSING or item.default_factory is not MISSING:
            seen_default = item.name
        elif seen_default is not None:
            raise TypeError(
                f"non-default argument {item.name!r} follows default argument "
                f"{seen_default!r} in {cls.__qualname__}"
            )


# ----------------------------------------------------------------------------- shared methods


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: object) -> list[object]:
    return [getattr(self, f.name, MISSING) for f in fields(self)]  # type: ignore[arg-type]


def _setstate(self: object, state: list[object]) -> None:
    for item, value in zip(fields(self), state, strict=True):  # type: ignore[arg-type]
        if value is not MISSING:
            object.__setattr__(self, item.name, value)


_SHARED = (_frozen_setattr, _frozen_delattr, _getstate, _setstate)


def _values_of(names: tuple[str, ...]) -> Callable[[object], tuple[object, ...]]:
    """A function giving the values of ``names`` as a tuple (``attrgetter``, always a tuple)."""
    if not names:
        return lambda _self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


def _eq_of(values: Callable[[object], tuple[object, ...]]) -> Callable[[object, object], Any]:
    def __eq__(self: object, other: object) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash_of(values: Callable[[object], tuple[object, ...]]) -> Callable[[object], int]:
    def __hash__(self: object) -> int:
        return hash(values(self))

    return __hash__


def _repr_of(names: tuple[str, ...]) -> Callable[[object], str]:
    def __repr__(self: object) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


# ----------------------------------------------------------------------------- __init__


class _LazyInit:
    """A record's ``__init__`` until its first call, which compiles the real one and hands over.

    ``inspect.signature`` sees the real signature (it compiles the real one to tell).
    """

    __slots__ = ("_cls",)

    def __init__(self, cls: type) -> None:
        self._cls = cls

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        return self if instance is None else MethodType(self, instance)

    def __call__(self, instance: object, /, *args: object, **kwargs: object) -> None:
        self._real()(instance, *args, **kwargs)

    @property
    def __signature__(self) -> Any:
        import inspect  # only when asked: the start does not need it

        return inspect.signature(self._real())

    def _real(self) -> Callable[..., None]:
        cls = self._cls
        real = _compile_init(cls)
        if cls.__dict__.get("__init__") is self:
            type.__setattr__(cls, "__init__", real)
        return real


class _Factory:
    """Stands for "no value given" where a field's default is made by a factory."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _compile_init(cls: type) -> Callable[..., None]:
    """Write and compile ``cls.__init__`` as ``dataclass`` would for a frozen class."""
    every = fields(cls)
    names: dict[str, object] = {"__set": object.__setattr__, "__factory": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for item in every:
        default = f"__default_{item.name}"
        factory = f"__make_{item.name}"
        if item.default is not MISSING:
            names[default] = item.default
        if item.default_factory is not MISSING:
            names[factory] = item.default_factory
        if item.init:
            parameter = item.name
            if item.default is not MISSING:
                parameter += f"={default}"
            elif item.default_factory is not MISSING:
                parameter += "=__factory"
                body.append(f"if {item.name} is __factory: {item.name} = {factory}()")
            (keyword if item.kw_only else positional).append(parameter)
            body.append(f"__set(self, {item.name!r}, {item.name})")
        elif item.default is not MISSING:
            body.append(f"__set(self, {item.name!r}, {default})")
        elif item.default_factory is not MISSING:
            body.append(f"__set(self, {item.name!r}, {factory}())")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    parameters = ["self", *positional, *(["*", *keyword] if keyword else [])]
    lines = "\n".join(f"    {line}" for line in body or ["pass"])
    source = f"def __init__({', '.join(parameters)}) -> None:\n{lines}\n"
    made: dict[str, Any] = {}
    code = compiled(source, f"<record {cls.__qualname__}>")  # kept between runs
    exec(code, names, made)  # our own source, written from the class's fields
    init: Callable[..., None] = made["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = {f.name: f.type for f in every if f.init} | {"return": None}
    return init
