"""Event labels in any language: what the undo menu and the status bar say of an action.

Every event keeps the English label it was made with (``"Rebuy for Ann Miller"``), and the
log is never rewritten. A window in Italian or Romanian says the same action again, from the
event's kind and data (the names through the state), as a
:class:`~tourney.base.messages.Message`: :func:`label_message` gives it, said in English it
is exactly the stored label. An event this module cannot describe (a kind it does not know, or
an older event whose label the current wording would not reproduce) keeps its stored English:
the message is :data:`FALLBACK` with the label as its value.

:func:`undo_message` and :func:`redo_message` are the Edit menu's items ("Undo rebuy for Ann
Miller") in the same way; their English is :attr:`TournamentState.undo_label
<tourney.domain.state.TournamentState.undo_label>`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tourney.base.messages import N_, Listing, Message, message, plural_message
from tourney.domain.entries.entry import Place
from tourney.domain.log.events import Event
from tourney.domain.room.seating import MoveReason
from tourney.domain.state import TournamentState

__all__ = ["FALLBACK", "label_message", "redo_message", "undo_message"]

FALLBACK = N_("{label}")
"""The template of a label said as it was stored (its one field, ``label``, is the English)."""

_GO_TO = {
    "Level {number}": N_("Go to level {number}"),
    "The break before level 1": N_("Go to the break before level 1"),
    "The break after level {number}": N_("Go to the break after level {number}"),
}
"""A structure item's name (:meth:`~tourney.domain.levels.structure.Structure.name_note_of`)
to go to."""

_RESTART = {
    "Level {number}": N_("Restart level {number}"),
    "The break before level 1": N_("Restart the break before level 1"),
    "The break after level {number}": N_("Restart the break after level {number}"),
}
"""A structure item's name to start again."""

_FAILED = (LookupError, ValueError, TypeError, AttributeError)
"""What reading an unexpected event's data can raise (a refusal is a ``ValueError``)."""


@dataclass(frozen=True, slots=True)
class _FirstLower:
    """A sentence inside another, with its first letter in lower case ("Undo rebuy for ...")."""

    inner: Message

    def translated(self, language: str) -> str:
        """The sentence in ``language``, its first letter lowered."""
        text = self.inner.translated(language)
        return text[:1].lower() + text[1:]


def label_message(state: TournamentState, event: Event) -> Message:
    """``event``'s label as a sentence to say in any language.

    Said in English it is ``event.label``. The names are read from ``state`` (the state the
    event was made in, or any later one), or from the log when an entry is gone.
    """
    build = _BUILDERS.get(event.kind)
    if build is not None:
        try:
            candidates = build(state, event)
        except _FAILED:
            candidates = ()
        for candidate in candidates:
            if candidate.translated("en") == event.label:
                return candidate
    return _stored(event.label)


def undo_message(state: TournamentState) -> Message | None:
    """The Edit menu's undo item ("Undo bust-out of Ann, 9th"), or ``None``."""
    if not state.history.done:
        return None
    return _history_message(state, state.history.done[-1], undo=True)


def redo_message(state: TournamentState) -> Message | None:
    """The Edit menu's redo item ("Redo bust-out of Ann, 9th"), or ``None``."""
    if not state.history.redo:
        return None
    return _history_message(state, state.history.redo[-1], undo=False)


def _stored(label: str) -> Message:
    template = FALLBACK
    return message(template, label=label)


def _history_message(state: TournamentState, target: int, *, undo: bool) -> Message:
    """Undo or redo the action at log position ``target``, worded as ``undo_text`` does."""
    event = state.log[target - 1]
    if not event.label:
        return message("Undo the last action") if undo else message("Redo the last action")
    action = _FirstLower(label_message(state, event))
    return (
        message("Undo {action}", action=action) if undo else message("Redo {action}", action=action)
    )


# ----------------------------------------------------------------------------- the kinds

_Candidates = Sequence[Message]
_Builder = Callable[[TournamentState, Event], _Candidates]


def _name(state: TournamentState, number: int) -> str:
    """The name of the player of entry ``number``, from the state or (entry gone) the log."""
    entries = state.entries
    if number in entries:
        return state.name(number)
    for event in reversed(state.log):
        if event.kind == "player_registered" and event.data.get("entry") == number:
            return str(event.data["player"]["name"])
    raise LookupError(number)


def _history(state: TournamentState, event: Event, *, undo: bool) -> _Candidates:
    return (_history_message(state, int(event.data["target"]), undo=undo),)


