"""Correcting a player's name: rename a player, fold a duplicate record into the right one.

A name typed wrong at registration ("Jon Smtih") is corrected by an event, undone like any
other action: the tournament's players are the replay of its log, so once the event is applied
every screen, report, the TV and the labels of later events read the new name (the labels
already made keep the name they were made with).

* :func:`rename_player` gives a player of the tournament another name and nickname.
* :func:`merge_player` says that a player of the tournament is a second record of somebody
  the player database already knows (the typo's record, to be folded into the right one):
  from then on the tournament's entries of the duplicate belong to the kept player. One
  player never holds two entries at once, so a merge of two players both still playing is
  refused.

The player database follows in the same transaction as the event (storage's part,
:mod:`tourney.persistence.open_tournament`); the domain only decides what the tournament
becomes.

>>> from tourney.domain.entries.actions import register
>>> from tourney.domain.demo import demo_setup
>>> from tourney.domain.entries.actions import create_tournament
>>> from tourney.domain.log.reducer import apply, replay
>>> import random
>>> state = replay([create_tournament(demo_setup(), 0)])
>>> state = apply(state, register(state, Player(4, "Jon Smtih"), 10, random.Random(1)))
>>> event = rename_player(state, 4, "Jon Smith", now=20)
>>> event.label.translated("en")
'Rename Jon Smtih to Jon Smith'
>>> apply(state, event).name(1)
'Jon Smith'
"""

from __future__ import annotations

from tourney.base.messages import Message, message
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import PlayerRenamed, PlayersMerged
from tourney.domain.state import TournamentState

__all__ = [
    "check_merge_player",
    "check_rename_player",
    "merge_player",
    "merged_record",
    "rename_player",
    "tidy_name",
]


def tidy_name(text: str) -> str:
    """A name as it is kept: outer spaces removed, inner runs of spaces made one.

    >>> tidy_name("  Jon   Smith ")
    'Jon Smith'
    """
    return " ".join(text.split())


def _player(state: TournamentState, player_id: int) -> Player:
    found = state.players.get(player_id)
    if found is None:
        raise DomainNotAllowedError("There is no player {id} in this tournament.", id=player_id)
    return found


def _same_name(one: str, other: str) -> bool:
    return tidy_name(one).casefold() == tidy_name(other).casefold()


# ----------------------------------------------------------------------------- rename


def check_rename_player(
    state: TournamentState, player_id: int, name: str, *, nickname: str = ""
) -> None:
    """Refuse to rename player ``player_id`` to ``name`` (and ``nickname``).

    Raises:
        DomainMalformedError: The name is empty, or a field is not text.
        DomainNotAllowedError: No such player here, nothing would change, or another player
            of the tournament has that name already (the same person: merge the two instead).
    """
    current = _player(state, player_id)
    if not isinstance(name, str) or not isinstance(nickname, str):
        raise DomainMalformedError("A player's name and nickname must be text.")
    new_name, new_nickname = tidy_name(name), tidy_name(nickname)
    if not new_name:
        raise DomainMalformedError("A player needs a name.")
    if (new_name, new_nickname) == (current.name, current.nickname):
        raise DomainNotAllowedError(
            "{name} already has that name and nickname: nothing to change.", name=current.name
        )
    for other in state.players.values():
        if other.id != player_id and _same_name(other.name, new_name):
            raise DomainNotAllowedError(
                "Another player of this tournament is called {name}: if it is the same "
                "person, merge the two; if not, tell them apart (add an initial).",
                name=other.name,
            )


def rename_player(
    state: TournamentState, player_id: int, name: str, *, nickname: str = "", now: Now
) -> Event:
    """Give player ``player_id`` a new name and nickname (one undoable action).

    Raises:
        DomainError: See :func:`check_rename_player`.
    """
    check_rename_player(state, player_id, name, nickname=nickname)
    current = state.players[player_id]
    new_name, new_nickname = tidy_name(name), tidy_name(nickname)
    payload = PlayerRenamed(player_id, new_name, new_nickname)
    return Event(payload, to_ms(now) / 1000, _renamed_label(current, new_name, new_nickname))


def _renamed_label(current: Player, name: str, nickname: str) -> Message:
    if name != current.name:
        return message("Rename {old} to {name}", old=current.name, name=name)
    if nickname:
        return message("Nickname of {name}: {nickname}", name=name, nickname=nickname)
    return message("Nickname of {name} removed", name=name)


# ----------------------------------------------------------------------------- merge


def merged_record(state: TournamentState, duplicate: int, keep: Player) -> Player:
    """The kept player's public fields once ``duplicate`` is folded into it.

    The kept player's name wins (as it is known in this tournament, when it plays here); a
    nickname it lacks is taken from the duplicate.
    """
    known = state.players.get(keep.id, keep.public())
    gone = state.players.get(duplicate)
    nickname = known.nickname or (gone.nickname if gone is not None else "")
    return Player(known.id, known.name, nickname)


def check_merge_player(state: TournamentState, duplicate: int, keep: Player) -> None:
    """Refuse to fold player ``duplicate`` of this tournament into the record ``keep``.

    Raises:
        DomainNotAllowedError: The duplicate is not in this tournament, the two are one
            record, the kept player is known here by another name, or both still play (one
            player cannot hold two entries at once).
    """
    gone = _player(state, duplicate)
    if keep.id == duplicate:
        raise DomainNotAllowedError("{name} cannot be merged with the same record.", name=gone.name)
    known = state.players.get(keep.id)
    if known is not None and known.name != keep.name:
        raise DomainNotAllowedError(
            "Player {id} is {name} in this tournament, not {other}.",
            id=keep.id,
            name=known.name,
            other=keep.name,
        )
    playing = [e for e in state.entries.values() if e.active]
    mine = next((e for e in playing if e.player_id == duplicate), None)
    theirs = next((e for e in playing if e.player_id == keep.id), None)
    if mine is not None and theirs is not None:
        raise DomainNotAllowedError(
            "{duplicate} (entry {entry}) and {name} (entry {other}) are both playing: one "
            "player cannot hold two entries at once, so they are not the same person.",
            duplicate=gone.name,
            entry=mine.number,
            name=keep.name,
            other=theirs.number,
        )


def merge_player(state: TournamentState, duplicate: int, keep: Player, now: Now) -> Event:
    """Fold player ``duplicate`` into ``keep``: its entries are the kept player's from now on.

    Raises:
        DomainNotAllowedError: See :func:`check_merge_player`.
    """
    check_merge_player(state, duplicate, keep)
    into = merged_record(state, duplicate, keep)
    label = message(
        "Merge {duplicate} into {name}", duplicate=state.players[duplicate].name, name=into.name
    )
    return Event(PlayersMerged(duplicate, into), to_ms(now) / 1000, label)
