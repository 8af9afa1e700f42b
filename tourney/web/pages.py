"""The room's pages and their files, served from memory; the room's address as a QR code.

Every file of ``tourney/resources/web`` is read once, when the server starts, into a table
keyed by its URL path (:class:`Assets`). A request is answered from that table or not at all:
no path from a request ever reaches the file system, so nothing outside the folder can be
served, whatever the dots, slashes or escapes in it. Each file carries an ``ETag``, so a
phone reloading the page gets ``304 Not Modified`` instead of the files again.

``/`` is the phones' page, ``/display`` the browser TV, ``/staff`` the staff's phones,
``/assets/…`` what they load (the
application icon comes from ``tourney/resources/icons``; ``/assets/formats.json``, how each
language writes numbers and money, from :func:`tourney.base.formats.number_marks`).
"""

from __future__ import annotations

import hashlib
import io
import json
import mimetypes
from dataclasses import dataclass
from pathlib import Path

import segno
from aiohttp import web

from tourney.base.formats import number_marks
from tourney.base.languages import CODES
from tourney.resources import resource_path

__all__ = ["PAGES", "Asset", "Assets", "qr_svg"]

PAGES = {"/": "index.html", "/display": "display.html", "/staff": "staff.html"}
"""The pages by their URL path, with the file each is."""

_TYPES = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


@dataclass(frozen=True, slots=True)
class Asset:
    """One file as it is served.

    Attributes:
        body: The bytes.
        content_type: Its media type.
        etag: A strong ETag of the bytes.
    """

    body: bytes
    content_type: str
    etag: str

    @classmethod
    def of(cls, body: bytes, suffix: str) -> Asset:
        """The asset of ``body``, typed by the file ``suffix``."""
        kind = _TYPES.get(suffix) or mimetypes.types_map.get(suffix, "application/octet-stream")
        return cls(body, kind, '"' + hashlib.sha256(body).hexdigest()[:20] + '"')

    def response(self, request: web.Request) -> web.Response:
        """The file, or ``304`` when the browser has it already."""
        if request.headers.get("If-None-Match") == self.etag:
            return web.Response(status=304, headers={"ETag": self.etag})
        charset = "utf-8" if self.content_type.startswith(("text/", "application/json")) else None
        return web.Response(
            body=self.body,
            content_type=self.content_type,
            charset=charset,
            headers={"ETag": self.etag, "Cache-Control": "no-cache"},
        )


class Assets:
    """Every file the pages need, read once, by URL path (see the module docstring).

    Args:
        folder: The pages' folder (``tourney/resources/web``).
    """

    def __init__(self, folder: Path | None = None) -> None:
        root = folder if folder is not None else resource_path("web")
        self.by_path: dict[str, Asset] = {}
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.name.startswith("."):
                relative = path.relative_to(root).as_posix()
                self.by_path[f"/assets/{relative}"] = Asset.of(path.read_bytes(), path.suffix)
        for url, name in PAGES.items():
            self.by_path[url] = self.by_path[f"/assets/{name}"]
        marks = {code: number_marks(code) for code in CODES}
        self.by_path["/assets/formats.json"] = Asset.of(
            json.dumps(marks, ensure_ascii=False, sort_keys=True).encode(), ".json"
        )
        icon = resource_path("icons", "tourney.svg")
        self.by_path["/assets/icon.svg"] = Asset.of(icon.read_bytes(), ".svg")
        self.by_path["/favicon.ico"] = Asset.of(
            resource_path("icons", "tourney-32.png").read_bytes(), ".png"
        )

    def get(self, path: str) -> Asset | None:
        """The asset served at ``path``, or ``None``."""
        return self.by_path.get(path)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Answer a GET of a page or a file (404 for anything else)."""
        asset = self.get(request.path)
        if asset is None:
            raise web.HTTPNotFound(text="Not found.")
        return asset.response(request)


def qr_svg(text: str) -> bytes:
    """``text`` as a QR code in SVG that scales to any size (dark modules on white)."""
    code = segno.make(text, error="m")
    out = io.BytesIO()
    code.save(out, kind="svg", border=2, xmldecl=False, omitsize=True, dark="#000", light="#fff")
    return out.getvalue()
