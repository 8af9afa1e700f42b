"""The Structure tab's controller: a draft of the structure, its problems, and applying it.

The director edits a *draft*; nothing reaches the tournament until "Apply changes", which
goes through :func:`tourney.domain.levels.actions.edit_structure` (levels already played stay
as they were, the current level keeps its elapsed time). Every edit is checked at once with
:func:`tourney.domain.levels.checks.check_structure` against the tournament's chip set,
so the problems can be shown next to their rows. An edit that is not allowed (a level
already played, a value that makes no sense) changes nothing and says why.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tourney.core.commands import EditSetup, EditStructure
from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.levels.checks import Problem, check_structure
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.structure import AnteKind, Break, Game, Item, Level, Limit, Structure
from tourney.domain.levels.templates import template
from tourney.gui.language import current_language, refusal
from tourney.gui.numbers import chips_text, parse_chips
from tourney.gui.session import Session

__all__ = ["Field", "StructureController", "splice_future"]


class Field(Enum):
    """What one cell of the level table edits."""

    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    ANTE = "ante"
    ANTE_KIND = "ante_kind"
    MINUTES = "minutes"
    GAME = "game"
    LIMIT = "limit"
    COLOUR_UP = "colour_up"


_LEVEL_FIELDS = frozenset(Field) - {Field.COLOUR_UP}
_BREAK_FIELDS = frozenset({Field.MINUTES, Field.COLOUR_UP})
_MAX_MINUTES = 24 * 60


def splice_future(played: Structure, keep: int, new: Structure) -> Structure:
    """``played``'s first ``keep`` items, then ``new`` from its first level above them.

    Used to load a template or a generated structure during play: the items already played
    and the current one stay, and the new structure goes on from the first of its levels
    whose big blind is above the last kept level's.

    Raises:
        DomainError: No level of ``new`` is above the kept ones.
    """
    if keep <= 0:
        return Structure(new.items, name=new.name or played.name)
    kept = played.items[:keep]
    last = next((item for item in reversed(kept) if isinstance(item, Level)), None)
    floor = last.big_blind if last is not None else 0
    for index, item in new.levels():
        if item.big_blind > floor:
            return Structure(kept + new.items[index:], name=played.name)
    raise DomainNotAllowedError(
        QCoreApplication.translate(
            "StructureController",
            "Every level of {name} has a big blind of {big_blind} or less; "
            "it cannot follow the level being played.",
        ).format(
            name=new.name or QCoreApplication.translate("StructureController", "that structure"),
            big_blind=chips_text(floor),
        )
    )


class StructureController(QObject):
    """The draft structure being edited and what is wrong with it.

    Signals:
        draft_changed: The draft's items, the played part or the problems changed; read
            :attr:`draft`, :attr:`played`, :attr:`current` and :attr:`problems`.
        refused(str): An edit or "Apply" was refused and nothing changed; the reason.
        applied: The draft was applied to the tournament.
    """

    draft_changed = Signal()
    refused = Signal(str)
    applied = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._base: Structure | None = None
        self._draft: Structure = Structure(())
        self._played = 0
        self._current: int | None = None
        self._problems: tuple[Problem, ...] = ()
        session.state_changed.connect(self.reload)
        self.reload()

    # --- reading -------------------------------------------------------------------------

    @property
    def draft(self) -> Structure:
        """The structure as edited so far."""
        return self._draft

    @property
    def played(self) -> int:
        """How many leading items were played already (they cannot change)."""
        return self._played

    @property
    def current(self) -> int | None:
        """The item being played, or None before the clock was first started."""
        return self._current

    @property
    def problems(self) -> tuple[Problem, ...]:
        """What :func:`check_structure` finds in the draft."""
        return self._problems

    def problems_of(self, index: int) -> list[str]:
        """The messages about the item at ``index``, in the window's language."""
        language = current_language()
        return [p.translated(language) for p in self._problems if p.index == index]

    @property
    def chips(self) -> ChipSet | None:
        """The tournament's chip set, or None without a tournament."""
        state = self._session.state
        return state.setup.chips if state is not None else None

    @property
    def modified(self) -> bool:
        """Whether the draft differs from the tournament's structure."""
        return self._base is not None and self._draft != self._base

    @property
    def can_apply(self) -> bool:
        """Whether "Apply changes" makes sense: changed, and nothing wrong."""
        return self.modified and not self._problems

    def editable(self, index: int) -> bool:
        """Whether the item at ``index`` may change (not played yet)."""
        return index >= self._played

    # --- following the tournament --------------------------------------------------------

    def reload(self) -> None:
        """Take the tournament's structure again, unless the draft has unapplied edits."""
        state = self._session.state
        if state is None:
            self._base = None
            self._set(Structure(()))
            return
        structure = state.clock.structure
        if not self.modified or self._base is None:
            self._draft = structure
        self._base = structure
        self._take_position()
        self._set(self._draft)

    def refresh_position(self) -> None:
        """Catch up with the clock: which items are played, which is current."""
        if self._take_position():
            self._set(self._draft)

    def _take_position(self) -> bool:
        """Read the clock's position; whether it moved."""
        state = self._session.state
        if state is None or not state.started:
            current = None
        else:
            current = min(state.index_at(self._session.now()), max(len(self._draft) - 1, 0))
        moved = current != self._current
        self._current = current
        self._played = current or 0
        return moved

    # --- editing -------------------------------------------------------------------------

    def set_value(self, index: int, field: Field, value: object) -> bool:
        """Change one value of the item at ``index``; False (and :attr:`refused`) if refused."""
        if not self._check_editable(index):
            return False
        item = self._draft.items[index]
        allowed = _LEVEL_FIELDS if isinstance(item, Level) else _BREAK_FIELDS
        if field not in allowed:
            return False
        try:
            changed = _changed(item, field, value)
        except (ValueError, TypeError) as exc:
            self.refused.emit(refusal(exc))
            return False
        if changed == item:
            return True
        items = list(self._draft.items)
        items[index] = changed
        self._set(Structure(tuple(items), name=self._draft.name))
        return True

    def insert_level(self, position: int) -> bool:
        """Insert a level at ``position``, a copy of the level before it (or after it)."""
        before = [i for i in self._draft.items[:position] if isinstance(i, Level)]
        after = [i for i in self._draft.items[position:] if isinstance(i, Level)]
        model = before[-1] if before else (after[0] if after else Level(25, 50, 1200))
        return self._insert(position, model)

    def insert_break(self, position: int) -> bool:
        """Insert a ten-minute break at ``position``."""
        return self._insert(position, Break(600))

    def remove(self, index: int) -> bool:
        """Remove the item at ``index`` (not one already played, nor the current one)."""
        if not 0 <= index < len(self._draft):
            return False
        if not self._check_editable(index):
            return False
        if index == self._current:
            self.refused.emit(
                self.tr("%s is being played; it cannot be removed.") % self._draft.name_of(index)
            )
            return False
        items = self._draft.items[:index] + self._draft.items[index + 1 :]
        self._set(Structure(items, name=self._draft.name))
        return True

    def load_template(self, key: str) -> bool:
        """Load a built-in template: all of it before play, its later levels during play."""
        try:
            return self.use_structure(template(key).structure)
        except DomainError as exc:
            self.refused.emit(refusal(exc))
            return False

    def use_structure(self, structure: Structure) -> bool:
        """Put ``structure`` in the draft (during play only its levels above the current one)."""
        keep = 0 if self._current is None else self._current + 1
        try:
            spliced = splice_future(self._draft, keep, structure)
        except DomainError as exc:
            self.refused.emit(refusal(exc))
            return False
        self._set(spliced)
        return True

    def revert(self) -> None:
        """Forget every edit: the draft is the tournament's structure again."""
        if self._base is not None:
            self._take_position()
            self._set(self._base)

    def set_chip_set(self, chips: ChipSet) -> str | None:
        """Play with ``chips`` from now on: one undoable change of the setup.

        Returns:
            ``None`` once it is stored; otherwise why it was refused (nothing changed).
        """
        session = self._session
        state = session.state
        setup = None if state is None else replace(state.setup, chips=chips)
        with session.refusals_collected() as refused:
            event = session.perform(EditSetup(setup=setup))
        if event is None:
            return refused[0] if refused else self.tr("The change was refused.")
        return None

    def apply(self) -> bool:
        """Play the draft from now on; False (and :attr:`refused`) when it is refused."""
        self.refresh_position()
        if not self.modified:
            self.refused.emit(self.tr("The structure is unchanged."))
            return False
        if self._problems:
            self.refused.emit(
                self.tr("Fix the problems first: %s")
                % self._problems[0].translated(current_language())
            )
            return False
        draft = self._draft
        session = self._session
        messages: list[str] = []

        def keep(message: str) -> None:
            messages.append(message)

        session.refused.connect(keep)
        try:
            event = session.perform(EditStructure(structure=draft))
        finally:
            session.refused.disconnect(keep)
        if event is None:
            self.refused.emit(messages[0] if messages else self.tr("The change was refused."))
            return False
        self.applied.emit()
        return True

    # --- inside --------------------------------------------------------------------------

    def _check_editable(self, index: int) -> bool:
        if not 0 <= index < len(self._draft):
            return False
        if self.editable(index):
            return True
        self.refused.emit(
            self.tr("%s has already been played; it cannot be changed.")
            % self._draft.name_of(index)
        )
        return False

    def _insert(self, position: int, item: Item) -> bool:
        position = max(0, min(position, len(self._draft)))
        lowest = 0 if self._current is None else self._current + 1
        if position < lowest:
            self.refused.emit(self.tr("Nothing can be inserted before the level being played."))
            return False
        items = (*self._draft.items[:position], item, *self._draft.items[position:])
        self._set(Structure(items, name=self._draft.name))
        return True

    def _set(self, draft: Structure) -> None:
        self._draft = draft
        chips = self.chips
        self._problems = tuple(check_structure(draft, chips)) if draft.items or chips else ()
        self.draft_changed.emit()


