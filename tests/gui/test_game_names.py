"""The window lists the games of the registry, named as the registry names them."""

from __future__ import annotations

from tourney.domain.levels.structure import Game
from tourney.engine.games import GAMES, game_name


def test_the_window_lists_the_registry_in_the_window_language(qapp) -> None:
    from tourney.gui.rulings.game_bar import GameBar
    from tourney.gui.structure.labels import choices

    bar = GameBar()
    listed = [(bar.game.itemData(i), bar.game.itemText(i)) for i in range(bar.game.count())]
    assert listed == [(game.id, game_name(game.id, "en")) for game in GAMES]
    assert choices(Game) == [(game.value, game_name(game.value, "en", short=True)) for game in Game]
