"""Read back what a reader would see in a rendered PDF (pypdf)."""

from __future__ import annotations

import io
import re
from decimal import Decimal

from pypdf import PdfReader


def reader(pdf: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pdf))


def pages_text(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in reader(pdf).pages]


def text(pdf: bytes) -> str:
    return "\n".join(pages_text(pdf))


def flat(pdf: bytes) -> str:
    """The text with all whitespace removed: a name wrapped over two lines still matches."""
    return "".join(text(pdf).split())


def font_names(pdf: bytes) -> set[str]:
    names = set()
    for page in reader(pdf).pages:
        fonts = page["/Resources"]["/Font"]
        names |= {str(font.get_object()["/BaseFont"]) for font in fonts.values()}
    return names


def euros(line: str) -> list[Decimal]:
    """Every English-style euro amount in ``line`` (``€1,250.00``), as decimals."""
    return [Decimal(found.replace(",", "")) for found in re.findall(r"€([\d,]+\.\d\d)", line)]


def spaced(written: str) -> str:
    """``written`` as a PDF's text reads it back: a no-break space comes back as a space."""
    return written.replace("\u00a0", " ")
