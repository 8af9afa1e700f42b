"""The core service: commands performed once, on disk before anybody is told, refusals returned."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tourney.core import commands as c
from tourney.core.results import Performed, Refused
from tourney.core.service import Change, TournamentService
from tourney.domain.log.events import Origin
from tourney.domain.log.reducer import replay
from tourney.persistence.library import Library

NOW = 1_742_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    opened = TournamentService.open(tmp_path / "library.sqlite", clock=Clock())
    opened.create_demo()
    yield opened
    opened.close()


def _stored(service: TournamentService) -> int:
    """The events on disk, read by another connection."""
    with Library.open(service.library.path, read_only=True) as other:
        assert service.tournament_id is not None
        return other.events.last_seq(service.tournament_id)


def test_a_command_is_on_disk_before_the_subscribers_are_told(service: TournamentService) -> None:
    told: list[tuple[int, int]] = []

    def subscriber(change: Change) -> None:
        assert change.state is not None
        told.append((change.state.last_seq, _stored(service)))

    service.subscribe(subscriber)
    result = service.perform(c.PauseClock())
    assert isinstance(result, Performed) and result.translated("en") == "Pause the clock"
    assert told == [(result.event.seq, result.event.seq)]


def test_a_command_sent_twice_is_performed_once(service: TournamentService) -> None:
    victim = service.state.active()[0].number
    first = service.perform(c.BustOut(busts=(c.Bust(victim),), id="phone-1:7"))
    again = service.perform(c.BustOut(busts=(c.Bust(victim),), id="phone-1:7"))
    assert isinstance(first, Performed) and isinstance(again, Performed)
    assert again.repeated and again.event == first.event
    assert _stored(service) == first.event.seq
    other = service.perform(c.BustOut(busts=(c.Bust(victim),), id="phone-2:1"))
    assert isinstance(other, Refused) and "already busted out" in other.translated("en")


def test_a_refusal_changes_nothing_and_keeps_its_code(service: TournamentService) -> None:
    before = _stored(service)
    told: list[Change] = []
    service.subscribe(told.append)
    result = service.perform(c.StartClock())
    assert isinstance(result, Refused)
    assert result.translated("it") != result.translated("en") and result.code
    assert _stored(service) == before and told == []


def test_a_look_ahead_says_why_a_command_would_be_refused_and_changes_nothing(
    service: TournamentService,
) -> None:
    told: list[Change] = []
    service.subscribe(told.append)
    state, before, draws = service.state, _stored(service), service.rng.getstate()
    bought = next(e.number for e in state.active() if e.addons == 1)
    refused = service.refusal(c.AddOn(entries=(bought,)))
    assert isinstance(refused, Refused) and "the most allowed" in refused.translated("en")
    assert refused.code == service.perform(c.AddOn(entries=(bought,))).code  # as performing says
    assert service.refusal(c.PauseClock()) is None  # it would be performed…
    assert service.state.clock.reading(service.now()).running  # …but was not
    assert service.refusal(c.ReEnter(player_id=1)) is not None  # the demo has no re-entries
    assert service.state is state and _stored(service) == before and told == []
    assert service.rng.getstate() == draws  # nor did it draw from the tournament's chance
    with pytest.raises(ValueError, match="only when performed"):
        service.refusal(c.Register(name="Ana"))


def test_a_bust_out_sent_without_its_hand_takes_the_hand_being_played(
    service: TournamentService,
) -> None:
    """A staff phone sends who busted, not the button: the hand is the one Tourney expects,
    as the window's bust-out dialog proposes it (before, it was the hand recorded last, and
    the next hand's button and blinds came out one hand behind)."""
    from tourney.domain.log.payloads import TablePositions
    from tourney.domain.room.actions import button_known, hand_plan

    table = service.state.room.tables[0].number
    assert service.perform(c.NextHand(table=table)).ok  # the button is confirmed now
    assert service.perform(c.NextHand(table=table)).ok  # and a hand later
    state, at = service.state, service.now()
    playing = button_known(state, table, at).expected
    assert playing is not None and playing == hand_plan(state, table, at).positions
    big_blind = state.room.table(table).player_at(playing.bb)
    assert big_blind is not None
    result = service.perform(c.BustOut(busts=(c.Bust(big_blind),)))  # as a phone sends it
    assert isinstance(result, Performed)
    hand = TablePositions(table, playing.button, playing.sb, playing.bb)
    assert result.event.payload.positions == (hand,)
    # the window's way, with the positions its dialog proposed, gives the same next hand
    service.perform(c.Undo())
    window = service.perform(c.BustOut(busts=(c.Bust(big_blind),), positions=(hand,)))
    assert isinstance(window, Performed) and window.event.payload.positions == (hand,)


def test_a_device_is_named_in_the_event(service: TournamentService) -> None:
    result = service.perform(c.PauseClock(id="x1"), origin=Origin("Table 2", "director"))
    assert isinstance(result, Performed)
    stored = service.library.events.events(service.tournament_id)[-1]
    assert stored.origin == Origin("Table 2", "director") and stored.command == "x1"


