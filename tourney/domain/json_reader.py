"""Reading JSON documents field by field, with errors that name the field.

:class:`Doc` wraps one JSON object and the path that leads to it (``setup.buyins.rebuy``);
its readers check each value's type and raise a
:class:`~tourney.domain.errors.DomainMalformedError` such as "setup.buyins.rebuy.chips must
be a whole number, not '500'". :func:`building` turns any other domain error raised while a
value is built from the document into a malformed-document error naming the same field.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from tourney.domain.errors import DomainError, DomainMalformedError

__all__ = ["MISSING", "Doc", "building"]

T = TypeVar("T")


class _Missing:
    """The marker for "no default: the field is required"."""


MISSING: Any = _Missing()


@contextmanager
def building(path: str) -> Iterator[None]:
    """Re-raise any domain error of the block as malformed, prefixed with ``path``."""
    try:
        yield
    except DomainMalformedError as error:
        if str(error).startswith(path):
            raise
        raise DomainMalformedError("{path}: {reason}", path=path, reason=error.message) from None
    except DomainError as error:
        raise DomainMalformedError("{path}: {reason}", path=path, reason=error.message) from None


class Doc:
    """One JSON object being read, and where it sits in the document."""

    __slots__ = ("path", "values")

    def __init__(self, value: object, path: str) -> None:
        if not isinstance(value, dict):
            raise DomainMalformedError("{path} must be an object", path=path)
        self.values: dict[str, Any] = value
        self.path = path

    def _get(self, key: str, default: object) -> object:
        if key in self.values:
            return self.values[key]
        if default is MISSING:
            raise DomainMalformedError("{path}.{key} is missing", path=self.path, key=key)
        return default

    def int_(self, key: str, default: object = MISSING) -> int:
        """A whole number."""
        value = self._get(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise DomainMalformedError(
                "{path}.{key} must be a whole number, not {value!r}",
                path=self.path,
                key=key,
                value=value,
            )
        return value

    def opt_int(self, key: str) -> int | None:
        """A whole number or ``null`` (missing reads as ``null``)."""
        value = self._get(key, None)
        if value is None:
            return None
        return self.int_(key)

    def number(self, key: str, default: object = MISSING) -> float:
        """A number (whole or not)."""
        value = self._get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise DomainMalformedError(
                "{path}.{key} must be a number, not {value!r}", path=self.path, key=key, value=value
            )
        return float(value)

    def str_(self, key: str, default: object = MISSING) -> str:
        """Text."""
        value = self._get(key, default)
        if not isinstance(value, str):
            raise DomainMalformedError(
                "{path}.{key} must be text, not {value!r}", path=self.path, key=key, value=value
            )
        return value

    def bool_(self, key: str, *, default: object = MISSING) -> bool:
        """``true`` or ``false``."""
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise DomainMalformedError(
                "{path}.{key} must be true or false, not {value!r}",
                path=self.path,
                key=key,
                value=value,
            )
        return value

    def obj(self, key: str) -> Doc:
        """A nested object."""
        return Doc(self._get(key, MISSING), f"{self.path}.{key}")

    def opt_obj(self, key: str) -> Doc | None:
        """A nested object or ``null`` (missing reads as ``null``)."""
        value = self._get(key, None)
        return None if value is None else Doc(value, f"{self.path}.{key}")

    def list_(self, key: str, default: object = MISSING) -> list[Any]:
        """A list."""
        value = self._get(key, default)
        if not isinstance(value, list):
            raise DomainMalformedError(
                "{path}.{key} must be a list, not {value!r}", path=self.path, key=key, value=value
            )
        return value

    def ints(self, key: str, default: object = MISSING) -> tuple[int, ...]:
        """A list of whole numbers."""
        values = self.list_(key, default)
        for value in values:
            if isinstance(value, bool) or not isinstance(value, int):
                raise DomainMalformedError(
                    "{path}.{key} must be a list of whole numbers, not {value!r}",
                    path=self.path,
                    key=key,
                    value=values,
                )
        return tuple(values)

    def docs(self, key: str) -> list[Doc]:
        """A list of objects."""
        return [Doc(value, f"{self.path}.{key}[{i}]") for i, value in enumerate(self.list_(key))]

    def build(self, key: str, make: Callable[[Doc], T]) -> T:
        """Build a value from the nested object ``key``, errors naming the field."""
        child = self.obj(key)
        with building(child.path):
            return make(child)
