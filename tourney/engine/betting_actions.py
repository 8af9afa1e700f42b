"""The vocabulary of one betting round: limit types, streets, actions and the round's setup.

These are the small immutable values :mod:`tourney.engine.betting_round` replays and
:mod:`tourney.engine.betting` rules on. Text is read leniently (``"No Limit"``, ``"NL"``,
``"no-limit"``) and anything unreadable raises :class:`~tourney.engine.errors.MalformedError`.

>>> parse_limit("NL") is Limit.NO_LIMIT
True
>>> Street.parse("pre-flop").has_blinds
True
>>> Action("B", ActionKind.parse("raise"), 1600)
Action(player='B', kind=<ActionKind.RAISE: 'raise'>, to=1600)
>>> chips(1600)
'1,600'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from tourney.engine.errors import MalformedError

__all__ = [
    "DEFAULT_RAISE_CAP",
    "Action",
    "ActionKind",
    "BettingSetup",
    "Limit",
    "Street",
    "chips",
    "parse_limit",
]

#: Limit games allow a bet and this many raises per round (RRoP §3 r.3; rules.md §1.3).
DEFAULT_RAISE_CAP = 4


def chips(amount: int) -> str:
    """Format a chip amount the way a director reads it: ``1,600``."""
    return f"{amount:,}"


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


class Limit(Enum):
    """The betting structure of the game."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    LIMIT = "limit"

    @property
    def noun(self) -> str:
        """The structure in words: ``"no-limit"``."""
        return self.value


_LIMIT_NAMES = {
    "nolimit": Limit.NO_LIMIT,
    "nl": Limit.NO_LIMIT,
    "potlimit": Limit.POT_LIMIT,
    "pl": Limit.POT_LIMIT,
    "limit": Limit.LIMIT,
    "fixedlimit": Limit.LIMIT,
    "fl": Limit.LIMIT,
}


def parse_limit(text: str) -> Limit:
    """Read a betting structure: ``no-limit``/``NL``, ``pot-limit``/``PL``, ``limit``/``FL``.

    Raises:
        MalformedError: The text names no known structure.
    """
    try:
        return _LIMIT_NAMES[_key(text)]
    except KeyError:
        raise MalformedError(
            "unknown limit type {text!r}: use no-limit, pot-limit or limit", text=text
        ) from None


class Street(Enum):
    """A betting round. The first round of a hand is the one with blinds."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    PREDRAW = "predraw"
    POSTDRAW = "postdraw"

    @property
    def has_blinds(self) -> bool:
        """True for the first round of the hand, where blinds and straddles are posted."""
        return self in (Street.PREFLOP, Street.PREDRAW)

    @property
    def big_bet(self) -> bool:
        """True where limit games double the bet (turn, river, after the draw)."""
        return self in (Street.TURN, Street.RIVER, Street.POSTDRAW)

    @classmethod
    def parse(cls, text: str) -> Street:
        """Read a street name such as ``"pre-flop"`` or ``"Turn"``.

        Raises:
            MalformedError: The text names no known street.
        """
        key = _key(text)
        for street in cls:
            if _key(street.value) == key:
                return street
        names = ", ".join(s.value for s in cls)
        raise MalformedError("unknown street {text!r}: use one of {names}", text=text, names=names)


class ActionKind(Enum):
    """What a player did. Posts are not decisions; everything else is (TDA24 r.40)."""

    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    STRADDLE = "straddle"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"

    @property
    def is_post(self) -> bool:
        """True for blinds and straddles, which do not count as having acted."""
        return self in (ActionKind.SMALL_BLIND, ActionKind.BIG_BLIND, ActionKind.STRADDLE)

    @property
    def needs_amount(self) -> bool:
        """True where the action carries a ``to`` amount (the player's total for the round)."""
        return self not in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL)

    @classmethod
    def parse(cls, text: str) -> ActionKind:
        """Read an action name such as ``"all-in"``, ``"Raise"`` or ``"big blind"``.

        Raises:
            MalformedError: The text names no known action.
        """
        key = _key(text)
        aliases = {"sb": cls.SMALL_BLIND, "bb": cls.BIG_BLIND, "allin": cls.ALL_IN}
        if key in aliases:
            return aliases[key]
        for kind in cls:
            if _key(kind.value) == key:
                return kind
        names = ", ".join(k.value for k in cls)
        raise MalformedError("unknown action {text!r}: use one of {names}", text=text, names=names)


@dataclass(frozen=True, slots=True)
class Action:
    """One entry of the round: ``player`` did ``kind``, bringing his total for the round ``to``.

    ``to`` is the player's total in front of him this round after the action (not the
    chips added), as dealers announce it: "raise to 1,600". Fold, check and call carry none.
    """

    player: str
    kind: ActionKind
    to: int | None = None


@dataclass(frozen=True, slots=True)
class BettingSetup:
    """Everything about the round that is not an action.

    Attributes:
        limit: The betting structure.
        big_blind: The big blind; also the minimum bet on every street (RRoP NL r.2).
        street: Which round this is; blinds may be posted only on the first one.
        small_blind: The small blind (default half the big blind), for pot-limit pre-flop.
        pot: Chips already in the pot from antes, dead money and earlier streets.
        players: Seats clockwise from the first seat left of the button (the button last),
            or empty to infer the order from the actions.
        stacks: Chips each player had when this round began (before posting), if known.
        limit_bet: The fixed bet in limit games (default the big blind, doubled on the
            turn, river and after the draw).
        raise_cap: Raises allowed after the bet in limit games (default 4).
        event_heads_up: The whole event is down to two players, which lifts the limit
            cap when two players are in the hand (TDA24 r.48).
    """

    limit: Limit
    big_blind: int
    street: Street = Street.PREFLOP
    small_blind: int | None = None
    pot: int = 0
    players: tuple[str, ...] = ()
    stacks: Mapping[str, int] = field(default_factory=dict)
    limit_bet: int | None = None
    raise_cap: int = DEFAULT_RAISE_CAP
    event_heads_up: bool = False

    @property
    def small_blind_amount(self) -> int:
        """The small blind: as given, else half the big blind."""
        return self.big_blind // 2 if self.small_blind is None else self.small_blind

    @property
    def fixed_bet(self) -> int:
        """The size of one bet or raise in limit games on this street."""
        if self.limit_bet is not None:
            return self.limit_bet
        return self.big_blind * (2 if self.street.big_bet else 1)
