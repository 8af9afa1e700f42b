"""Names of the structure's choices (ante kind, game, limit) as the director reads them.

Every name goes through Qt's translation under the ``"Structure"`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tourney.domain.levels.structure import AnteKind, Game, Limit

__all__ = ["ante_kind_name", "choices", "game_name", "limit_name", "minutes_text"]


def ante_kind_name(kind: AnteKind) -> str:
    """``"Big-blind ante"``, ``"Classic ante"`` or ``"No ante"``."""
    return {
        AnteKind.NONE: QCoreApplication.translate("Structure", "No ante"),
        AnteKind.CLASSIC: QCoreApplication.translate("Structure", "Classic ante"),
        AnteKind.BIG_BLIND: QCoreApplication.translate("Structure", "Big-blind ante"),
    }[kind]


def game_name(game: Game) -> str:
    """The game's name: ``"Hold'em"``."""
    return {
        Game.HOLDEM: QCoreApplication.translate("Structure", "Hold'em"),
        Game.OMAHA: QCoreApplication.translate("Structure", "Omaha"),
        Game.DRAW: QCoreApplication.translate("Structure", "Five-card draw"),
        Game.DRAW_BUG: QCoreApplication.translate("Structure", "Draw with the bug"),
        Game.ROMANIAN32: QCoreApplication.translate("Structure", "Romanian (32 cards)"),
        Game.ROMANIAN52: QCoreApplication.translate("Structure", "Romanian (52 cards)"),
    }[game]


def limit_name(limit: Limit) -> str:
    """The betting limit's name: ``"No limit"``."""
    return {
        Limit.NO_LIMIT: QCoreApplication.translate("Structure", "No limit"),
        Limit.POT_LIMIT: QCoreApplication.translate("Structure", "Pot limit"),
        Limit.LIMIT: QCoreApplication.translate("Structure", "Limit"),
    }[limit]


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
