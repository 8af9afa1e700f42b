"""A library's write-ahead log (``library.sqlite-wal``): does it hold anything SQLite would use?

In WAL mode SQLite appends every committed change to the ``-wal`` file beside the database
and copies it into the database later (a *checkpoint*); the last connection to close
checkpoints everything and deletes the file. A ``-wal`` found beside a library that nobody has
open was therefore left by a writer that was killed — or copied there by hand from another
library (https://sqlite.org/walformat.html, https://sqlite.org/fileformat.html#the_write_ahead_log).

The format ties a WAL to nothing but itself: a 32-byte header (magic, format version, page
size, checkpoint sequence, two random *salts*, a checksum) and frames (a page number, the
database size for a commit frame, the header's salts again, a running checksum, one page).
SQLite replays every frame whose salts match the header and whose checksum runs on, up to the
last commit frame — whichever database the WAL sits beside. A foreign WAL is just as
self-consistent as the library's own, so nothing in this module can tell them apart; it only
tells whether there is anything to tell apart (see :mod:`tourney.persistence.wal_guard`).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

__all__ = ["FRAME_HEADER_SIZE", "WAL_HEADER_SIZE", "WalSummary", "read_wal"]

WAL_HEADER_SIZE = 32
FRAME_HEADER_SIZE = 24
_MAGICS = {0x377F0682: "<", 0x377F0683: ">"}
_VERSION = 3007000


@dataclass(frozen=True, slots=True)
class WalSummary:
    """What a ``-wal`` file's header and first frame say.

    Attributes:
        page_size: The page size the WAL was written with.
        frames: How many whole frames the file holds (valid or not).
        salts: The header's two salts.
        checkpoints: The header's checkpoint sequence number.
    """

    page_size: int
    frames: int
    salts: tuple[int, int]
    checkpoints: int


def read_wal(path: Path) -> WalSummary | None:
    """The summary of the WAL at ``path``, or ``None`` when SQLite would use none of it.

    ``None``: there is no file, it is shorter than a header and one frame, its header is not
    a valid WAL header (wrong magic, version or checksum), or its first frame does not carry
    the header's salts. SQLite resets such a WAL without reading it, so it is harmless.
    A summary means SQLite *may* replay frames from it.

    Raises:
        OSError: The file exists but cannot be read.
    """
    try:
        with path.open("rb") as handle:
            head = handle.read(WAL_HEADER_SIZE + FRAME_HEADER_SIZE)
            size = path.stat().st_size
    except FileNotFoundError:
        return None
    if len(head) < WAL_HEADER_SIZE + FRAME_HEADER_SIZE:
        return None
    magic = int.from_bytes(head[0:4], "big")
    order = _MAGICS.get(magic)
    if order is None:
        return None
    version, page_size, checkpoints, salt1, salt2, sum1, sum2 = struct.unpack(
        ">7I", head[4:WAL_HEADER_SIZE]
    )
    valid_size = 512 <= page_size <= 65536 and page_size & (page_size - 1) == 0
    if version != _VERSION or not valid_size:
        return None
    if _checksum(head[:24], order) != (sum1, sum2):
        return None
    first_salts = struct.unpack(">2I", head[WAL_HEADER_SIZE + 8 : WAL_HEADER_SIZE + 16])
    if first_salts != (salt1, salt2):
        return None
    frames = (size - WAL_HEADER_SIZE) // (FRAME_HEADER_SIZE + page_size)
    if frames == 0:
        return None
    return WalSummary(
        page_size=page_size, frames=frames, salts=(salt1, salt2), checkpoints=checkpoints
    )


def _checksum(data: bytes, order: str) -> tuple[int, int]:
    """SQLite's WAL checksum of ``data`` (a multiple of 8 bytes), from zero."""
    s1 = s2 = 0
    for x1, x2 in struct.iter_unpack(f"{order}2I", data):
        s1 = (s1 + x1 + s2) & 0xFFFFFFFF
        s2 = (s2 + x2 + s1) & 0xFFFFFFFF
    return s1, s2
