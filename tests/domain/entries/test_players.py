"""The player record and the merge rule for duplicates."""

from __future__ import annotations

import pytest

from tourney.domain.entries.players import Player, merge_players
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError


def test_merging_keeps_the_kept_record_and_fills_its_gaps() -> None:
    keep = Player(3, "Ștefan Popescu", email="stefan@example.org", notes="Likes seat 1")
    dupe = Player(9, "Stefan Popescu", nickname="Fane", email="old@example.org", notes="Pays cash")
    merged = merge_players(keep, dupe)
    assert (merged.id, merged.name, merged.nickname) == (3, "Ștefan Popescu", "Fane")
    assert merged.email == "stefan@example.org"
    assert merged.notes == "Likes seat 1\nPays cash"


def test_a_record_cannot_be_merged_with_itself() -> None:
    with pytest.raises(DomainNotAllowedError):
        merge_players(Player(1, "Ann"), Player(1, "Ann B."))


def test_a_tournament_keeps_only_the_public_fields() -> None:
    player = Player(5, " Niccolò Rossi ", nickname="Nico", phone="123", notes="VIP")
    assert player.name == "Niccolò Rossi"
    assert player.public() == Player(5, "Niccolò Rossi", "Nico")
    assert Player.from_json(player.to_json()) == player


@pytest.mark.parametrize(
    "record", [{"id": 0, "name": "Ann"}, {"id": 1, "name": "  "}, {"name": "Ann"}]
)
def test_bad_records_are_refused(record: dict[str, object]) -> None:
    with pytest.raises(DomainMalformedError):
        Player.from_json(record)
