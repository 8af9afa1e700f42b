"""The draw for the button in Italian and Romanian, stored unsaid in its event.

The event keeps each sentence's template and values, so the explanation is said in the
language of whoever reads it; events written before that hold English sentences, read as
they are. The table refusals and the structure problems speak the same languages.
"""

from __future__ import annotations

import json
import random

import pytest

from tests.domain.test_tournament_story import T0, opened
from tourney.base.messages import Listing, Number, Series, message, plural_message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.checks import StructureError, check_structure, validate_or_raise
from tourney.domain.levels.structure import Level, Structure
from tourney.domain.log.codec import events_from_records, to_record
from tourney.domain.log.reducer import replay
from tourney.domain.money.money_text import Amount, Currency
from tourney.domain.room.actions import draw_button
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.tables import Table
from tourney.domain.serialize import notes_from_json, notes_to_json


def _cards(table: Table, rng_seed: int) -> dict[int, str]:
    """The cards the draw deals with ``rng_seed``, seat by seat, as the English says them."""
    _, notes = draw_for_button(table, random.Random(rng_seed))
    listed = notes[0].translated("en").removeprefix("Cards for the button: ").removesuffix(".")
    return {int(part.split()[1]): part.split()[2] for part in listed.split(", ")}


def test_the_draw_for_the_button_is_said_in_italian_and_romanian() -> None:
    table = Table(1, ("a", None, "b", "c"))
    drawn, notes = draw_for_button(table, random.Random(5))
    cards = _cards(table, 5)
    assert sorted(cards) == [1, 3, 4]
    winner = cards[drawn.button]
    listed = ", ".join(f"seat {seat} {card}" for seat, card in cards.items())
    assert [note.translated("en") for note in notes] == [
        f"Cards for the button: {listed}.",
        f"Seat {drawn.button} has the highest card ({winner}) and takes the button.",
    ]
    italian = ", ".join(f"posto {seat} {card}" for seat, card in cards.items())
    assert [note.translated("it") for note in notes] == [
        f"Carte per il bottone: {italian}.",
        f"Il posto {drawn.button} ha la carta più alta ({winner}) e prende il bottone.",
    ]
    assert notes[1].translated("ro") == (
        f"Locul {drawn.button} are cartea cea mai mare ({winner}) și primește butonul."
    )


def test_the_button_draw_event_keeps_the_templates_and_their_values() -> None:
    d = opened()
    event = d.do(draw_button(d.state, 2, T0 + 60, d.rng))
    stored = json.loads(json.dumps(to_record(event)["data"]))  # as the event store keeps it
    assert [item["text"] for item in stored["draw"]] == [
        "Cards for the button: {cards}.",
        "Seat {seat} has the highest card ({card}) and takes the button.",
    ]
    seat = event.payload.seat
    assert stored["draw"][1]["values"]["seat"] == seat
    notes = notes_from_json(stored["draw"])
    english = [note.translated("en") for note in notes]
    assert english[1].startswith(f"Seat {seat} has the highest card (")
    assert notes[1].translated("it").startswith(f"Il posto {seat} ha la carta più alta (")
    assert notes[0].translated("it").startswith("Carte per il bottone: posto ")
    assert replay(d.state.log) == d.state


def test_an_old_button_draw_event_with_english_sentences_still_reads() -> None:
    d = opened()
    event = d.do(draw_button(d.state, 2, T0 + 60, d.rng))
    english = [note.translated("en") for note in event.payload.draw]
    records = [
        {**to_record(e), "format": 1, "label": e.label.translated("en")} for e in d.state.log
    ]
    data = records[-1]["data"]
    records[-1]["data"] = {"table": data["table"], "seat": data["seat"], "explanation": english}
    old = replay(events_from_records(records))
    assert old.room == d.state.room
    notes = old.log[-1].payload.draw
    assert [note.translated("it") for note in notes] == english  # kept as written: English
    assert [note.translated("en") for note in notes] == english
    assert notes_from_json([]) == ()


def test_sentences_of_every_kind_survive_json() -> None:
    notes = (
        message(
            "{action} is not possible now: {reason}",
            action=Series((Number("12,500"), message("Table {number}", number=3))),
            reason=Amount(146000, Currency("€"), sign=True),
        ),
        message("seats {seats}", seats=Listing((2, 5, 7))),
        plural_message("{count} player", "{count} players", 20),
    )
    back = notes_from_json(json.loads(json.dumps(notes_to_json(notes))))
    assert back == notes
    assert back[0].translated("it") == "Ora non è possibile «12.500, Tavolo 3»: +1.460,00\xa0€"
    assert back[1].translated("ro") == "locurile 2, 5 și 7"
    assert back[2].translated("ro") == "20 de jucători"


@pytest.mark.parametrize(
    ("stored", "error"),
    [
        (3, "explanation must be a list, not 3"),
        ([{"values": {}}], r"explanation\[0\]\.text is missing"),
        ([{"text": "x", "values": {"a": [1]}}], r"explanation\[0\]\.values\.a must be a sentence"),
        ([{"text": "x", "values": {"a": {"number": 5}}}], r"number must be text, not 5"),
    ],
)
def test_a_malformed_explanation_is_refused_naming_the_field(stored: object, error: str) -> None:
    with pytest.raises(DomainMalformedError, match=error):
        notes_from_json(stored)


def test_table_refusals_are_said_in_the_directors_language() -> None:
    table = Table(1, ("a", "b", None))
    with pytest.raises(DomainNotAllowedError) as taken:
        table.seat("c", 2)
    assert str(taken.value) == "seat 2 at Table 1 is taken"
    assert taken.value.translated("it") == "il posto 2 al Tavolo 1 è occupato"
    assert taken.value.translated("ro") == "locul 2 de la Masa 1 este ocupat"
    named = Table(2, ("a", None), name="Feature table")
    with pytest.raises(DomainNotAllowedError) as lonely:
        draw_for_button(named, random.Random(1))
    assert lonely.value.translated("it") == (
        "Feature table ha bisogno di due giocatori per sorteggiare il bottone"
    )


def test_structure_problems_are_said_in_the_directors_language() -> None:
    structure = Structure((Level(100, 200, 600), Level(75, 1500, 600)))
    (problem,) = check_structure(structure)
    assert problem.message == "Level 2: the small blind goes down from 100 to 75."
    assert problem.translated("it") == "Livello 2: il piccolo buio scende da 100 a 75."
    bad = Structure((Level(1000, 2000, 600), Level(750, 1500, 600)))
    with pytest.raises(StructureError) as raised:
        validate_or_raise(bad)
    assert str(raised.value) == (
        "Level 2: the big blind goes down from 2,000 to 1,500. (1 more problem.)"
    )
    assert raised.value.translated("ro") == (
        "Nivelul 2: blindul mare scade de la 2.000 la 1.500. (încă o problemă.)"
    )
