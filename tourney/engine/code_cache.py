"""Code that Tourney writes and compiles at run time, kept compiled between runs.

:mod:`tourney.engine.records` writes each record class's ``__init__`` as source and compiles
it, at the class's first instance; some fifty of them are compiled on the way to the
director's window, a few milliseconds of every start. Python keeps the compiled modules in
``__pycache__`` so that it need not compile them again; this does the same for that code: one
file beside :mod:`tourney.engine`'s bytecode (where ``PYTHONPYCACHEPREFIX`` puts it, if set),
read at the first use, written back at exit when something was added.

The file is trusted as a ``.pyc`` is, and checked the same way: it must start with this
Python's bytecode magic number, or it is ignored. A missing, unreadable or damaged file only
means compiling again; nothing is written where Python writes no bytecode
(``PYTHONDONTWRITEBYTECODE``) or where the folder cannot be written.
"""

from __future__ import annotations

import atexit
import marshal
import os
import sys
from contextlib import suppress
from functools import cache
from pathlib import Path
from types import CodeType

__all__ = ["CodeCache", "compiled", "program_cache"]

_FORMAT = b"tourney-code-cache 1\n"
"""Follows the magic number; changes when the file's layout does."""

_MOST = 1000
"""Past this many entries, only those used by the last run are written back."""


class CodeCache:
    """Compiled code by key (the source and where it is from), kept in one file.

    Args:
        path: The file; ``None`` keeps the code for this run only.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._codes: dict[str, CodeType] | None = None
        self._used: set[str] = set()
        self._changed = False

    def compiled(self, source: str, filename: str) -> CodeType:
        """``source`` compiled as a module (``exec`` mode), from the file or compiled now."""
        codes = self._load() if self._codes is None else self._codes
        key = f"{filename}\n{source}"
        self._used.add(key)
        code = codes.get(key)
        if code is None:
            code = compile(source, filename, "exec", dont_inherit=True)
            codes[key] = code
            if not self._changed and self.path is not None:
                self._changed = True
                atexit.register(self.save)
        return code

    def save(self) -> bool:
        """Write the file (atomically) if code was added; ``False`` when nothing was written."""
        if not self._changed or self.path is None or self._codes is None:
            return False
        if sys.dont_write_bytecode:
            return False
        codes = self._codes
        if len(codes) > _MOST:
            codes = {key: code for key, code in codes.items() if key in self._used}
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_bytes(_header() + marshal.dumps(codes))
            os.replace(temporary, self.path)
        except OSError:
            with suppress(OSError):
                temporary.unlink(missing_ok=True)
            return False
        self._changed = False
        return True

    def _load(self) -> dict[str, CodeType]:
        self._codes = {}
        if self.path is None:
            return self._codes
        try:
            data = self.path.read_bytes()
        except OSError:
            return self._codes
        header = _header()
        if not data.startswith(header):
            return self._codes
        try:
            loaded = marshal.loads(data[len(header) :])
        except (EOFError, ValueError, TypeError):
            return self._codes
        if isinstance(loaded, dict):
            self._codes.update(
                (key, code)
                for key, code in loaded.items()
                if isinstance(key, str) and isinstance(code, CodeType)
            )
        return self._codes


def _header() -> bytes:
    from importlib.util import MAGIC_NUMBER

    return MAGIC_NUMBER + _FORMAT


def _default_path() -> Path | None:
    """``tourney/engine/__pycache__/code-cache.<tag>.marshal``, or where the prefix puts it."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    try:
        from importlib.util import cache_from_source

        beside = Path(cache_from_source(__file__))
    except (NotImplementedError, ValueError):
        return None
    return beside.with_name(f"code-cache.{tag}.marshal")


@cache
def program_cache() -> CodeCache:
    """The program's one :class:`CodeCache`, in its default file."""
    return CodeCache(_default_path())


def compiled(source: str, filename: str) -> CodeType:
    """``source`` compiled, through :func:`program_cache`."""
    return program_cache().compiled(source, filename)
