"""What a bust-out's line says: "Bust-out of Ann, 9th", then and now.

A bust-out is labelled with the places it gives when it is recorded (:func:`bust_label`);
late registrations after it move the places down, so the History of actions says the place
each player finishes in (:func:`told_with_places`), on the bust-out's own line and on its undo
and redo.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tourney.base.messages import N_, Listing, Message, message
from tourney.domain.entries.entry import Place
from tourney.domain.entries.placing import place_bustouts
from tourney.domain.log.events import Event, from_device
from tourney.domain.log.payloads import Bust, BustOut, Redo, Undo
from tourney.domain.state import TournamentState, history_label

__all__ = ["STORED_LABELS", "bust_label", "told_with_places"]


def bust_label(state: TournamentState, busts: Sequence[Bust]) -> Message:
    """The label ("Bust-out of Ann, 9th"): the places as they stand when it is recorded."""
    left = state.players_left
    if len(busts) == 1:
        places = {busts[0].entry: (left, 1)}
    else:
        result = place_bustouts(
            players_left=left, busted=[(str(b.entry), b.stack or 0) for b in busts]
        )
        places = {int(p.player): (p.place, p.covers) for p in result.placings}
    return _placed_label(state, busts, places)


STORED_LABELS = (N_("{name} ({place} (tie))"),)
"""Label parts earlier versions stored in their logs and this one no longer writes: kept in
the catalogs, so that those logs are still said in every language."""


def _placed_label(
    state: TournamentState, busts: Sequence[Bust], places: Mapping[int, tuple[int, int]]
) -> Message:
    """The label "Bust-out of Ann, 9th" (of several: each with his place) for the places given."""
    ordered = sorted(busts, key=lambda b: places[b.entry])
    if len(ordered) == 1:
        place, covers = places[ordered[0].entry]
        name = state.name(ordered[0].entry)
        if covers > 1:
            return message("Bust-out of {name}, {place} (tie)", name=name, place=Place(place))
        return message("Bust-out of {name}, {place}", name=name, place=Place(place))
    parts: list[Message] = []
    for bust in ordered:
        place, covers = places[bust.entry]
        name = state.name(bust.entry)
        if covers > 1:
            parts.append(message("{name} ({place}, tie)", name=name, place=Place(place)))
        else:
            parts.append(message("{name} ({place})", name=name, place=Place(place)))
    return message("Bust-out of {names}", names=Listing(tuple(parts)))


def told_with_places(state: TournamentState, event: Event) -> Message:
    """The history's label of ``event``, a bust-out saying the place the player has now.

    A bust-out is labelled with the place it gave when it was recorded; a late registration
    after it moves the places down (the 20th becomes 21st), so the history of the night says
    the place each player finishes in; the undo and the redo of a bust-out say the same place
    as its own line. Any other event, or a bust-out undone since (even when its player busted
    again later, in another place), is told as it was stored.
    """
    payload = event.payload
    if isinstance(payload, Undo | Redo):  # "Undo bust-out of Ann, 27th": her place now too
        target = state.log[payload.target - 1]
        if not isinstance(target.payload, BustOut):
            return event.told
        label = history_label(_told_bare(state, target), undo=isinstance(payload, Undo))
        return label if event.origin is None else from_device(label, event.origin)
    if not isinstance(payload, BustOut):
        return event.told
    label = _told_bare(state, event)
    return label if event.origin is None else from_device(label, event.origin)


def _told_bare(state: TournamentState, event: Event) -> Message:
    """A bust-out's label with the places its players have now (the device not named)."""
    payload = event.payload
    assert isinstance(payload, BustOut)
    if event.seq in state.history.undone:  # not in effect: the places it gave then
        return event.label
    places: dict[int, tuple[int, int]] = {}
    for bust in payload.busted:
        entry = state.entries.get(bust.entry)
        if entry is None or entry.active or entry.place is None:
            return event.label
        places[bust.entry] = (entry.place, entry.covers)
    return _placed_label(state, payload.busted, places)