def test_registering_finds_the_player_or_adds_one_and_a_refusal_adds_nobody(
    tmp_path: Path,
) -> None:
    service = TournamentService.open(tmp_path / "lib.sqlite", clock=Clock())
    from tourney.domain.demo import demo_setup

    service.create_tournament(demo_setup())
    known = service.library.players.add("Ann Miller")
    assert isinstance(service.perform(c.Register(name="ann miller")), Performed)
    assert service.state.players[known.id].name == "Ann Miller"
    assert isinstance(service.perform(c.Register(name="Zoë New")), Performed)
    count = service.library.players.count()
    service.perform(c.StartClock())
    refused = service.perform(c.Register(name="Ann Miller"))  # already playing
    assert isinstance(refused, Refused) and "already playing" in refused.translated("en")
    assert service.library.players.count() == count
    service.close()


def test_undo_and_redo_replay_from_a_kept_state_and_give_the_full_replay(
    service: TournamentService,
) -> None:
    for _ in range(3):
        victim = service.state.active()[-1].number
        assert isinstance(service.perform(c.BustOut(busts=(c.Bust(victim),))), Performed)
    service.perform(c.AdjustClock(seconds=60))
    for command in (c.Undo(), c.Undo(), c.Redo(), c.Undo()):
        assert isinstance(service.perform(command), Performed), command
        assert service.state == replay(service.state.log)


def test_an_undo_of_another_action_than_the_one_seen_is_refused(service: TournamentService) -> None:
    victim = service.state.active()[-1].number
    bust = service.perform(c.BustOut(busts=(c.Bust(victim),)))
    assert isinstance(bust, Performed)
    service.perform(c.Rebuy(entry=service.state.active()[0].number))
    refused = service.perform(c.Undo(expected=bust.event.seq))
    assert isinstance(refused, Refused) and "The last action is now" in refused.translated("en")


def test_only_the_owning_thread_changes_the_tournament(service: TournamentService) -> None:
    errors: list[BaseException] = []

    def elsewhere() -> None:
        try:
            service.perform(c.PauseClock())
        except RuntimeError as error:
            errors.append(error)

    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join()
    assert errors and "one thread" in str(errors[0])


def test_every_command_kind_is_declared_with_its_roles() -> None:
    assert len(c.COMMANDS) >= 30
    for kind, command in c.COMMANDS.items():
        assert kind == command.KIND
        assert set(c.ROLES) >= command.ROLES and c.DIRECTOR in command.ROLES
    assert c.FLOOR in c.BustOut.ROLES and c.FLOOR not in c.PauseClock.ROLES
    assert c.DESK in c.Register.ROLES and c.DESK not in c.Undo.ROLES


def test_a_name_is_corrected_and_a_typo_merged_through_commands(tmp_path: Path) -> None:
    service = TournamentService.open(tmp_path / "lib.sqlite", clock=Clock())
    from tourney.domain.demo import demo_setup

    service.create_tournament(demo_setup())
    assert isinstance(service.perform(c.Register(name="Jon Smtih")), Performed)
    typo = next(iter(service.state.players))
    renamed = service.perform(c.RenamePlayer(player_id=typo, name="Jon Smith"))
    assert isinstance(renamed, Performed) and "Jon Smith" in renamed.translated("en")
    assert service.library.players.resolve(typo).name == "Jon Smith"
    right = service.library.players.add("Ann Miller")
    assert isinstance(service.perform(c.Register(name="Ann Miler")), Performed)
    dup = next(p for p in service.state.players.values() if p.name == "Ann Miler").id
    merged = service.perform(c.MergePlayers(duplicate=dup, keep_id=right.id))
    assert isinstance(merged, Performed), merged
    assert dup not in service.state.players and right.id in service.state.players
    service.close()


def test_a_tournament_is_renamed_by_a_command_and_the_library_lists_the_new_name(
    service: TournamentService,
) -> None:
    result = service.perform(c.RenameTournament(name="Friday Final"))
    assert isinstance(result, Performed)
    assert service.state is not None and service.state.setup.name == "Friday Final"
    listed = {info.id: info.name for info in service.library.events.tournaments()}
    assert listed[service.tournament_id] == "Friday Final"
    assert isinstance(service.perform(c.RenameTournament(name="")), Refused)


def test_a_bust_out_command_keeps_the_hand_the_director_confirmed(
    service: TournamentService,
) -> None:
    from tourney.domain.log.payloads import BustOut, TablePositions
    from tourney.domain.room.actions import hand_plan

    state = service.state
    assert state is not None
    table = state.room.tables[0]
    victim = next(iter(table.players()))
    plan = hand_plan(state, table.number, service.now())
    hand = TablePositions(table.number, plan.button, plan.sb, plan.bb)
    result = service.perform(c.BustOut(busts=(c.Bust(victim),), positions=(hand,)))
    assert isinstance(result, Performed)
    payload = result.event.payload
    assert isinstance(payload, BustOut) and payload.positions == (hand,)