def _created(state: TournamentState, event: Event) -> _Candidates:
    return (message("Create {name}", name=event.data["setup"]["name"]),)


def _registered(state: TournamentState, event: Event) -> _Candidates:
    data = event.data
    name = data["player"]["name"]
    seat = data.get("seat")
    re_entry = data.get("kind") != "entry"
    if seat is None:
        if re_entry:
            return (message("Re-entry of {name}", name=name),)
        return (message("Register {name}", name=name),)
    table, number = seat
    if re_entry:
        return (
            message(
                "Re-entry of {name} (table {table}, seat {seat})",
                name=name,
                table=table,
                seat=number,
            ),
        )
    return (
        message(
            "Register {name} (table {table}, seat {seat})", name=name, table=table, seat=number
        ),
    )


def _unregistered(state: TournamentState, event: Event) -> _Candidates:
    return (message("Unregister {name}", name=_name(state, event.data["entry"])),)


def _rebuy(state: TournamentState, event: Event) -> _Candidates:
    return (message("Rebuy for {name}", name=_name(state, event.data["entry"])),)


def _addon(state: TournamentState, event: Event) -> _Candidates:
    return (message("Add-on for {name}", name=_name(state, event.data["entry"])),)


def _bust_out(state: TournamentState, event: Event) -> _Candidates:
    data = event.data
    busted = data["busted"]
    if len(busted) == 1:
        (item,) = busted
        name, place = _name(state, item["entry"]), Place(item["place"])
        if item["covers"] > 1:
            return (message("Bust-out of {name}, {place} (tie)", name=name, place=place),)
        return (message("Bust-out of {name}, {place}", name=name, place=place),)
    parts: list[Message] = []
    for item in busted:
        name, place = _name(state, item["entry"]), Place(item["place"])
        if item["covers"] > 1:
            parts.append(message("{name} ({place} (tie))", name=name, place=place))
        else:
            parts.append(message("{name} ({place})", name=name, place=place))
    return (message("Bust-out of {names}", names=Listing(tuple(parts))),)


def _clock_started(state: TournamentState, event: Event) -> _Candidates:
    return (message("Start the clock"), message("Resume the clock"))


def _clock_adjusted(state: TournamentState, event: Event) -> _Candidates:
    seconds = int(event.data["seconds"])
    amount = abs(seconds)
    if amount % 60 == 0:
        minutes = amount // 60
        if seconds > 0:
            return (plural_message("Add {count} minute", "Add {count} minutes", minutes),)
        return (plural_message("Take away {count} minute", "Take away {count} minutes", minutes),)
    if seconds > 0:
        return (plural_message("Add {count} second", "Add {count} seconds", amount),)
    return (plural_message("Take away {count} second", "Take away {count} seconds", amount),)


def _level_jumped(state: TournamentState, event: Event) -> _Candidates:
    note = state.clock.structure.name_note_of(int(event.data["index"]))
    template = _GO_TO[note.text]
    return (message(template, **dict(note.values)),)


def _level_restarted(state: TournamentState, event: Event) -> _Candidates:
    note = state.clock.structure.name_note_of(state.index_at(event.at))
    template = _RESTART[note.text]
    return (message(template, **dict(note.values)),)


def _pause_at_level_end(state: TournamentState, event: Event) -> _Candidates:
    if event.data["on"]:
        return (message("Pause at each level end"),)
    return (message("Run on at level ends"),)


def _payouts_locked(state: TournamentState, event: Event) -> _Candidates:
    places = len(event.data["payouts"]["amounts"])
    locked = plural_message(
        "Lock the payouts ({count} place)", "Lock the payouts ({count} places)", places
    )
    if places == 1:  # as logs written before plural forms have it
        return (locked, message("Lock the payouts (1 places)"))
    return (locked,)


def _deal(state: TournamentState, event: Event) -> _Candidates:
    names = ", ".join(_name(state, int(p)) for p in event.data["deal"]["players"])
    return (message("Deal between {names}", names=names),)


