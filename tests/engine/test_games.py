"""The games are named once: every list of games and every screen says the registry's names."""

from __future__ import annotations

import pytest

from tourney.base.languages import CODES
from tourney.domain.levels.game_names import level_game
from tourney.domain.levels.structure import Game, Limit
from tourney.engine.games import GAMES, game_name
from tourney.engine.variants import VARIANT_IDS, get_variant


def test_every_game_of_the_levels_and_of_the_rulings_is_in_the_registry() -> None:
    ids = [game.id for game in GAMES]
    assert len(set(ids)) == len(ids)
    assert {game.value for game in Game} <= set(ids)
    assert set(VARIANT_IDS) == set(ids)
    for game in GAMES:
        assert get_variant(game.id).name == game.name


@pytest.mark.parametrize("code", CODES)
def test_every_game_has_a_name_in_every_language(code: str) -> None:
    names = [game_name(game.id, code) for game in GAMES]
    assert len(set(names)) == len(names)
    for game in GAMES:
        assert game_name(game.id, code, short=True)
        for limit in Limit:
            said = level_game(Game(game.id), limit, code)
            assert game_name(game.id, code, short=True) in said


def test_a_refusal_names_the_game_in_the_readers_language() -> None:
    from tourney.base.refusals import Refusal
    from tourney.engine.cards import parse_cards

    with pytest.raises(Refusal) as refused:
        get_variant("romanian32").evaluate(parse_cards("Ah Kh"), ())
    assert "Romanian poker, 32 cards" in refused.value.translated("en")
    assert "Poker rumeno, 32 carte" in refused.value.translated("it")
