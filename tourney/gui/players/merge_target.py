"""What correcting a player's name to another player's would do: the record it stands for.

The rename dialog asks :meth:`PlayersController.merge_target
<tourney.gui.players.players_controller.PlayersController.merge_target>` while the director
types, and says from the answer whether the name is another player's and whether the two
can be merged. Loaded with the dialog's first question, not with the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tourney.persistence.players_repo import Player as Candidate  # a player of the library

__all__ = ["MergeTarget"]


@dataclass(frozen=True, slots=True)
class MergeTarget:
    """The player database's record a typed name stands for, when correcting a name.

    Attributes:
        record: The record (followed through earlier merges).
        here: Whether that player is in the open tournament.
        playing: Its entry still playing in the open tournament, if any.
        refusal: Why the merge would be refused (both still playing …), else ``None``.
    """

    record: Candidate
    here: bool
    playing: int | None
    refusal: str | None = None
