"""A name corrected in a tournament is corrected in the player database, in one transaction.

The night's typo ("Jon Smtih") stayed in the player database and its completion after the
tournament could not correct it. Now the rename (or the merge into the right record) is one
transaction with its event: both are on disk, or neither; undo and redo put the database back
as the tournament has it.
"""

from __future__ import annotations

import random

import pytest

from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import merge_player, register, rename_player
from tourney.domain.entries.players import Player as DomainPlayer
from tourney.domain.levels.actions import start_clock
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_tournament

NOW = 1_750_000_000.0


@pytest.fixture
def night(library: Library) -> OpenTournament:
    """A tournament where Ann and "Jon Smtih" (a typo, added as a new record) registered."""
    t = create_tournament(library, demo_setup(), now=NOW, clock=lambda: NOW + 99)
    rng = random.Random(3)
    for name in ("Ann Lee", "Jon Smtih"):
        record = library.players.add(name)
        player = DomainPlayer(record.id, record.name)
        t.perform(lambda s, p=player: register(s, p, NOW, rng))
    t.perform(lambda s: start_clock(s, NOW + 10))
    return t


def _id(library: Library, name: str) -> int:
    found = library.players.find_same(name)
    assert found is not None
    return found.id


def test_a_rename_renames_the_record_and_completion_no_longer_offers_the_typo(
    library: Library, night: OpenTournament
) -> None:
    jon = _id(library, "Jon Smtih")
    night.perform(lambda s: rename_player(s, jon, "Jon Smith", nickname="Smitty", now=NOW + 20))
    record = library.players.get(jon)
    assert (record.name, record.nickname) == ("Jon Smith", "Smitty")
    assert library.players.search("smtih") == []
    assert [p.name for p in library.players.search("jon sm")] == ["Jon Smith"]
    again = OpenTournament.open(library, night.tournament_id)
    assert again.state == night.state and again.state.players[jon].name == "Jon Smith"

    night.undo()
    assert library.players.get(jon).name == "Jon Smtih"
    assert library.players.get(jon).nickname == ""
    night.redo()
    assert library.players.get(jon).name == "Jon Smith"


def test_a_merge_folds_the_typos_record_into_the_right_one_and_undo_parts_them(
    library: Library, night: OpenTournament
) -> None:
    jon = _id(library, "Jon Smtih")
    right = library.players.add("Jon Smith", email="jon@example.org")
    keep = DomainPlayer(right.id, right.name, right.nickname)
    number = night.state.entries_of(jon)[0].number
    night.perform(lambda s: merge_player(s, jon, keep, NOW + 20))
    assert night.state.entries[number].player_id == right.id
    assert library.players.get(jon).merged_into == right.id
    assert library.players.resolve(jon) == library.players.get(right.id)
    assert [p.name for p in library.players.search("jon")] == ["Jon Smith"]
    assert OpenTournament.open(library, night.tournament_id).state == night.state

    night.undo()
    assert library.players.get(jon).merged_into is None
    assert sorted(p.name for p in library.players.search("jon")) == ["Jon Smith", "Jon Smtih"]
    assert night.state.entries[number].player_id == jon
    night.redo()
    assert library.players.resolve(jon).id == right.id


def test_the_event_and_the_database_change_are_stored_together_or_not_at_all(
    library: Library, night: OpenTournament, monkeypatch: pytest.MonkeyPatch
) -> None:
    jon = _id(library, "Jon Smtih")
    before = night.state
    stored = library.events.last_seq(night.tournament_id)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PersistenceError("the disk is full")

    monkeypatch.setattr(library.players, "update", refuse)
    with pytest.raises(PersistenceError, match="the disk is full"):
        night.perform(lambda s: rename_player(s, jon, "Jon Smith", now=NOW + 20))
    assert library.events.last_seq(night.tournament_id) == stored
    assert night.state is before
    monkeypatch.undo()
    assert library.players.get(jon).name == "Jon Smtih"
    assert OpenTournament.open(library, night.tournament_id).state == before


def test_a_player_the_database_does_not_hold_is_renamed_in_the_tournament_alone(
    library: Library,
) -> None:
    t = create_tournament(library, demo_setup(), now=NOW)
    t.perform(lambda s: register(s, DomainPlayer(900, "Nobody Known"), NOW, random.Random(1)))
    t.perform(lambda s: rename_player(s, 900, "Somebody Known", now=NOW + 1))
    assert t.state.players[900].name == "Somebody Known"
    assert library.players.count() == 0


def test_unmerge_gives_a_merged_record_its_own_life_again(library: Library) -> None:
    keep = library.players.add("Jon Smith")
    typo = library.players.add("Jon Smtih", nickname="JJ", phone="123")
    library.players.merge(keep.id, typo.id)
    assert library.players.get(keep.id).phone == "123"  # the merge filled the kept record
    back = library.players.unmerge(typo.id)
    assert back.merged_into is None and (back.name, back.nickname) == ("Jon Smtih", "JJ")
    assert library.players.unmerge(keep.id) == library.players.get(keep.id)  # not merged
    with pytest.raises(PersistenceError):
        library.players.unmerge(999)
