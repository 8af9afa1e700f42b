"""A level's game as people read it, with its betting limit: ``No-Limit Hold'em``.

The games' names come from :mod:`tourney.engine.games`; the limits are named here, once,
for the window, the TV, the voice and the structure sheet.

>>> level_game(Game.HOLDEM, Limit.NO_LIMIT, "en"), level_game(Game.OMAHA, Limit.POT_LIMIT, "it")
("No-Limit Hold'em", 'Omaha Pot-Limit')
>>> limit_name(Limit.LIMIT, "ro")
'Limită'
"""

from __future__ import annotations

from tourney.base.messages import N_, translate
from tourney.domain.levels.structure import Game, Limit
from tourney.engine.games import game_name

__all__ = ["level_game", "limit_name"]

_LIMITS = {
    Limit.NO_LIMIT: N_("No limit"),
    Limit.POT_LIMIT: N_("Pot limit"),
    Limit.LIMIT: N_("Limit"),
}

_WITH_LIMIT = {
    # Translators: a level's game with its limit ("No-Limit Hold'em"); {game} is its short name
    Limit.NO_LIMIT: N_("No-Limit {game}"),
    Limit.POT_LIMIT: N_("Pot-Limit {game}"),
    Limit.LIMIT: N_("Limit {game}"),
}


def limit_name(limit: Limit, language: str) -> str:
    """The betting limit's name in ``language``: ``No limit``."""
    return translate(language, _LIMITS[limit])


def level_game(game: Game, limit: Limit, language: str) -> str:
    """The game and its limit in ``language``: ``No-Limit Hold'em``."""
    return translate(language, _WITH_LIMIT[limit], game=game_name(game.value, language, short=True))
