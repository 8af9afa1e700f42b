"""The games Tourney knows, named once: every list and every screen of games reads :data:`GAMES`.

A game has one id (what files, the command line and the rulings use: ``holdem``, ``omaha``,
``draw``, ``draw-bug``, ``romanian32``, ``romanian52``), a full name for menus, rulings and
prints ("Texas Hold'em") and a short one where room is tight (a structure row, the TV's
"No-Limit Hold'em"). The names are English source texts, translated by the gettext catalogs
(:mod:`tourney.base.messages`), so the window, the TV, the PDFs and the command line say the
same words in each language.

>>> [game.id for game in GAMES]
['holdem', 'omaha', 'draw', 'draw-bug', 'romanian32', 'romanian52']
>>> game_name("draw-bug", "it"), game_name("holdem", "en", short=True)
('Five-card draw con il jolly', "Hold'em")
>>> game_name("romanian32", "ro")
'Poker românesc, 32 de cărți'

A sentence names a variant's game with :class:`tourney.engine.variants.GameLabel`.

To add a game: its evaluator in :mod:`tourney.engine.variants` (same id), a line here, its
names translated in ``resources/translations/<code>.po``; the domain's
:class:`~tourney.domain.levels.structure.Game` takes the id if levels may be dealt in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.base.messages import N_, translate

__all__ = ["GAMES", "GameNames", "game", "game_name"]


@dataclass(frozen=True, slots=True)
class GameNames:
    """One game's id and its names (English source texts).

    Attributes:
        id: The id used in files, on the command line and by the evaluators.
        name: The full name: ``"Texas Hold'em"``.
        short: The short name: ``"Hold'em"``.
    """

    id: str
    name: str
    short: str


GAMES: tuple[GameNames, ...] = (
    GameNames("holdem", N_("Texas Hold'em"), N_("Hold'em")),
    GameNames("omaha", N_("Omaha"), N_("Omaha")),
    GameNames("draw", N_("Five-card draw"), N_("Five-card draw")),
    GameNames("draw-bug", N_("Five-card draw with the bug"), N_("Draw with the bug")),
    GameNames("romanian32", N_("Romanian poker, 32 cards"), N_("Romanian (32 cards)")),
    GameNames("romanian52", N_("Romanian poker, 52 cards"), N_("Romanian (52 cards)")),
)
"""Every game, in the order a menu lists them."""

_BY_ID = {item.id: item for item in GAMES}


def game(game_id: str) -> GameNames | None:
    """The game of ``game_id``, ``None`` for an id Tourney does not know."""
    return _BY_ID.get(game_id)


def game_name(game_id: str, language: str, *, short: bool = False) -> str:
    """The game's name in ``language`` (an unknown id as it is written).

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    found = _BY_ID.get(game_id)
    if found is None:
        return game_id
    text = found.short if short else found.name  # marked with N_ in GAMES
    return translate(language, text)
