"""The player database: accent-insensitive completion, edits and merging duplicates."""

from __future__ import annotations

import pytest

from tourney.persistence.errors import PersistenceError, UnknownRecordError
from tourney.persistence.library import Library
from tourney.persistence.players_repo import Player
from tourney.persistence.search_text import fold


def names(players: list[Player]) -> list[str]:
    return [p.name for p in players]


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("lukasz", "Łukasz Kowalski"),
        ("LUKASZ", "Łukasz Kowalski"),
        ("zolc", "Jan Żółć"),
        ("sebastien", "Sébastien Strauß"),
        ("strauss", "Sébastien Strauß"),
        ("bjorn", "Bjørn Ødegaard"),
        ("stefan", "Ștefan Țăranu"),
        ("taranu", "Ștefan Țăranu"),
    ],
)
def test_search_ignores_case_and_accents(library: Library, typed: str, stored: str) -> None:
    library.players.add(stored)
    library.players.add("Someone Else")
    assert names(library.players.search(typed)) == [stored]


def test_search_puts_name_starts_first_then_word_starts_then_the_rest(library: Library) -> None:
    library.players.add("Kowal Annette")  # word start
    library.players.add("Joanna Bell")  # inside a word
    library.players.add("Annabel Lee")  # name start
    library.players.add("Bob Hope")
    assert names(library.players.search("ann")) == ["Annabel Lee", "Kowal Annette", "Joanna Bell"]
    assert names(library.players.search("ann", limit=1)) == ["Annabel Lee"]
    assert library.players.search("   ") == []


def test_search_finds_nicknames_and_treats_wildcards_as_text(library: Library) -> None:
    library.players.add("Robert Smith", nickname="The Rock")
    library.players.add("Percent Man")
    assert names(library.players.search("rock")) == ["Robert Smith"]
    assert library.players.search("%") == []
    assert library.players.search("_") == []


def test_add_cleans_and_update_changes_only_what_is_given(library: Library) -> None:
    ann = library.players.add("  Ann   Smith ", email="ann@example.org")
    assert ann.name == "Ann Smith"
    changed = library.players.update(ann.id, name="Ann Jones")
    assert (changed.name, changed.email) == ("Ann Jones", "ann@example.org")
    assert names(library.players.search("jones")) == ["Ann Jones"]
    assert library.players.search("smith") == []
    with pytest.raises(PersistenceError, match="name is empty"):
        library.players.update(ann.id, name=" ")
    with pytest.raises(PersistenceError, match="name is empty"):
        library.players.add("")
    with pytest.raises(UnknownRecordError):
        library.players.get(999)


def test_merge_keeps_one_id_and_old_ids_still_resolve(library: Library) -> None:
    keep = library.players.add("Łukasz Kowalski", email="luke@example.org")
    dup = library.players.add("Lukasz Kowalski", phone="123", notes="met in Rome")
    older = library.players.add("L. Kowalski")
    library.players.merge(dup.id, older.id)  # an earlier merge, into the duplicate
    kept = library.players.merge(keep.id, dup.id)
    assert kept.id == keep.id
    assert (kept.email, kept.phone, kept.notes) == ("luke@example.org", "123", "met in Rome")
    assert library.players.resolve(dup.id) == kept
    assert library.players.resolve(older.id) == kept
    assert library.players.get(older.id).merged_into == keep.id  # chains are flattened
    assert names(library.players.search("kowalski")) == ["Łukasz Kowalski"]
    assert names(library.players.all_players()) == ["Łukasz Kowalski"]
    assert len(library.players.all_players(include_merged=True)) == 3
    assert library.players.count() == 1
    with pytest.raises(PersistenceError, match="already one player"):
        library.players.merge(dup.id, keep.id)


def test_find_same_matches_folded_name_and_email(library: Library) -> None:
    ann = library.players.add("Łucja Nowak", email="lucja@example.org")
    assert library.players.find_same("lucja nowak", email="LUCJA@example.org") == ann
    assert library.players.find_same("Łucja Nowak") is None
    assert library.players.find_same("Łucja", email="lucja@example.org") is None


def test_fold() -> None:
    assert fold("  Łukasz\tŻÓŁĆ ") == "lukasz zolc"
    assert fold("Æsir Œuvre") == "aesir oeuvre"


def test_search_results_and_the_whole_list_are_in_the_languages_alphabetical_order(
    library: Library,
) -> None:
    for name in ("Zoë Nowak", "Łukasz Nowak", "Luca Nowak", "Mara Nowak", "Ștefan Nowak"):
        library.players.add(name)
    library.players.add("Sorin Nowak")
    library.players.add("Szabo Nowak")
    # all match "nowak" in the same place (a later word): the name order decides
    assert names(library.players.search("nowak")) == [
        "Luca Nowak",
        "Łukasz Nowak",  # under L, not after Z as by code point
        "Mara Nowak",
        "Sorin Nowak",
        "Ștefan Nowak",
        "Szabo Nowak",
        "Zoë Nowak",
    ]
    romanian = names(library.players.search("nowak", language="ro"))
    assert romanian.index("Szabo Nowak") < romanian.index("Ștefan Nowak")  # Ș after S
    assert names(library.players.all_players())[:2] == ["Luca Nowak", "Łukasz Nowak"]
