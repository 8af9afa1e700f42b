"""Correcting a name: a rename and a merge are events, undone like any action, read everywhere.

The night it was found: "Jon Smtih" typed at registration stayed on every screen, and the
player database's right record ("Jon Smith", a regular) could not take his entry. These
tests drive the domain's actions as the window does and read what the director then sees:
the names of the entries, the results, the labels of later events, and the rules applied to
a replayed or imported log.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.domain.log.test_event_labels import Recorder, assert_said_again
from tests.domain.test_tournament_story import MINUTE, NAMES, T0, Director
from tourney.domain.entries.actions import (
    Bust,
    bust_out,
    merge_player,
    register,
    rename_player,
)
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.figures import standings
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.audit import audit
from tourney.domain.log.codec import from_record, to_record
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import PlayerRenamed, PlayersMerged
from tourney.domain.log.reducer import replay
from tourney.domain.room.actions import draw_seats
from tourney.domain.state import TournamentState

TYPO = 40
"""The id of the record typed by mistake ("Jon Smtih")."""
RIGHT = Player(12, "Jon Smith", "Smitty")
"""The player database's right record, not registered tonight."""


def _night(*, re_entries: int | None = 0) -> Director:
    d = Recorder(re_entries=re_entries)
    for player_id, name in enumerate(NAMES[:5], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(register(d.state, Player(TYPO, "Jon Smtih"), T0 - 500, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    return d


def _entry_of(state: TournamentState, player_id: int) -> int:
    return state.entries_of(player_id)[-1].number


# ----------------------------------------------------------------------------- rename


def test_a_rename_is_read_by_the_entries_the_results_and_the_labels_made_after_it() -> None:
    d = _night()
    jon = _entry_of(d.state, TYPO)
    event = d.do(rename_player(d.state, TYPO, "  Jon   Smith ", now=T0 + MINUTE))
    assert event.label.translated("en") == "Rename Jon Smtih to Jon Smith"
    assert event.payload == PlayerRenamed(TYPO, "Jon Smith", "")
    assert d.state.name(jon) == "Jon Smith"
    assert d.state.players[TYPO] == Player(TYPO, "Jon Smith")
    bust = d.do(bust_out(d.state, [Bust(jon, by=(1,))], T0 + 2 * MINUTE))
    assert bust.label.translated("en") == "Bust-out of Jon Smith, 6th"
    assert [row.name for row in standings(d.state) if row.entry == jon] == ["Jon Smith"]
    registered = next(
        e for e in d.state.log if getattr(e.payload, "player", None) == Player(TYPO, "Jon Smtih")
    )
    assert registered.label.translated("en").startswith(
        "Register Jon Smtih"
    )  # made before: as it was
    assert replay(d.state.log, check=True) == d.state


def test_a_rename_is_undone_and_redone_and_the_undo_item_names_it() -> None:
    d = _night()
    jon = _entry_of(d.state, TYPO)
    d.do(rename_player(d.state, TYPO, "Jon Smith", nickname="Smitty", now=T0 + MINUTE))
    assert d.state.undo_label is not None
    assert d.state.undo_label.translated("en") == "Undo rename Jon Smtih to Jon Smith"
    d.do(undo(d.state, T0 + 2 * MINUTE))
    assert d.state.name(jon) == "Jon Smtih" and d.state.players[TYPO].nickname == ""
    d.do(redo(d.state, T0 + 3 * MINUTE))
    assert d.state.players[TYPO] == Player(TYPO, "Jon Smith", "Smitty")


def test_a_nickname_alone_has_its_own_label() -> None:
    d = _night()
    set_it = d.do(rename_player(d.state, 1, "Ann", nickname="The Shark", now=T0))
    assert set_it.label.translated("en") == "Nickname of Ann: The Shark"
    cleared = d.do(rename_player(d.state, 1, "Ann", now=T0 + 1))
    assert cleared.label.translated("en") == "Nickname of Ann removed"
    assert d.state.players[1].nickname == ""


def test_a_rename_is_allowed_once_the_tournament_is_over() -> None:
    d = _night()
    while d.state.players_left > 1:
        last = d.state.active()[-1].number
        d.do(bust_out(d.state, [Bust(last, by=(d.state.active()[0].number,))], T0 + MINUTE))
    assert d.state.finished
    d.do(rename_player(d.state, TYPO, "Jon Smith", now=T0 + 2 * MINUTE))
    assert [row.name for row in standings(d.state)][-1] == "Jon Smith"


@pytest.mark.parametrize(
    ("player_id", "name", "nickname", "error", "words"),
    [
        (TYPO, "   ", "", DomainMalformedError, "A player needs a name."),
        (TYPO, "Jon Smtih", "", DomainNotAllowedError, "nothing to change"),
        (TYPO, "ann", "", DomainNotAllowedError, "Another player of this tournament is called Ann"),
        (99, "Zed", "", DomainNotAllowedError, "There is no player 99 in this tournament."),
    ],
)
def test_a_rename_that_cannot_be_made_is_refused_with_its_reason(
    player_id: int, name: str, nickname: str, error: type[Exception], words: str
) -> None:
    d = _night()
    before = d.state
    with pytest.raises(error, match=words):
        rename_player(d.state, player_id, name, nickname=nickname, now=T0)
    assert d.state == before


# ----------------------------------------------------------------------------- merge


def test_a_merge_gives_the_typos_entries_to_the_kept_player() -> None:
    d = _night()
    jon = _entry_of(d.state, TYPO)
    event = d.do(merge_player(d.state, TYPO, RIGHT, T0 + MINUTE))
    assert event.label.translated("en") == "Merge Jon Smtih into Jon Smith"
    assert event.payload == PlayersMerged(TYPO, Player(12, "Jon Smith", "Smitty"))
    assert d.state.entries[jon].player_id == RIGHT.id
    assert TYPO not in d.state.players and d.state.name(jon) == "Jon Smith"
    assert d.state.entries_of(TYPO) == ()
    assert replay(d.state.log, check=True) == d.state
    d.do(undo(d.state, T0 + 2 * MINUTE))
    assert d.state.entries[jon].player_id == TYPO and d.state.name(jon) == "Jon Smtih"
    assert RIGHT.id not in d.state.players


def test_a_merge_into_a_player_of_the_tournament_keeps_its_name_and_takes_a_nickname() -> None:
    d = _night(re_entries=None)
    typo = Player(TYPO + 1, "Annn", "Nan")
    ann = _entry_of(d.state, 1)
    d.do(bust_out(d.state, [Bust(ann, by=(2,))], T0 + MINUTE))
    d.do(register(d.state, typo, T0 + 2 * MINUTE, d.rng))  # Ann, typed again, not found
    again = _entry_of(d.state, typo.id)
    d.do(merge_player(d.state, typo.id, d.state.players[1], T0 + 3 * MINUTE))
    assert [e.number for e in d.state.entries_of(1)] == [ann, again]
    assert d.state.players[1] == Player(1, "Ann", "Nan")
    assert d.state.entries[again].active and not d.state.entries[ann].active
    assert replay(d.state.log, check=True) == d.state


def test_two_players_both_playing_are_not_merged_and_the_refusal_names_them() -> None:
    d = _night()
    ann, jon = _entry_of(d.state, 1), _entry_of(d.state, TYPO)
    before = d.state
    with pytest.raises(DomainNotAllowedError) as caught:
        merge_player(d.state, TYPO, d.state.players[1], T0)
    assert str(caught.value) == (
        f"Jon Smtih (entry {jon}) and Ann (entry {ann}) are both playing: one player cannot "
        "hold two entries at once, so they are not the same person."
    )
    assert caught.value.translated("it").startswith("Jon Smtih (iscrizione")
    assert d.state == before


@pytest.mark.parametrize(
    ("duplicate", "keep", "words"),
    [
        (TYPO, Player(TYPO, "Jon Smith"), "cannot be merged with the same record"),
        (99, RIGHT, "There is no player 99 in this tournament."),
        (TYPO, Player(1, "Anne"), "Player 1 is Ann in this tournament, not Anne."),
    ],
)
def test_a_merge_that_cannot_be_made_is_refused(duplicate: int, keep: Player, words: str) -> None:
    d = _night()
    with pytest.raises(DomainNotAllowedError, match=words):
        merge_player(d.state, duplicate, keep, T0)


# ----------------------------------------------------------------------------- logs


def _forged(state: TournamentState, payload: object) -> list[Event]:
    from tourney.base.messages import message

    event = Event(payload, T0 + MINUTE, message("forged"))  # type: ignore[arg-type]
    return [*state.log, event.stored_as(state.last_seq + 1)]


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (PlayerRenamed(TYPO, "Ann"), "Another player of this tournament is called Ann"),
        (PlayerRenamed(77, "Zed"), "There is no player 77"),
        (PlayersMerged(TYPO, Player(1, "Ann")), "are both playing"),
        (PlayersMerged(TYPO, Player(2, "Bob", "Forged")), "keeps the name known here"),
    ],
)
def test_a_forged_rename_or_merge_is_refused_in_a_replayed_log(
    payload: object, reason: str
) -> None:
    d = _night()
    d.do(bust_out(d.state, [Bust(_entry_of(d.state, 2), by=(1,))], T0 + 30))
    forged = _forged(d.state, payload)
    with pytest.raises(DomainMalformedError, match=reason):
        replay(forged, check=True)
    if payload != PlayerRenamed(77, "Zed"):  # one that can be applied: audit goes on
        assert [r.kind for r in audit(forged)[1]] == [forged[-1].kind]


def test_renames_and_merges_round_trip_through_json_and_are_said_in_every_language() -> None:
    d = _night()
    d.do(rename_player(d.state, 1, "Ann", nickname="Shark", now=T0))
    d.do(rename_player(d.state, 1, "Ann", now=T0 + 1))
    d.do(rename_player(d.state, TYPO, "Jon Smiht", now=T0 + 2))
    d.do(merge_player(d.state, TYPO, RIGHT, T0 + 3))
    made = [
        (before, event)
        for before, event in d.made
        if event.kind in {"player_renamed", "players_merged"}
    ]
    assert len(made) == 4
    assert_said_again(made)
    for _, event in made:
        record = json.loads(json.dumps(to_record(event)))
        assert from_record(record) == event
    merged = to_record(made[-1][1])["data"]
    assert merged == {"player_id": TYPO, "into": {"player_id": 12, "name": "Jon Smith",
                                                  "nickname": "Smitty"}}  # fmt: skip


def _names_top(state: TournamentState, stack: object) -> bool:
    """Whether the action on top of an undo stack is a rename or a merge (not the night's)."""
    top = getattr(stack, "top", None) if stack else None
    return top is not None and isinstance(state.log[top - 1].payload, PlayerRenamed | PlayersMerged)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.tuples(st.just("rename"), st.sampled_from(["Jon Smith", "Jon Smyth", "Jo Smith"])),
            st.tuples(st.just("merge"), st.integers(12, 14)),
            st.tuples(st.just("undo"), st.none()),
            st.tuples(st.just("redo"), st.none()),
        ),
        max_size=12,
    )
)
def test_any_sequence_of_renames_merges_and_undos_replays_the_same(steps: list) -> None:
    """Whatever the order, the state is the replay of its log, checked by the rules, and each
    entry belongs to a player of the tournament."""
    d = _night()
    for step, (what, value) in enumerate(steps):
        at = T0 + step
        state = d.state
        current = next(p for p in state.players.values() if p.id not in range(1, 6))
        try:
            if what == "rename":
                event = rename_player(state, current.id, value, now=at)
            elif what == "merge":
                event = merge_player(state, current.id, Player(value, f"Jon {value}"), at)
            elif what == "undo" and _names_top(state, state.history.done):
                event = undo(state, at)
            elif what == "redo" and _names_top(state, state.history.redo):
                event = redo(state, at)
            else:
                continue
        except DomainNotAllowedError:
            continue
        d.do(event)
    state = d.state
    assert replay(state.log, check=True) == state
    assert all(e.player_id in state.players for e in state.entries.values())
    assert len(state.players) == 6
