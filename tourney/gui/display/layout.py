"""Where each part of the clock display goes, as fractions of the window.

A pure function of the window size, so the display scales to any resolution and the
proportions can be checked without showing anything. A landscape window (a TV)::

    header  ─ tournament name ─────────────────────────────── time of day
    banner  ─ HAND FOR HAND (only while it is on)
    centre  ─ level · game · DIGITS · blinds · ante · next      │ side ─ stats, payouts
    ticker  ─ recent table moves and messages

A portrait or square window puts the side panel under the centre, the stats beside the
payouts. While the room is shared on the network, the room's QR code and address take the
foot of the payouts (beside the amounts, which need little width; under them in portrait),
as on the browser TV (``tourney/resources/web/display.js``). Once the payout lines shown name
players (after a deal), a landscape window puts the code beside the first two figures
instead, so the names have the panel's width; the final results take the whole panel, their
lines beside the code ending before it (:func:`clear_of`). The bands' heights follow the
smaller side, so a very wide or very tall window keeps them in proportion; every text is then
fitted to its box (:class:`~.widgets.FitLabel`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRect

__all__ = ["STAT_ROWS", "DisplayLayout", "clear_of", "compute_layout"]

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

_PORTRAIT = 1.3
"""Below this width-to-height ratio the side panel goes under the centre."""


@dataclass(frozen=True, slots=True)
class DisplayLayout:
    """The rectangles of the display's parts, in window coordinates.

    Attributes:
        margin: The outer margin in pixels.
        portrait: Whether the side panel is under the centre (a portrait or square window).
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
        results_caption: The "Final results" caption, once the tournament is finished.
        results: The final results' ladder (the whole side panel below its caption, the
            code's corner included: its lines there end before the code).
        row_height: The height of one payout line.
        ticker: The band along the bottom.
        messages: The recent messages, inside the ticker band.
        code: The room's QR code and address (empty unless the room is shared).
    """

    margin: int
    portrait: bool
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
    results_caption: QRect
    results: QRect
    row_height: int
    ticker: QRect
    messages: QRect
    code: QRect


def compute_layout(
    width: int,
    height: int,
    *,
    banner: bool,
    code: bool = False,
    rows: int = 5,
    named: bool = False,
) -> DisplayLayout:
    """The display's parts for a window of ``width`` × ``height`` pixels.

    Args:
        width: The window's width.
        height: The window's height.
        banner: Whether the hand-for-hand banner is shown.
        code: Whether the room's QR code is shown.
        rows: The payout lines the QR code should leave room for (portrait only).
        named: Whether the payout lines shown name players: in a landscape window the code
            then stands beside the first two figures, not beside the payouts.
    """
    small = min(width, height)
    margin = max(6, round(small * 0.028))
    gap = margin // 2
    inner = width - 2 * margin
    header = QRect(margin, gap, inner, round(small * 0.085))
    name = QRect(header.x() + margin, header.y(), round(header.width() * 0.7), header.height())
    clock_w = round(header.width() * 0.22)
    wall_clock = QRect(header.right() - margin - clock_w, header.y(), clock_w, header.height())
    top = header.bottom() + 1 + gap
    banner_rect = QRect()
    if banner:
        banner_rect = QRect(margin, top, inner, round(small * 0.08))
        top = banner_rect.bottom() + 1 + gap
    ticker_h = round(small * 0.07)
    ticker = QRect(margin, height - gap - ticker_h, inner, ticker_h)
    body_h = ticker.top() - gap - top
    portrait = width < height * _PORTRAIT
    if portrait:
        centre_h = round(body_h * 0.58)
        centre = QRect(margin, top, inner, centre_h)
        side = QRect(margin, top + centre_h + gap, inner, body_h - centre_h - gap)
    else:
        side_w = round(width * (0.3 if width >= height * 1.5 else 0.34))
        side = QRect(width - margin - side_w, top, side_w, body_h)
        centre = QRect(margin, top, side.left() - 2 * margin, body_h)
    parts: dict[str, QRect] = {}
    y = float(centre.top())
    for part, share in _CENTRE_SHARES:
        below = y + centre.height() * share
        parts[part] = QRect(centre.left(), round(y), centre.width(), round(below) - round(y))
        y = below
    pad = margin * 0.8
    inside = side.adjusted(round(pad), round(pad * 0.6), -round(pad), -round(pad * 0.6))
    if portrait:
        half = (inside.width() - margin) // 2
        stats_box = QRect(inside.left(), inside.top(), half, inside.height())
        payouts_box = QRect(inside.right() + 1 - half, inside.top(), half, inside.height())
        stat_h = stats_box.height() / STAT_ROWS
    else:
        stat_h = body_h * 0.112
        stats_box = QRect(inside.left(), inside.top(), inside.width(), round(stat_h * STAT_ROWS))
        below = stats_box.bottom() + 1 + round(pad * 0.4)
        payouts_box = QRect(inside.left(), below, inside.width(), inside.bottom() + 1 - below)
    row_height = max(10, round(min(height * 0.042, width * 0.045)))
    spare = payouts_box.height() - round(stat_h * 0.42) - rows * row_height - round(pad * 0.5)
    if code and named and not portrait:
        code_rect = _code_by_stats(payouts_box, stats_box, stat_h)
    else:
        code_rect, payouts_box = _code_box(
            payouts_box, margin=margin, portrait=portrait, shown=code, spare=spare, small=small
        )
    stats = _beside(_stat_rows(stats_box, stat_h), code_rect, margin)
    caption_h = round(stat_h * 0.36)
    payouts_caption = QRect(payouts_box.left(), payouts_box.top(), payouts_box.width(), caption_h)
    ladder_top = payouts_box.top() + round(stat_h * 0.42)
    payouts = QRect(
        payouts_box.left(),
        ladder_top,
        payouts_box.width(),
        max(0, payouts_box.bottom() + 1 - ladder_top),
    )
    results_caption = QRect(inside.left(), inside.top(), inside.width(), caption_h)
    results_top = inside.top() + round(stat_h * 0.42)
    results = QRect(
        inside.left(), results_top, inside.width(), max(0, inside.bottom() + 1 - results_top)
    )
    return DisplayLayout(
        margin=margin,
        portrait=portrait,
        header=header,
        name=name,
        wall_clock=wall_clock,
        banner=banner_rect,
        centre=centre,
        parts=parts,
        side=side,
        stats=stats,
        payouts_caption=payouts_caption,
        payouts=payouts,
        results_caption=results_caption,
        results=results,
        row_height=row_height,
        ticker=ticker,
        messages=ticker.adjusted(margin, 0, -margin, 0),
        code=code_rect,
    )


def _code_box(
    payouts: QRect, *, margin: int, portrait: bool, shown: bool, spare: float, small: int
) -> tuple[QRect, QRect]:
    """The QR code's box and the payouts' box left beside it (or above it, in portrait)."""
    if not shown:
        return QRect(), payouts
    if not portrait:  # beside the amounts, at the foot of the panel
        side = _landscape_side(payouts)
        code = QRect(
            payouts.right() + 1 - side,
            payouts.bottom() + 1 - round(side * 1.3),
            side,
            round(side * 1.3),
        )
        return code, payouts.adjusted(0, 0, -(side + margin), 0)
    most = min(payouts.height() * 0.6, payouts.width() * 0.6)
    side = math.floor(max(min(spare / 1.3, most), min(most, small * 0.12)))
    code = QRect(payouts.left(), payouts.bottom() + 1 - round(side * 1.3), side, round(side * 1.3))
    shorter = payouts.adjusted(0, 0, 0, -(code.height() + round(margin * 0.8 * 0.5)))
    return code, shorter


def _landscape_side(payouts: QRect) -> int:
    """The side of the code beside the payouts in a landscape window."""
    return round(min(payouts.height() / 1.3, payouts.width() * 0.44))


def _code_by_stats(payouts: QRect, stats: QRect, stat_h: float) -> QRect:
    """The code at the top right of the figures, beside the first two (short: a time, a count).

    As large as beside the payouts, but no taller than those two figures' lines.
    """
    side = min(_landscape_side(payouts), math.floor(stat_h * 1.94 / 1.3))
    return QRect(stats.right() + 1 - side, stats.top(), side, round(side * 1.3))


def _beside(
    stats: tuple[tuple[QRect, QRect], ...], code: QRect, margin: int
) -> tuple[tuple[QRect, QRect], ...]:
    """The stat rows, each box the code stands beside ending a margin before it."""
    return tuple(
        (_short_of(caption, code, margin), _short_of(value, code, margin))
        for caption, value in stats
    )


def _short_of(box: QRect, code: QRect, margin: int) -> QRect:
    """``box``, ending a margin before ``code`` when they share some height."""
    if code.isEmpty() or box.bottom() < code.top() or box.top() > code.bottom():
        return box
    return box.adjusted(0, 0, min(0, code.left() - margin - box.right() - 1), 0)


def clear_of(code: QRect, box: QRect, margin: int) -> QRect:
    """The room's code with a margin before it, in ``box``'s coordinates (empty: no code).

    A ladder's lines keep clear of it: those beside it end there (:meth:`.Ladder.set_keep_clear`).
    """
    if code.isEmpty():
        return QRect()
    return code.adjusted(-margin, 0, 0, 0).translated(-box.x(), -box.y())


def _stat_rows(box: QRect, stat_h: float) -> tuple[tuple[QRect, QRect], ...]:
    """One (caption, value) pair per stat row, top to bottom, not overlapping."""
    rows: list[tuple[QRect, QRect]] = []
    y = float(box.top())
    for _ in range(STAT_ROWS):
        caption = QRect(box.left(), round(y), box.width(), round(stat_h * 0.3))
        value_top = caption.bottom() + 1 + round(stat_h * 0.02)
        value = QRect(box.left(), value_top, box.width(), round(y + stat_h * 0.94) - value_top)
        rows.append((caption, value))
        y += stat_h
    return tuple(rows)
