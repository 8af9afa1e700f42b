"""The structure sheet taped to the wall: levels, blinds, antes, breaks, colour-ups, times.

One line per level (number, planned start, blinds, ante, minutes, and the game when the
structure mixes games) and a shaded line per break saying how long it lasts and which chips
are coloured up. A box above gives the starting stack and the planned length.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, Paragraph, Spacer

from tourney.domain.levels.structure import AnteKind
from tourney.reports.base import Report
from tourney.reports.fonts import BOLD
from tourney.reports.i18n import N_, _, _n, format_time
from tourney.reports.rows import BreakRow, StructureItem, StructureRow
from tourney.reports.styles import HEAD_FILL, MUTED, cell_style
from tourney.reports.tables import Column, data_table, facts_table

__all__ = ["StructureSheet"]

_SIZE = 12.5
"""Type size of the levels: the sheet is read from a few steps away."""


class StructureSheet(Report):
    """The structure sheet (see the module docstring)."""

    title = N_("Structure")

    def render(
        self,
        items: Sequence[StructureItem],
        *,
        starting_stack: int | None = None,
        notes: Sequence[str] = (),
    ) -> bytes:
        """The structure sheet as PDF bytes.

        Args:
            items: Levels and breaks in playing order.
            starting_stack: The chips each entry starts with, when known.
            notes: Extra lines printed under the table (rebuy period, late registration).
        """
        return self.build(self.story(items, starting_stack=starting_stack, notes=notes))

    def story(
        self, items: Sequence[StructureItem], *, starting_stack: int | None, notes: Sequence[str]
    ) -> list[Flowable]:
        """The flowables: the summary box, the levels table and the notes."""
        if not items:
            return self.empty(_("The structure has no levels yet."))
        levels = [item for item in items if isinstance(item, StructureRow)]
        breaks = [item for item in items if isinstance(item, BreakRow)]
        facts = []
        if starting_stack is not None:
            facts.append((_("Starting stack"), self.chips(starting_stack)))
        facts.append((_("Levels"), str(len(levels))))
        lengths = sorted({level.minutes for level in levels})
        if len(lengths) == 1:
            minutes = _n("{count} minute", "{count} minutes", lengths[0])
            facts.append((_("Level length"), minutes.format(count=lengths[0])))
        facts.append((_("Breaks"), str(len(breaks))))
        total = sum(item.minutes for item in items)
        facts.append(
            (
                _("Playing time"),
                _("{hours} h {minutes:02d} min").format(hours=total // 60, minutes=total % 60),
            )
        )
        story: list[Flowable] = [facts_table(facts, width=self.width * 0.5), Spacer(1, 12)]
        story.append(self._table(items))
        bb_ante = any(level.ante_kind is AnteKind.BIG_BLIND and level.ante for level in levels)
        lines = list(notes)
        if bb_ante:
            lines.insert(0, _("BB: a big-blind ante, paid by the big blind for the whole table."))
        if any(item.current for item in items):
            lines.append(
                _(
                    "Start times are those the clock gives the levels to come when this sheet "
                    "is printed: pauses and changes move them."
                )
            )
        elif any(item.starts_at is not None for item in items):
            lines.append(_("Start times are planned times: pauses and changes move them."))
        if lines:
            story.append(Spacer(1, 8))
            story += [Paragraph(line, self.styles.note) for line in lines]
        return story

    def _table(self, items: Sequence[StructureItem]) -> Flowable:
        timed = any(item.starts_at is not None or item.current for item in items)
        games = any(isinstance(item, StructureRow) and item.game for item in items)
        columns = [Column(_("Level"), 0.9, "CENTER")]
        if timed:
            columns.append(Column(_("Start"), 1.0, "CENTER"))
        columns += [
            Column(_("Small blind"), 1.5, "RIGHT"),
            Column(_("Big blind"), 1.5, "RIGHT"),
            Column(_("Ante"), 1.5, "RIGHT"),
            Column(_("Minutes"), 1.1, "CENTER"),
        ]
        if games:
            columns.append(Column(_("Game"), 2.6, wrap=True))
        body: list[list[object]] = []
        break_rows: list[int] = []
        played_rows: list[int] = []
        current_rows: list[int] = []
        for item in items:
            line: list[object] = []
            if isinstance(item, BreakRow):
                line.append("")
                if timed:
                    line.append(_start_text(item))
                # a paragraph: it wraps inside the spanned cell and leaves the widths alone
                text = Paragraph(
                    escape(self._break_text(item)), cell_style(_SIZE, bold=True, align="CENTER")
                )
                line.append(text)
                line += [""] * (len(columns) - len(line))
                break_rows.append(len(body) + 1)
            else:
                line.append(str(item.level))
                if timed:
                    line.append(_start_text(item))
                line += [
                    self.chips(item.small_blind),
                    self.chips(item.big_blind),
                    self._ante(item),
                    str(item.minutes),
                ]
                if games:
                    line.append(item.game)
            body.append(line)
            if item.played:
                played_rows.append(len(body))
            elif item.current:
                current_rows.append(len(body))
        table = data_table(columns, body, width=self.width, size=_SIZE, row_height=24)
        first = 2 if timed else 1
        commands: list[tuple[object, ...]] = []
        for row in played_rows:  # behind the clock: quiet
            commands.append(("TEXTCOLOR", (0, row), (-1, row), MUTED))
        for row in current_rows:  # where the clock is
            commands.append(("FONT", (0, row), (-1, row), BOLD, _SIZE, _SIZE * 1.2))
        for row in break_rows:
            commands += [
                ("SPAN", (first, row), (-1, row)),
                ("BACKGROUND", (0, row), (-1, row), HEAD_FILL),
                ("FONT", (0, row), (-1, row), BOLD, _SIZE, _SIZE * 1.2),
                ("ALIGN", (first, row), (-1, row), "CENTER"),
            ]
        table.setStyle(commands)
        return table

    def _ante(self, level: StructureRow) -> str:
        if level.ante_kind is AnteKind.NONE or not level.ante:
            return "–"
        if level.ante_kind is AnteKind.BIG_BLIND:
            return _("{ante} (BB)").format(ante=self.chips(level.ante))
        return self.chips(level.ante)

    def _break_text(self, item: BreakRow) -> str:
        parts = [
            _n("Break: {count} minute", "Break: {count} minutes", item.minutes).format(
                count=item.minutes
            )
        ]
        if item.colour_up:
            values = ", ".join(self.chips(value) for value in sorted(item.colour_up))
            parts.append(_("colour up the {values} chips").format(values=values))
        if item.note:
            parts.append(item.note)
        return " · ".join(parts)


def _start_text(item: StructureItem) -> str:
    """The Start cell: the time, "now" for the item the clock is on, a tick for one past."""
    if item.current:
        return _("now")
    if item.played:
        return "✓"
    return format_time(item.starts_at) if item.starts_at else ""
