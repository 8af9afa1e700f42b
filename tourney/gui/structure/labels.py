"""Names of the structure's choices (ante kind, game, limit) as the director reads them.

Every name goes through Qt's translation under the ``"Structure"`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tourney.domain.levels.game_names import limit_name as domain_limit_name
from tourney.domain.levels.structure import AnteKind, Game, Limit
from tourney.engine.games import game_name as engine_game_name
from tourney.gui.language import current_language

__all__ = ["ante_kind_name", "choices", "game_name", "limit_name", "minutes_text"]


def ante_kind_name(kind: AnteKind) -> str:
    """``"Big-blind ante"``, ``"Classic ante"`` or ``"No ante"``."""
    return {
        AnteKind.NONE: QCoreApplication.translate("Structure", "No ante"),
        AnteKind.CLASSIC: QCoreApplication.translate("Structure", "Classic ante"),
        AnteKind.BIG_BLIND: QCoreApplication.translate("Structure", "Big-blind ante"),
    }[kind]


def game_name(game: Game) -> str:
    """The game's short name in the window's language: ``"Hold'em"``."""
    return engine_game_name(game.value, current_language(), short=True)


def limit_name(limit: Limit) -> str:
    """The betting limit's name: ``"No limit"``."""
    return domain_limit_name(limit, current_language())


def choices(kind: type[AnteKind] | type[Game] | type[Limit]) -> list[tuple[str, str]]:
    """Every member of one of the three enums as ``(value, name)`` for a combo box."""
    if kind is AnteKind:
        return [(member.value, ante_kind_name(member)) for member in AnteKind]
    if kind is Game:
        return [(member.value, game_name(member)) for member in Game]
    return [(member.value, limit_name(member)) for member in Limit]


def minutes_text(seconds: int) -> str:
    """A duration as minutes, with the seconds when they are not whole: ``"20"``, ``"12:30"``."""
    minutes, rest = divmod(seconds, 60)
    return f"{minutes}" if not rest else f"{minutes}:{rest:02d}"
