"""Where each part of the clock display goes, as fractions of the window.

A pure function of the window size, so the display scales to any resolution and the
proportions can be checked without showing anything::

    header  ─ tournament name ─────────────────────────────── time of day
    banner  ─ HAND FOR HAND (only while it is on)
    centre  ─ level · game · DIGITS · blinds · ante · next      │ side ─ stats, payouts
    ticker  ─ recent table moves and messages
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect

__all__ = ["DisplayLayout", "compute_layout"]

# Shares of the centre column's height, top to bottom.
_CENTRE_SHARES = (
    ("title", 0.14),
    ("game", 0.06),
    ("digits", 0.44),
    ("blinds", 0.18),
    ("ante", 0.08),
    ("next", 0.10),
)
STAT_ROWS = 5
"""The stat rows at the top of the side panel."""


@dataclass(frozen=True, slots=True)
class DisplayLayout:
    """The rectangles of the display's parts, in window coordinates.

    Attributes:
        margin: The outer margin in pixels.
        header: The band across the top.
        name: The tournament name, left in the header.
        wall_clock: The time of day, right in the header.
        banner: The hand-for-hand banner (empty when it is off).
        centre: The centre column (level, digits, blinds).
        parts: The centre column's lines by name: title, game, digits, blinds, ante, next.
        side: The side panel.
        stats: One (caption, value) pair of rectangles per stat row.
        payouts_caption: The "Payouts" caption.
        payouts: The payout ladder.
        row_height: The height of one payout line.
        ticker: The band along the bottom.
        messages: The recent messages, inside the ticker band.
    """

    margin: int
    header: QRect
    name: QRect
    wall_clock: QRect
    banner: QRect
    centre: QRect
    parts: dict[str, QRect]
    side: QRect
    stats: tuple[tuple[QRect, QRect], ...]
    payouts_caption: QRect
    payouts: QRect
    row_height: int
    ticker: QRect
    messages: QRect


def compute_layout(width: int, height: int, *, banner: bool) -> DisplayLayout:
    """The display's parts for a window of ``width`` × ``height`` pixels."""
    margin = max(6, round(min(width, height) * 0.028))
    gap = margin // 2
    inner = width - 2 * margin
    header = QRect(margin, gap, inner, round(height * 0.085))
    name = QRect(header.x() + margin, header.y(), round(header.width() * 0.72), header.height())
    clock_w = round(header.width() * 0.2)
    wall_clock = QRect(header.right() - margin - clock_w, header.y(), clock_w, header.height())
    top = header.bottom() + 1 + gap
    banner_rect = QRect()
    if banner:
        banner_rect = QRect(margin, top, inner, round(height * 0.08))
        top = banner_rect.bottom() + 1 + gap
    ticker_h = round(height * 0.07)
    ticker = QRect(margin, height - gap - ticker_h, inner, ticker_h)
    body_h = ticker.top() - gap - top
    side_w = round(width * (0.3 if width >= height * 1.5 else 0.34))
    side = QRect(width - margin - side_w, top, side_w, body_h)
    centre = QRect(margin, top, side.left() - 2 * margin, body_h)
    parts: dict[str, QRect] = {}
    y = float(centre.top())
    for part, share in _CENTRE_SHARES:
        h = body_h * share
        parts[part] = QRect(centre.left(), round(y), centre.width(), round(h))
        y += h
    pad = margin * 0.8
    x = round(side.left() + pad)
    w = round(side_w - 2 * pad)
    y = side.top() + pad * 0.6
    stat_h = body_h * 0.112
    stats: list[tuple[QRect, QRect]] = []
    for _ in range(STAT_ROWS):
        caption = QRect(x, round(y), w, round(stat_h * 0.32))
        value = QRect(x, round(y + stat_h * 0.3), w, round(stat_h * 0.64))
        stats.append((caption, value))
        y += stat_h
    y += pad * 0.4
    payouts_caption = QRect(x, round(y), w, round(stat_h * 0.36))
    y += stat_h * 0.42
    row_height = max(10, round(height * 0.042))
    payouts = QRect(x, round(y), w, max(0, round(side.bottom() - pad * 0.6 - y)))

    return DisplayLayout(
        margin=margin,
        header=header,
        name=name,
        wall_clock=wall_clock,
        banner=banner_rect,
        centre=centre,
        parts=parts,
        side=side,
        stats=tuple(stats),
        payouts_caption=payouts_caption,
        payouts=payouts,
        row_height=row_height,
        ticker=ticker,
        messages=ticker.adjusted(margin, 0, -margin, 0),
    )
