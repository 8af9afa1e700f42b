"""The player database follows a tournament's corrected names, in the action's transaction.

A name corrected in a tournament (:mod:`tourney.domain.entries.renaming`) is corrected in the
player database too, so that completion offers the right name and never the typo again:

* a **rename** renames the player's record (name and nickname);
* a **merge** merges the duplicate's record into the kept one
  (:meth:`~tourney.persistence.players_repo.PlayersRepo.merge`: it stays, pointing at the
  kept record, so other tournaments' events that name it still resolve);
* **undoing** either puts the record back as the tournament now has it: the old name, or the
  duplicate's record on its own again (what the merge copied into the kept record stays).

:func:`follow` reads which merge is done or undone from the event (or the action an undo or
a redo names), and the names from the two states, before and after, so a rename's undo and
redo need nothing of their own. :meth:`OpenTournament.perform
<tourney.persistence.open_tournament.OpenTournament.perform>` calls it inside the
transaction that stores the event: the event and the database's change are on disk
together, or neither is.
"""

from __future__ import annotations

from tourney.domain.log.events import Event
from tourney.domain.log.payloads import Payload, PlayerRenamed, PlayersMerged, Redo, Undo
from tourney.domain.state import TournamentState
from tourney.persistence.errors import UnknownRecordError
from tourney.persistence.players_repo import PlayersRepo

__all__ = ["follow", "touches_players"]

_NAMING = (PlayerRenamed, PlayersMerged)


def _action(before: TournamentState, event: Event) -> tuple[Payload, bool]:
    """The action ``event`` does or undoes, and whether it undoes it."""
    payload = event.payload
    if isinstance(payload, Undo | Redo):
        return before.log[payload.target - 1].payload, isinstance(payload, Undo)
    return payload, False


def touches_players(before: TournamentState, event: Event) -> bool:
    """Whether ``event`` (made on ``before``) renames or merges players, or undoes or redoes it.

    >>> from tourney.base.messages import message
    >>> from tourney.domain.demo import demo_setup
    >>> from tourney.domain.entries.actions import create_tournament
    >>> from tourney.domain.log.reducer import replay
    >>> state = replay([create_tournament(demo_setup(), 0)])
    >>> touches_players(state, Event(PlayerRenamed(3, "Jon Smith"), 1, message("Rename")))
    True
    """
    return isinstance(_action(before, event)[0], _NAMING)


def follow(
    players: PlayersRepo, before: TournamentState, event: Event, after: TournamentState
) -> None:
    """Make the player database say what ``after`` says of the players ``event`` touched.

    Call it inside the transaction that stores ``event`` (made on ``before``, giving
    ``after``). A player the database does not hold (a tournament whose records were never in
    this library) is left alone: the tournament's own log keeps its name.

    Raises:
        PersistenceError: The database refused the change (the transaction is rolled back).
    """
    action, undone = _action(before, event)
    if isinstance(action, PlayersMerged):
        if undone:
            _unmerge(players, action.player_id)
        else:
            _merge(players, keep=action.into.id, duplicate=action.player_id)
    for player_id, player in after.players.items():
        old = before.players.get(player_id)
        if old is not None and (old.name, old.nickname) == (player.name, player.nickname):
            continue
        try:
            record = players.get(player_id)
        except UnknownRecordError:
            continue
        if (record.name, record.nickname) != (player.name, player.nickname):
            players.update(player_id, name=player.name, nickname=player.nickname)


def _merge(players: PlayersRepo, *, keep: int, duplicate: int) -> None:
    try:
        if players.resolve(keep).id != players.resolve(duplicate).id:
            players.merge(keep, duplicate)
    except UnknownRecordError:
        return


def _unmerge(players: PlayersRepo, player_id: int) -> None:
    try:
        players.unmerge(player_id)
    except UnknownRecordError:
        return
