"""What a betting round looks like after some actions: players, wagers, the current bet.

These frozen values are built by :func:`tourney.engine.betting_round.replay` and read by
the rulings in :mod:`tourney.engine.betting_limits` and :mod:`tourney.engine.betting`.

>>> w = Wager("B", ActionKind.RAISE, before=600, to=1600, full=True, all_in=False)
>>> w.increment
1000
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from tourney.engine.betting_actions import ActionKind, BettingSetup

__all__ = ["PlayerState", "RoundState", "Wager"]


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's position in the round after the actions so far.

    Attributes:
        name: The player.
        committed: Chips in front of him this round (blinds included).
        folded: He has folded.
        all_in: He has no chips left behind.
        acted: He has made a decision this round (posting a blind is not one).
    """

    name: str
    committed: int = 0
    folded: bool = False
    all_in: bool = False
    acted: bool = False


@dataclass(frozen=True, slots=True)
class Wager:
    """A blind, bet or raise that lifted the current bet from ``before`` to ``to``.

    ``full`` is True when it was a full bet or raise, able to reopen the betting; a short
    all-in is not full (TDA24 r.47). In limit, an all-in of at least half a bet over the
    last full level counts as full (r.47-B).
    """

    player: str
    kind: ActionKind
    before: int
    to: int
    full: bool
    all_in: bool

    @property
    def increment(self) -> int:
        """How much it raised the bet."""
        return self.to - self.before


@dataclass(frozen=True, slots=True)
class RoundState:
    """The round after the actions so far (see :func:`replay`).

    Attributes:
        setup: The round's setup.
        order: Seats in acting order (clockwise from the first seat left of the button).
        players: Each seated player's state, by name.
        current_bet: The highest total to call; pre-flop at least the big blind.
        full_increment: Size of the last full bet or raise (the big blind opening
            pre-flop); 0 when nobody has bet a full bet yet.
        full_level: The total reached by the last full bet or raise (limit uses it).
        raises: Full bets and raises so far (the limit cap counts these).
        wagers: Every blind, bet and raise in order.
        to_act: Whose turn it is, or None when the round is over.
        dead_blind_credit: Chips a pot-limit pre-flop pot counts for dead or short
            blinds (TDA24 r.54-B).
    """

    setup: BettingSetup
    order: tuple[str, ...]
    players: Mapping[str, PlayerState]
    current_bet: int
    full_increment: int
    full_level: int
    raises: int
    wagers: tuple[Wager, ...]
    to_act: str | None
    dead_blind_credit: int

    @property
    def committed_total(self) -> int:
        """All chips put in this round."""
        return sum(p.committed for p in self.players.values())

    @property
    def last_full(self) -> Wager | None:
        """The last full bet or raise (or the big blind), if any."""
        return next((w for w in reversed(self.wagers) if w.full), None)

    def stack_of(self, name: str) -> int | None:
        """The player's chips at the start of the round, if known."""
        return self.setup.stacks.get(name)

    def to_call(self, name: str) -> int:
        """Chips ``name`` must add to match the current bet (ignoring his stack)."""
        return max(0, self.current_bet - self.players[name].committed)

    def stack_left(self, name: str) -> int | None:
        """Chips ``name`` still has behind, if his stack is known."""
        stack = self.setup.stacks.get(name)
        return None if stack is None else stack - self.players[name].committed

    def others_can_act(self, name: str) -> bool:
        """True if some other live player still has chips to answer a raise."""
        return any(not p.folded and not p.all_in for p in self.players.values() if p.name != name)

    def with_newcomer(self, name: str) -> RoundState:
        """This state with ``name`` added as a player who has not acted and has nothing in.

        Used when the seat order is inferred from the actions and the question is about a
        player who has not appeared yet.
        """
        if name in self.players:
            return self
        return replace(self, players={**self.players, name: PlayerState(name)})