def _changed(item: Item, field: Field, value: object) -> Item:
    """``item`` with one field changed; ValueError with a director's message if it cannot be."""
    if field is Field.MINUTES:
        minutes = _whole(value)
        if not 1 <= minutes <= _MAX_MINUTES:
            raise ValueError(
                QCoreApplication.translate(
                    "StructureController", "A level or break lasts between 1 and {most} minutes."
                ).format(most=_MAX_MINUTES)
            )
        return replace(item, seconds=minutes * 60)
    if isinstance(item, Break):
        return replace(item, colour_up=_parse_values(str(value)))
    if field in (Field.SMALL_BLIND, Field.BIG_BLIND, Field.ANTE):
        amount = _whole(value)
        if amount < 0:
            raise ValueError(
                QCoreApplication.translate(
                    "StructureController", "Blinds and antes cannot be negative."
                )
            )
        if field is Field.SMALL_BLIND:
            return replace(item, small_blind=amount)
        if field is Field.BIG_BLIND:
            return replace(item, big_blind=amount)
        return replace(item, ante=amount)
    if field is Field.ANTE_KIND:
        kind = AnteKind(value)
        if kind is AnteKind.NONE:
            return replace(item, ante_kind=kind, ante=0)
        if item.ante == 0:
            ante = item.big_blind if kind is AnteKind.BIG_BLIND else max(item.small_blind // 4, 1)
            return replace(item, ante_kind=kind, ante=ante)
        return replace(item, ante_kind=kind)
    if field is Field.GAME:
        return replace(item, game=Game(value))
    return replace(item, limit=Limit(value))


def _parse_values(text: str) -> tuple[int, ...]:
    """``"25, 100"`` as ``(25, 100)``; ValueError naming what is not a chip value.

    A value may carry the window's language's thousands mark where it is not a comma
    (``"1.000, 5.000"`` in Italian).
    """
    values: list[int] = []
    for part in text.replace(";", ",").replace(" ", ",").split(","):
        word = part.strip().replace("_", "")
        if not word:
            continue
        try:
            value = parse_chips(word)
        except ValueError:
            value = 0
        if not word[0].isdigit() or value <= 0:
            raise ValueError(
                QCoreApplication.translate(
                    "StructureController", "{text} is not a chip value; write them like 25, 100."
                ).format(text=f"“{part.strip()}”")
            )
        if value not in values:
            values.append(value)
    return tuple(values)


def _whole(value: object) -> int:
    """A whole number typed by the director; ValueError with a message otherwise.

    Plain digits, or grouped with the window's language's thousands mark (``20,000`` in
    English, ``20.000`` in Italian and Romanian).
    """
    try:
        return parse_chips(value)
    except ValueError:
        raise ValueError(
            QCoreApplication.translate(
                "StructureController", "{text} is not a whole number."
            ).format(text=f"“{value}”")
        ) from None