def _seats_drawn(state: TournamentState, event: Event) -> _Candidates:
    counts = [
        sum(1 for seat in table["seats"] if seat is not None) for table in event.data["tables"]
    ]
    sizes = "/".join(str(count) for count in counts)
    seated = sum(counts)
    players = plural_message("{count} player", "{count} players", seated)
    drawn = message(
        # Translators: "Draw seats: 25 players at 3 tables (9/8/8)"
        "Draw seats: {players} at {tables} ({sizes})",
        players=players,
        tables=plural_message("{count} table", "{count} tables", len(counts)),
        sizes=sizes,
    )
    if len(counts) == 1:  # as logs written before plural forms have it
        old = message(
            "Draw seats: {players} players at 1 tables ({sizes})", players=seated, sizes=sizes
        )
        return (drawn, old)
    return (drawn,)


def _moved(state: TournamentState, event: Event) -> _Candidates:
    data = event.data
    table, seat = data["to"]
    name = _name(state, data["entry"])
    return (
        message("Move {name} to table {table}, seat {seat}", name=name, table=table, seat=seat),
    )


def _tables(numbers: Sequence[int], *, broken: bool) -> Message:
    """Break or close tables: ``Break table 2``, ``Close table 2, 3`` (plural in translation)."""
    if len(numbers) == 1:
        (number,) = numbers
        if broken:
            return message("Break table {number}", number=number)
        return message("Close table {number}", number=number)
    first, others = str(numbers[0]), ", ".join(str(n) for n in numbers[1:])
    if broken:
        return message("Break table {first}, {others}", first=first, others=others)
    return message("Close table {first}, {others}", first=first, others=others)


def _proposal(state: TournamentState, event: Event) -> _Candidates:
    data = event.data
    moves = data["moves"]
    if data.get("final_redraw"):
        return (message("Final-table redraw at table {table}", table=data["final_table"]),)
    broken = sorted(
        {move["from"][0] or 0 for move in moves if move["reason"] == MoveReason.BREAK.value}
    )
    if broken:
        return (_tables(broken, broken=True),)
    if moves:
        return (
            plural_message(
                "Balance tables ({count} move)", "Balance tables ({count} moves)", len(moves)
            ),
        )
    return (_tables(list(data["closed"]), broken=False),)


def _button_set(state: TournamentState, event: Event) -> _Candidates:
    data = event.data
    table = data["table"]
    if "explanation" in data:
        return (message("Draw for the button at table {table}", table=table),)
    return (message("Button to seat {seat} at table {table}", seat=data["seat"], table=table),)


def _hand_for_hand(state: TournamentState, event: Event) -> _Candidates:
    return (message("Start hand-for-hand") if event.data["on"] else message("End hand-for-hand"),)


def _table_opened(state: TournamentState, event: Event) -> _Candidates:
    return (message("Open table {number}", number=event.data["table"]),)


def _table_closed(state: TournamentState, event: Event) -> _Candidates:
    return (message("Close table {number}", number=event.data["table"]),)


def _hand_played(state: TournamentState, event: Event) -> _Candidates:
    return (message("Next hand at table {table}", table=event.data["table"]),)


def _chip_race(state: TournamentState, event: Event) -> _Candidates:
    return (message("Chip race at table {table}", table=event.data["table"]),)


def _constant(text: Message) -> _Builder:
    """A kind whose label never changes ("Pause the clock")."""
    return lambda state, event: (text,)


_BUILDERS: dict[str, _Builder] = {
    "undo": lambda state, event: _history(state, event, undo=True),
    "redo": lambda state, event: _history(state, event, undo=False),
    "tournament_created": _created,
    "setup_changed": _constant(message("Edit the settings")),
    "structure_edited": _constant(message("Edit the structure")),
    "player_registered": _registered,
    "entry_unregistered": _unregistered,
    "late_registration_closed": _constant(message("Close late registration")),
    "rebuy": _rebuy,
    "addon": _addon,
    "bust_out": _bust_out,
    "seats_drawn": _seats_drawn,
    "player_moved": _moved,
    "proposal_accepted": _proposal,
    "table_opened": _table_opened,
    "table_closed": _table_closed,
    "button_set": _button_set,
    "hand_played": _hand_played,
    "hand_for_hand": _hand_for_hand,
    "chip_race": _chip_race,
    "clock_started": _clock_started,
    "clock_paused": _constant(message("Pause the clock")),
    "clock_adjusted": _clock_adjusted,
    "level_jumped": _level_jumped,
    "level_restarted": _level_restarted,
    "pause_at_level_end": _pause_at_level_end,
    "payouts_locked": _payouts_locked,
    "payouts_unlocked": _constant(message("Unlock the payouts")),
    "deal_recorded": _deal,
}
"""How each kind's label is made; a kind not here keeps its stored label."""
