"""The betting helper's controller: a round of actions, and the ruling for the player to act.

It answers "what is the minimum raise?" and "may he re-raise?" with
:func:`tourney.engine.betting.rule_betting` (TDA24 r.43-A, r.47, r.48, r.54-B), explained in
the application's language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from tourney.engine.betting import BettingRuling, rule_betting
from tourney.engine.betting_actions import Action, ActionKind, BettingSetup, Limit, Street
from tourney.engine.errors import EngineError
from tourney.gui.language import current_language, refusal

__all__ = ["ActionRow", "BettingRound", "RaiseController"]


@dataclass(frozen=True, slots=True)
class ActionRow:
    """One entry of the round as the director typed it.

    Attributes:
        player: Who acted.
        kind: What he did.
        to: His total in front of him this round after the action (None for fold/check/call).
    """

    player: str
    kind: ActionKind
    to: int | None = None


@dataclass(frozen=True, slots=True)
class BettingRound:
    """The betting round being asked about.

    Attributes:
        limit: The betting structure.
        big_blind: The big blind.
        small_blind: The small blind.
        street: Which betting round.
        pot: Chips in the pot before this round.
        players: The players clockwise from the first seat left of the button.
        actions: The round so far.
        player: Whom to rule for ("" for the player to act).
    """

    limit: Limit = Limit.NO_LIMIT
    big_blind: int = 200
    small_blind: int = 100
    street: Street = Street.PREFLOP
    pot: int = 0
    players: tuple[str, ...] = ()
    actions: tuple[ActionRow, ...] = ()
    player: str = ""

    def ruling(self, *, language: str = "en") -> BettingRuling:
        """Replay the round and rule, explained in ``language`` (``en``, ``it`` or ``ro``).

        Raises:
            EngineError: The round cannot be replayed or ruled on (the message says why).
        """
        setup = BettingSetup(
            self.limit,
            self.big_blind,
            street=self.street,
            small_blind=self.small_blind,
            pot=self.pot,
            players=self.players,
        )
        actions = [Action(row.player, row.kind, row.to) for row in self.actions]
        return rule_betting(setup, actions, player=self.player or None, language=language)


class RaiseController(QObject):
    """Holds the betting round and its ruling.

    Signals:
        round_changed: The round changed; read :attr:`round`.
        ruling_changed: (object) The new ``BettingRuling``, or None when there is none.
        error_changed: (str) Why there is no ruling, or ``""``.
    """

    round_changed = Signal()
    ruling_changed = Signal(object)
    error_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._round = BettingRound(
            players=("SB", "BB", "UTG", "BTN"),
            actions=(
                ActionRow("SB", ActionKind.SMALL_BLIND, 100),
                ActionRow("BB", ActionKind.BIG_BLIND, 200),
            ),
        )
        self._ruling: BettingRuling | None = None
        self._error = ""
        self._recompute()

    @property
    def round(self) -> BettingRound:
        """The round as it stands."""
        return self._round

    @property
    def ruling(self) -> BettingRuling | None:
        """The ruling, or None while the round cannot be ruled on."""
        return self._ruling

    @property
    def error(self) -> str:
        """Why there is no ruling, or ``""``."""
        return self._error

    def update(self, **changes: Any) -> None:
        """Change fields of the round (:class:`BettingRound` names).

        New blinds change the posted blinds with them: a small or big blind posted at the
        old amount is posted at the new one.
        """
        old = self._round
        betting_round = replace(old, **changes)
        posted = {
            ActionKind.SMALL_BLIND: (old.small_blind, betting_round.small_blind),
            ActionKind.BIG_BLIND: (old.big_blind, betting_round.big_blind),
        }
        actions = tuple(
            replace(row, to=posted[row.kind][1])
            if row.kind in posted and row.to == posted[row.kind][0]
            else row
            for row in betting_round.actions
        )
        self._commit(replace(betting_round, actions=actions))

    def facts(self, *, limit: str, street: str) -> dict[str, Any]:
        """The round for the betting ruling slip (``limit`` and ``street`` as shown)."""
        round_ = self._round
        return {
            "limit": limit,
            "street": street,
            "small_blind": round_.small_blind,
            "big_blind": round_.big_blind,
            "pot": round_.pot,
            "players": list(round_.players),
            "actions": [[row.player, row.kind.value, row.to] for row in round_.actions],
        }

    def set_players(self, text: str) -> None:
        """Set the players from text such as ``"SB, BB, A, B, C"``."""
        names = tuple(part.strip() for part in text.replace(";", ",").split(",") if part.strip())
        self._commit(replace(self._round, players=names))

    def add_action(self) -> int:
        """Append an action (the next player in turn, calling); returns its row."""
        players = self._round.players
        following = ""
        if players:
            last = self._round.actions[-1].player if self._round.actions else players[-1]
            at = players.index(last) + 1 if last in players else 0
            following = players[at % len(players)]
        row = ActionRow(following, ActionKind.CALL)
        self._commit(replace(self._round, actions=(*self._round.actions, row)))
        return len(self._round.actions) - 1

    def remove_action(self, row: int) -> None:
        """Remove the action on ``row``."""
        actions = list(self._round.actions)
        if 0 <= row < len(actions):
            del actions[row]
            self._commit(replace(self._round, actions=tuple(actions)))

    def set_action(self, row: int, **changes: Any) -> bool:
        """Change the action on ``row`` (``player``, ``kind`` or ``to``); False if no such row.

        Choosing fold, check or call drops the amount; choosing an amount action without one
        starts from the big blind.
        """
        actions = list(self._round.actions)
        if not 0 <= row < len(actions):
            return False
        action = replace(actions[row], **changes)
        if not action.kind.needs_amount:
            action = replace(action, to=None)
        elif action.to is None:
            action = replace(action, to=self._round.big_blind)
        actions[row] = action
        self._commit(replace(self._round, actions=tuple(actions)))
        return True

    def _commit(self, betting_round: BettingRound) -> None:
        if betting_round == self._round:
            return
        self._round = betting_round
        self.round_changed.emit()
        self._recompute()

    def _recompute(self) -> None:
        ruling, error = None, ""
        if len(self._round.players) < 2:
            error = self.tr("Name at least two players, clockwise from the left of the button.")
        else:
            try:
                ruling = self._round.ruling(language=current_language())
            except EngineError as exc:
                text = refusal(exc)
                error = text[:1].upper() + text[1:]
                if not error.endswith("."):
                    error += "."
        if ruling != self._ruling:
            self._ruling = ruling
            self.ruling_changed.emit(ruling)
        if error != self._error:
            self._error = error
            self.error_changed.emit(error)
