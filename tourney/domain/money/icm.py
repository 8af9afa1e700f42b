"""The Independent Chip Model, exact Malmuth–Harville, computed over subsets.

Malmuth–Harville says a player finishes first with probability *his chips / all chips*;
given who finished above, he finishes next with probability *his chips / the chips of
those not yet placed*. A player's ICM value is the sum over places of the probability of
finishing there times that place's prize.

Summing over every finishing order costs n! steps (3,628,800 orders for 10 players). The
probability of reaching a state depends only on *which* players hold the places above,
not on their order, so this module walks the sets of players placed so far instead: at
most n · 2ⁿ steps (about 10,000 for 10 players), and only sets smaller than the number of
paid places are visited.

The values are floats (exact to about 15 digits); :mod:`tourney.domain.money.deals` rounds them
to whole cents that add up exactly.

>>> [round(v, 6) for v in icm_values([50, 30, 20], [70, 30])]
[45.178571, 32.25, 22.571429]
"""

from __future__ import annotations

from collections.abc import Sequence

from tourney.base.messages import message, plural_message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.apportion import check_amount

__all__ = ["MAX_ICM_PLAYERS", "icm_values"]

MAX_ICM_PLAYERS = 16
"""The most players an ICM calculation accepts (2¹⁶ sets is about a second)."""


def icm_values(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[float, ...]:
    """Each player's expected prize under Malmuth–Harville.

    Args:
        stacks: Each player's chips, all positive.
        prizes: The prizes still to be won, first place first; at most one per player
            (missing places pay nothing).

    Returns:
        One value per player, in the order of ``stacks``; they add up to the sum of the
        prizes (up to float rounding).

    Raises:
        DomainNotAllowedError: No player, too many players, a stack of zero chips, or more
            prizes than players.
    """
    count = len(stacks)
    if not 1 <= count <= MAX_ICM_PLAYERS:
        raise DomainNotAllowedError(
            "ICM needs between 1 and {most} players, not {count}.",
            most=MAX_ICM_PLAYERS,
            count=count,
        )
    for index, stack in enumerate(stacks, start=1):
        check_amount(stack, message("the stack of player {player}", player=index), positive=True)
    if len(prizes) > count:
        raise DomainNotAllowedError(
            plural_message(
                "There are {prizes} prizes left but only {count} player.",
                "There are {prizes} prizes left but only {count} players.",
                count,
                prizes=len(prizes),
            )
        )
    for place, prize in enumerate(prizes, start=1):
        check_amount(prize, message("the prize for place {place}", place=place))

    total = sum(stacks)
    # placed_chips[mask]: the chips of the players in the set ``mask``.
    placed_chips = [0] * (1 << count)
    for mask in range(1, 1 << count):
        lowest = mask & -mask
        placed_chips[mask] = placed_chips[mask ^ lowest] + stacks[lowest.bit_length() - 1]

    values = [0.0] * count
    players = range(count)
    # reach[mask]: the probability that exactly the players in ``mask`` took the places
    # above the one being handed out now.
    reach: dict[int, float] = {0: 1.0}
    for prize in prizes:
        following: dict[int, float] = {}
        for mask, probability in reach.items():
            scale = probability / (total - placed_chips[mask])
            for player in players:
                bit = 1 << player
                if mask & bit:
                    continue
                chance = scale * stacks[player]
                values[player] += chance * prize
                following[mask | bit] = following.get(mask | bit, 0.0) + chance
        reach = following
    return tuple(values)
