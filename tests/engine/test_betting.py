"""Betting rulings: every worked example of rules.md §2 / §7 row 5, errors, and properties.

Examples cite TDA 2024 (r.43-A, r.47, r.48, r.54-B and the Illustration Addendum), Robert's
Rules of Poker and seed000. The expected numbers come from those texts, not from the code.
"""

from __future__ import annotations

import pytest

from tourney.engine.betting import rule_betting
from tourney.engine.betting_actions import (
    Action,
    ActionKind,
    BettingSetup,
    Limit,
    Street,
    parse_limit,
)
from tourney.engine.betting_push import Declared, rule_push
from tourney.engine.betting_round import replay
from tourney.engine.errors import MalformedError, NotAllowedError

K = ActionKind
NL, PL, FL = Limit.NO_LIMIT, Limit.POT_LIMIT, Limit.LIMIT


def act(player: str, kind: str, to: int | None = None) -> Action:
    return Action(player, K.parse(kind), to)


def blinds(sb: int, bb: int) -> list[Action]:
    return [act("SB", "small_blind", sb), act("BB", "big_blind", bb)]


# --- TDA Add.43 (minimum raise, r.43-A) ---------------------------------------------------


def test_add43_ex1_largest_full_raise_sets_the_minimum() -> None:
    # NLHE 100-200: A bets 600, B raises to 1600, C to 3600 -> D must raise to at least 5600.
    setup = BettingSetup(NL, 200, players=("SB", "BB", "A", "B", "C", "D"))
    actions = [*blinds(100, 200), act("A", "raise", 600), act("B", "raise", 1600),
               act("C", "raise", 3600)]  # fmt: skip
    ruling = rule_betting(setup, actions)
    assert ruling.player == "D"
    assert ruling.min_raise_to == 5600
    assert ruling.last_full_raise == 2000
    assert ruling.to_call == 3600
    assert ruling.options == ("fold", "call", "raise")


def test_add43_short_all_in_over_the_blind_leaves_the_blind_as_the_full_bet() -> None:
    # 50-100: UTG all-in for 150 -> the next player's minimum raise is to 250.
    setup = BettingSetup(NL, 100, players=("SB", "BB", "UTG", "MP"))
    ruling = rule_betting(setup, [*blinds(50, 100), act("UTG", "all_in", 150)])
    assert (ruling.player, ruling.to_call, ruling.min_raise_to) == ("MP", 150, 250)
    assert ruling.last_full_raise == 100


def test_add43_ex2_opening_bet_above_the_minimum() -> None:
    # A bets 300, B makes it 1000 -> C must make it at least 1700.
    setup = BettingSetup(NL, 100, street=Street.FLOP, pot=1000, players=("A", "B", "C"))
    ruling = rule_betting(setup, [act("A", "bet", 300), act("B", "raise", 1000)])
    assert (ruling.player, ruling.min_raise_to) == ("C", 1700)


def test_seed000_min_raise_after_a_short_all_in_is_550_not_400() -> None:
    # rules.md §7 row 5: 100 -> 300 -> all-in 350: TDA min raise to 550 (seed literal: 400).
    setup = BettingSetup(NL, 100, street=Street.FLOP, pot=400, players=("A", "B", "C", "D"))
    ruling = rule_betting(
        setup, [act("A", "bet", 100), act("B", "raise", 300), act("C", "all_in", 350)]
    )
    assert (ruling.player, ruling.to_call, ruling.min_raise_to) == ("D", 350, 550)


def test_open_600_at_100_200_min_raise_is_1200_not_twice_the_minimum_bet() -> None:
    setup = BettingSetup(NL, 200, players=("SB", "BB", "A", "B"))
    ruling = rule_betting(setup, [*blinds(100, 200), act("A", "raise", 600)])
    assert ruling.min_raise_to == 1000  # 600 + the 400 raise
    post = BettingSetup(NL, 200, street=Street.FLOP, pot=500, players=("A", "B"))
    assert rule_betting(post, [act("A", "bet", 600)]).min_raise_to == 1200


# --- TDA Add.47 (reopening, r.47) ---------------------------------------------------------

ADD47_EX1 = [act("A", "bet", 100), act("B", "all_in", 125), act("C", "call"),
             act("D", "all_in", 200), act("E", "call")]  # fmt: skip
ADD47_SETUP = BettingSetup(NL, 100, street=Street.FLOP, pot=300, players=tuple("ABCDE"))


def test_add47_ex1_cumulative_short_all_ins_reopen_for_the_opener() -> None:
    ruling = rule_betting(ADD47_SETUP, ADD47_EX1)
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("A", 100, True)
    assert ruling.min_raise_to == 300


def test_add47_ex1a_caller_facing_75_may_only_call_or_fold() -> None:
    ruling = rule_betting(ADD47_SETUP, [*ADD47_EX1, act("A", "call")])
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("C", 75, False)
    assert ruling.options == ("fold", "call")
    assert ruling.min_raise_to is None
    assert "does not reopen" in " ".join(ruling.explanation)


def test_add47_ex1b_a_min_raise_reopens_for_the_caller() -> None:
    ruling = rule_betting(ADD47_SETUP, [*ADD47_EX1, act("A", "raise", 300)])
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("C", 175, True)


def test_add47_ex2_min_raise_is_the_last_full_valid_bet() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, pot=300, players=tuple("ABCDEF"))
    actions = [act("A", "bet", 300), act("B", "all_in", 500), act("C", "all_in", 650),
               act("D", "all_in", 800), act("E", "call")]  # fmt: skip
    ruling = rule_betting(setup, actions)
    assert (ruling.player, ruling.to_call, ruling.min_raise_to) == ("F", 800, 1100)
    assert ruling.last_full_raise == 300


EX3_SETUP = BettingSetup(NL, 4000, small_blind=2000, players=("SB", "BB", "A", "B", "C"))
EX3 = [*blinds(2000, 4000), act("A", "call"), act("B", "fold"), act("C", "all_in", 7500),
       act("SB", "fold")]  # fmt: skip


def test_add47_ex3a_limper_facing_a_short_all_in_may_only_call_or_fold() -> None:
    at_bb = rule_betting(EX3_SETUP, EX3)
    assert (at_bb.player, at_bb.to_call, at_bb.may_raise) == ("BB", 3500, True)
    assert at_bb.min_raise_to == 11500
    ruling = rule_betting(EX3_SETUP, [*EX3, act("BB", "call")])
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("A", 3500, False)
    assert ruling.options == ("fold", "call")


def test_add47_ex3b_big_blind_min_raise_reopens_for_the_limper() -> None:
    ruling = rule_betting(EX3_SETUP, [*EX3, act("BB", "raise", 11500)])
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("A", 7500, True)


def test_add47_ex3a_raise_by_the_limper_is_refused() -> None:
    with pytest.raises(NotAllowedError, match="does not reopen"):
        replay(EX3_SETUP, [*EX3, act("BB", "call"), act("A", "raise", 15500)])


# --- pot limit -----------------------------------------------------------------------------


def test_rrop_pot_limit_pot_100_bet_50_max_is_250() -> None:
    setup = BettingSetup(PL, 25, street=Street.FLOP, pot=100, players=("A", "B"))
    ruling = rule_betting(setup, [act("A", "bet", 50)])
    assert (ruling.to_call, ruling.max_raise_to) == (50, 250)


def test_r54b_plo_first_pot_bet_pre_flop_is_700() -> None:
    setup = BettingSetup(PL, 200, players=("SB", "BB", "UTG"))
    assert rule_betting(setup, blinds(100, 200)).max_raise_to == 700


def test_r54b_dead_small_blind_counts_as_a_full_blind() -> None:
    setup = BettingSetup(PL, 200, small_blind=100, players=("BB", "UTG", "BTN"))
    ruling = rule_betting(setup, [act("BB", "big_blind", 200)])
    assert ruling.max_raise_to == 700
    assert "r.54-B" in " ".join(ruling.explanation)


def test_pot_limit_post_flop_uses_the_actual_pot() -> None:
    setup = BettingSetup(PL, 200, street=Street.FLOP, pot=450, players=("A", "B"))
    assert rule_betting(setup, []).max_raise_to == 450


def test_pot_limit_overbet_is_refused() -> None:
    setup = BettingSetup(PL, 25, street=Street.FLOP, pot=100, players=("A", "B"))
    with pytest.raises(NotAllowedError, match="pot-limit maximum is to 250"):
        replay(setup, [act("A", "bet", 50), act("B", "raise", 300)])


# --- limit: 50% rule (r.47-B) and the cap (r.48) -------------------------------------------


def test_limit_all_in_of_half_a_bet_reopens_and_counts_as_a_raise() -> None:
    setup = BettingSetup(FL, 10, street=Street.FLOP, pot=100, players=("A", "B", "C"))
    ruling = rule_betting(setup, [act("A", "bet", 10), act("B", "all_in", 15), act("C", "call")])
    assert (ruling.player, ruling.may_raise, ruling.min_raise_to) == ("A", True, 25)


def test_limit_all_in_of_less_than_half_a_bet_does_not_reopen() -> None:
    setup = BettingSetup(FL, 10, street=Street.FLOP, pot=100, players=("A", "B", "C"))
    ruling = rule_betting(setup, [act("A", "bet", 10), act("B", "all_in", 14), act("C", "call")])
    assert (ruling.player, ruling.to_call, ruling.may_raise) == ("A", 4, False)
    fresh = rule_betting(setup, [act("A", "bet", 10), act("B", "all_in", 14)])
    assert (fresh.player, fresh.min_raise_to) == ("C", 20)  # the raise is over the full 10


def test_limit_cap_is_a_bet_and_four_raises() -> None:
    setup = BettingSetup(FL, 10, street=Street.TURN, pot=100, players=("A", "B"))
    raises = [act("A", "bet", 20), act("B", "raise", 40), act("A", "raise", 60),
              act("B", "raise", 80)]  # fmt: skip
    before_cap = rule_betting(setup, raises)
    assert (before_cap.may_raise, before_cap.min_raise_to, before_cap.max_raise_to) == (
        True, 100, 100)  # fmt: skip
    capped = rule_betting(setup, [*raises, act("A", "raise", 100)])
    assert (capped.player, capped.may_raise, capped.options) == ("B", False, ("fold", "call"))
    with pytest.raises(NotAllowedError, match="capped"):
        replay(setup, [*raises, act("A", "raise", 100), act("B", "raise", 120)])


def test_limit_cap_is_configurable_and_lifted_only_when_the_event_is_heads_up() -> None:
    actions = [act("A", "bet", 10), act("B", "raise", 20), act("A", "raise", 30),
               act("B", "raise", 40)]  # fmt: skip
    three = BettingSetup(FL, 10, street=Street.FLOP, raise_cap=3, players=("A", "B"))
    assert not rule_betting(three, actions).may_raise
    heads_up_hand = BettingSetup(FL, 10, street=Street.FLOP, raise_cap=3, players=("A", "B"))
    assert not rule_betting(heads_up_hand, actions).may_raise  # TDA24 r.48: still capped
    event = BettingSetup(
        FL, 10, street=Street.FLOP, raise_cap=3, players=("A", "B"), event_heads_up=True
    )
    assert rule_betting(event, actions).may_raise


def test_limit_pre_flop_big_blind_counts_as_the_bet() -> None:
    setup = BettingSetup(FL, 10, players=("SB", "BB", "A"))
    ruling = rule_betting(setup, blinds(5, 10))
    assert (ruling.raises, ruling.min_raise_to, ruling.max_raise_to) == (1, 20, 20)


# --- stacks ----------------------------------------------------------------------------------


def test_stack_smaller_than_a_full_raise_allows_only_all_in() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, players=("A", "B"), stacks={"B": 250})
    ruling = rule_betting(setup, [act("A", "bet", 200)])
    assert (ruling.min_raise_to, ruling.max_raise_to, ruling.all_in_only) == (250, 250, True)


def test_stack_not_covering_the_call_means_call_all_in_or_fold() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, players=("A", "B"), stacks={"B": 150})
    ruling = rule_betting(setup, [act("A", "bet", 200)])
    assert (ruling.to_call, ruling.may_raise, ruling.options) == (150, False, ("fold", "call"))


def test_short_big_blind_still_sets_the_full_bet_to_call() -> None:
    setup = BettingSetup(NL, 200, players=("SB", "BB", "A"), stacks={"BB": 150})
    ruling = rule_betting(setup, [act("SB", "small_blind", 100), act("BB", "big_blind", 150)])
    assert (ruling.player, ruling.to_call, ruling.min_raise_to) == ("A", 200, 400)


# --- whose turn, named players ----------------------------------------------------------------


def test_heads_up_pre_flop_the_button_small_blind_acts_first() -> None:
    setup = BettingSetup(NL, 200, players=("BB", "BTN"))
    actions = [act("BTN", "small_blind", 100), act("BB", "big_blind", 200)]
    assert rule_betting(setup, actions).player == "BTN"
    assert rule_betting(setup, [*actions, act("BTN", "call")]).options == (
        "fold", "check", "raise")  # fmt: skip


def test_named_player_out_of_turn_is_answered_with_a_note() -> None:
    setup = BettingSetup(NL, 200, players=("SB", "BB", "A", "B"))
    ruling = rule_betting(setup, [*blinds(100, 200), act("A", "raise", 600)], player="SB")
    assert (ruling.player, ruling.to_act, ruling.to_call) == ("SB", "B", 500)
    assert ruling.explanation[0].startswith("Note: it is B's turn")


def test_inferred_seat_order_accepts_a_player_not_seen_yet() -> None:
    setup = BettingSetup(NL, 200)
    ruling = rule_betting(setup, [*blinds(100, 200), act("A", "raise", 600)], player="D")
    assert (ruling.to_call, ruling.min_raise_to, ruling.may_raise) == (600, 1000, True)


def test_round_over_without_a_named_player_is_refused() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, players=("A", "B"))
    with pytest.raises(NotAllowedError, match="round is over"):
        rule_betting(setup, [act("A", "bet", 100), act("B", "call")])


# --- impossible sequences ---------------------------------------------------------------------

FLOP = BettingSetup(NL, 100, street=Street.FLOP, pot=300, players=("A", "B", "C"))


@pytest.mark.parametrize(
    ("actions", "error", "message"),
    [
        ([act("A", "bet", 200), act("B", "raise", 150)], NotAllowedError, "not more than"),
        ([act("A", "bet", 200), act("B", "raise", 300)], NotAllowedError, "minimum raise"),
        ([act("B", "bet", 200)], NotAllowedError, "A's turn"),
        ([act("A", "bet", -5)], MalformedError, "positive"),
        (
            [act("A", "check"), act("B", "check"), act("C", "check"), act("A", "check")],
            NotAllowedError,
            "round is already over",
        ),
        (
            [
                act("A", "bet", 100),
                act("B", "fold"),
                act("C", "raise", 200),
                act("A", "call"),
                act("B", "call"),
            ],
            NotAllowedError,
            "B has folded",
        ),
        ([act("A", "bet", 50)], NotAllowedError, "minimum bet"),
        ([act("A", "bet", 100), act("B", "check")], NotAllowedError, "cannot check"),
        ([act("A", "call")], NotAllowedError, "nothing to call"),
        ([act("A", "bet", 100), act("B", "bet", 300)], NotAllowedError, "already a bet"),
        ([act("A", "raise", 300)], NotAllowedError, "no bet to raise"),
        ([act("A", "bet")], MalformedError, "missing"),
        ([act("A", "check", 100)], MalformedError, "no amount"),
        ([act("Z", "check")], MalformedError, "not one of the players"),
        ([act("A", "small_blind", 50)], NotAllowedError, "first round"),
    ],
)
def test_impossible_sequences_are_refused(
    actions: list[Action], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        replay(FLOP, actions)


def test_short_all_in_bet_below_the_big_blind_is_allowed() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, players=("A", "B", "C"), stacks={"A": 60})
    ruling = rule_betting(setup, [act("A", "all_in", 60)])
    assert (ruling.player, ruling.to_call, ruling.min_raise_to) == ("B", 60, 160)


def test_nobody_to_raise_when_every_opponent_is_all_in() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, players=("A", "B"), stacks={"A": 60})
    ruling = rule_betting(setup, [act("A", "all_in", 60)])
    assert (ruling.player, ruling.may_raise, ruling.options) == ("B", False, ("fold", "call"))


def test_unknown_words_are_malformed() -> None:
    with pytest.raises(MalformedError, match="unknown action"):
        K.parse("shove-ish")
    with pytest.raises(MalformedError, match="unknown limit"):
        parse_limit("spread-limit")
    with pytest.raises(MalformedError, match="unknown street"):
        Street.parse("fourth")


# --- chips pushed (r.43-A, r.44, r.45, r.51) --------------------------------------------------

ADD45 = BettingSetup(NL, 500, small_blind=250, players=("SB", "BB", "UTG", "UTG+1"))
ADD45_ACTIONS = [*blinds(250, 500), act("UTG", "raise", 1100)]


def test_add45_ex2_push_of_1500_is_held_to_a_full_raise_to_1700() -> None:
    push = rule_push(replay(ADD45, ADD45_ACTIONS), "UTG+1", 1500)
    assert (push.ruled, push.to, push.must_add) == ("raise", 1700, 200)


def test_add45_ex3_push_of_1300_is_a_call_with_200_returned() -> None:
    push = rule_push(replay(ADD45, ADD45_ACTIONS), "UTG+1", 1300)
    assert (push.ruled, push.to, push.returned) == ("call", 1100, 200)


def test_declared_raise_below_half_is_a_full_min_raise() -> None:
    push = rule_push(replay(ADD45, ADD45_ACTIONS), "UTG+1", 1300, declared=Declared.RAISE)
    assert (push.ruled, push.to) == ("raise", 1700)


def test_single_oversized_chip_is_a_call() -> None:
    push = rule_push(replay(ADD45, ADD45_ACTIONS), "UTG+1", 5000, single_chip=True)
    assert (push.ruled, push.to, push.returned) == ("call", 1100, 3900)


def test_add45_ex4_post_flop_threshold_2100() -> None:
    setup = BettingSetup(NL, 200, street=Street.FLOP, pot=1000, players=("A", "B"))
    state = replay(setup, [act("A", "bet", 1400)])
    assert rule_push(state, "B", 2500).to == 2800
    assert rule_push(state, "B", 2000).ruled == "call"


def test_add51_undercall_must_be_completed() -> None:
    setup = BettingSetup(NL, 2000, street=Street.FLOP, pot=9000, players=("A", "B"))
    push = rule_push(replay(setup, [act("A", "bet", 8000)]), "B", 2000)
    assert (push.ruled, push.to, push.must_add) == ("call", 8000, 6000)


def test_push_when_the_betting_is_not_reopened_is_a_call() -> None:
    push = rule_push(replay(EX3_SETUP, [*EX3, act("BB", "call")]), "A", 20000)
    assert (push.ruled, push.to, push.returned) == ("call", 7500, 16500)


def test_add52b_pot_limit_overbet_is_reduced_to_the_pot() -> None:
    setup = BettingSetup(PL, 1000, street=Street.FLOP, pot=10500, players=("A", "B"))
    push = rule_push(replay(setup, []), "A", 11500)
    assert (push.ruled, push.to, push.returned) == ("bet", 10500, 1000)


def test_bet_below_the_minimum_is_completed_to_the_big_blind() -> None:
    setup = BettingSetup(NL, 200, street=Street.FLOP, pot=1000, players=("A", "B"))
    push = rule_push(replay(setup, []), "A", 150)
    assert (push.ruled, push.to, push.must_add) == ("bet", 200, 50)


# --- pokerkit differential (rules.md §8 item 3) -----------------------------------------------

pokerkit = pytest.importorskip("pokerkit")

_AUTO = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
BIG = 10**7


def pokerkit_after(
    sb: int, bb: int, stacks: list[int], actions: list[Action], *, flop: bool
) -> tuple[int, int, bool, int | None]:
    """Play ``actions`` in pokerkit; return (actor, to call, may raise, min raise to).

    Seats are pokerkit indices (0 = small blind). With ``flop``, everyone first limps and
    the big blind checks, so the actions are the flop's.
    """
    state = pokerkit.NoLimitTexasHoldem.create_state(
        _AUTO, True, 0, (sb, bb), bb, tuple(stacks), len(stacks)
    )
    if flop:
        while state.street_index == 0:
            state.check_or_call()
    for action in actions:
        if action.kind is K.FOLD:
            state.fold()
        elif action.to is not None and action.to > max(state.bets):
            state.complete_bet_or_raise_to(action.to)
        else:
            state.check_or_call()
    return (
        state.actor_index,
        state.checking_or_calling_amount,
        state.can_complete_bet_or_raise_to(),
        state.min_completion_betting_or_raising_to_amount,
    )


def test_pokerkit_agrees_on_add43_ex1() -> None:
    seats = ("SB", "BB", "A", "B", "C", "D")
    actions = [act("A", "raise", 600), act("B", "raise", 1600), act("C", "raise", 3600)]
    ours = rule_betting(BettingSetup(NL, 200, players=seats), [*blinds(100, 200), *actions])
    theirs = pokerkit_after(100, 200, [BIG] * 6, actions, flop=False)
    assert (seats[theirs[0]], *theirs[1:]) == (
        ours.player, ours.to_call, ours.may_raise, ours.min_raise_to)  # fmt: skip


@pytest.mark.parametrize(
    ("extra", "seat"),
    [([], "A"), ([act("A", "call")], "C"), ([act("A", "raise", 300)], "C")],
    ids=["add47-ex1", "add47-ex1a", "add47-ex1b"],
)
def test_pokerkit_agrees_on_add47_ex1(extra: list[Action], seat: str) -> None:
    # Post-flop seats A..E are pokerkit 0..4; B and D hold 125 and 200 after limping 100.
    stacks = [BIG, 225, BIG, 300, BIG]
    ours = rule_betting(ADD47_SETUP, [*ADD47_EX1, *extra])
    theirs = pokerkit_after(50, 100, stacks, [*ADD47_EX1, *extra], flop=True)
    assert ours.player == seat == "ABCDE"[theirs[0]]
    assert (ours.to_call, ours.may_raise) == theirs[1:3]
    if ours.may_raise:
        assert ours.min_raise_to == theirs[3]


def test_pokerkit_agrees_on_add47_ex2() -> None:
    setup = BettingSetup(NL, 100, street=Street.FLOP, pot=600, players=tuple("ABCDEF"))
    actions = [act("A", "bet", 300), act("B", "all_in", 500), act("C", "all_in", 650),
               act("D", "all_in", 800), act("E", "call")]  # fmt: skip
    ours = rule_betting(setup, actions)
    theirs = pokerkit_after(50, 100, [BIG, 600, 750, 900, BIG, BIG], actions, flop=True)
    assert ("ABCDEF"[theirs[0]], *theirs[1:]) == (
        ours.player, ours.to_call, ours.may_raise, ours.min_raise_to)  # fmt: skip


def test_pokerkit_differs_on_add47_ex3a_and_we_follow_tda() -> None:
    """rules.md §8 item 3: pokerkit lets the limper re-raise; TDA Add.47 Ex.3-A does not."""
    pk_actions = [act("A", "call"), act("B", "fold"), act("C", "all_in", 7500),
                  act("SB", "fold"), act("BB", "call")]  # fmt: skip
    theirs = pokerkit_after(2000, 4000, [BIG, BIG, BIG, BIG, 7500], pk_actions, flop=False)
    ours = rule_betting(EX3_SETUP, [*EX3, act("BB", "call")])
    assert theirs[:2] == (2, 3500) and (ours.player, ours.to_call) == ("A", 3500)
    assert theirs[2] is True  # pokerkit: A may raise (its full-raise tracker starts at 0)
    assert ours.may_raise is False  # TDA: only call or fold


# --- properties (hypothesis) -----------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _model(setup: BettingSetup, actions: list[Action], name: str) -> tuple[int, int, int, bool]:
    """Independent reading of TDA r.43-A/r.47: (current bet, full size, committed, acted)."""
    bb = setup.big_blind
    current = full = 0
    committed: dict[str, int] = {}
    acted = False
    for action in actions:
        stack = setup.stacks.get(action.player, BIG)
        if action.kind is K.BIG_BLIND:
            current = full = bb
            committed[action.player] = action.to or 0
            continue
        if action.kind is K.CALL:
            committed[action.player] = min(current, stack)
        elif action.to is not None:
            committed[action.player] = action.to
            if action.to > current:
                if action.to - current >= max(full, bb):
                    full = action.to - current
                current = action.to
        if action.player == name and not action.kind.is_post:
            acted = True
    return current, full, committed.get(name, 0), acted


@st.composite
def no_limit_rounds(draw: st.DrawFn) -> tuple[BettingSetup, list[Action]]:
    count = draw(st.integers(2, 6))
    seats = tuple(f"P{i}" for i in range(count))
    stacks = {s: draw(st.integers(1, 60)) * 50 for s in seats}
    preflop = draw(st.booleans())
    setup = BettingSetup(
        NL, 100, street=Street.PREFLOP if preflop else Street.FLOP, pot=0 if preflop else 300,
        players=seats, stacks=stacks,
    )  # fmt: skip
    actions: list[Action] = []
    if preflop:
        for seat, due, kind in ((seats[0], 50, K.SMALL_BLIND), (seats[1], 100, K.BIG_BLIND)):
            actions.append(Action(seat, kind, min(due, stacks[seat])))
    for _ in range(draw(st.integers(0, 14))):
        state = replay(setup, actions)
        if state.to_act is None:
            break
        ruling = rule_betting(setup, actions)
        name = ruling.player
        choice = draw(st.sampled_from(ruling.options))
        if choice in ("bet", "raise"):
            assert ruling.min_raise_to is not None and ruling.max_raise_to is not None
            to = draw(st.integers(ruling.min_raise_to, ruling.max_raise_to))
            kind = K.ALL_IN if to == stacks[name] else K.parse(choice)
            actions.append(Action(name, kind, to))
        else:
            actions.append(Action(name, K.parse(choice)))
    return setup, actions


@settings(max_examples=150, deadline=None)
@given(no_limit_rounds())
def test_property_rulings_match_the_tda_definitions(
    round_: tuple[BettingSetup, list[Action]],
) -> None:
    setup, actions = round_
    state = replay(setup, actions)
    if state.to_act is None:
        return
    ruling = rule_betting(setup, actions)
    name = ruling.player
    stack = setup.stacks[name]
    current, full, committed, acted = _model(setup, actions, name)
    assert ruling.current_bet == current
    assert ruling.to_call == min(current - committed, stack - committed)
    assert ruling.pot == setup.pot + sum(p.committed for p in state.players.values())
    others_live = any(
        not p.folded and not p.all_in for p in state.players.values() if p.name != name
    )
    reopened = not acted or current - committed >= max(full, setup.big_blind)
    expected_may_raise = reopened and stack > current and others_live
    assert ruling.may_raise == expected_may_raise
    if ruling.may_raise:
        assert ruling.min_raise_to is not None
        full_min = current + max(full, setup.big_blind) if current else setup.big_blind
        assert ruling.min_raise_to == min(full_min, stack)
        assert ruling.min_raise_to >= min(current + setup.big_blind, stack)
        assert ruling.max_raise_to == stack
        below = ruling.min_raise_to - 1
        if current < below < stack and not ruling.all_in_only:
            kind = K.RAISE if current else K.BET
            with pytest.raises(NotAllowedError):
                replay(setup, [*actions, Action(name, kind, below)])
    else:
        assert "raise" not in ruling.options and "bet" not in ruling.options


# --- in Italian and Romanian ---------------------------------------------------------------


def _pot_limit_ruling(language: str) -> tuple[str, ...]:
    # PLO 50-100: A raises to 350; B may raise to between 600 and the pot, 1,200.
    setup = BettingSetup(PL, 100, players=("SB", "BB", "A", "B"))
    actions = [*blinds(50, 100), act("A", "raise", 350)]
    return rule_betting(setup, actions, language=language).explanation


def test_a_pot_limit_ruling_in_italian() -> None:
    assert _pot_limit_ruling("it") == (
        "Il rilancio completo più alto di questo giro è 250 (A, 100 → 350).",
        "La puntata è 350; B ha già messo 0 e per chiamare deve aggiungere 350.",
        "B non ha ancora agito in questo giro, quindi può rilanciare.",
        "Il rilancio minimo è a 600: la puntata di 350 più 250 (TDA24 r.43-A).",
        "Pot-limit: il piatto dopo la chiamata è 850 (0 di prima, 500 in questo giro, "
        "350 per la chiamata), quindi il massimo è a 1.200.",
    )


def test_a_pot_limit_ruling_in_romanian() -> None:
    assert _pot_limit_ruling("ro")[-1] == (
        "Pot-limit: potul după call este 850 (0 de dinainte, 500 în această rundă, "
        "350 pentru call), deci maximul este la 1.200."
    )
    assert _pot_limit_ruling("en")[-1] == (
        "Pot-limit: the pot after the call is 850 (0 from before, 500 this round, "
        "350 for the call), so the maximum is to 1,200."
    )


def test_the_limit_cap_in_italian() -> None:
    setup = BettingSetup(FL, 100, street=Street.FLOP, players=("A", "B", "C"))
    actions = [act("A", "bet", 100), act("B", "raise", 200), act("C", "raise", 300),
               act("A", "raise", 400), act("B", "raise", 500)]  # fmt: skip
    assert rule_betting(setup, actions, language="it").explanation[-1] == (
        "Le puntate sono chiuse al limite: sono stati fatti una puntata e 4 rilanci "
        "(TDA24 r.48), quindi può solo chiamare o lasciare."
    )


def test_pushed_chips_in_romanian_and_italian() -> None:
    # TDA Add.45: 250-500, UTG raised to 1,100.
    state = replay(
        BettingSetup(NL, 500, small_blind=250),
        [*blinds(250, 500), act("UTG", "raise", 1100)],
    )
    assert rule_push(state, "UTG+1", 800, language="ro").explanation == (
        "UTG+1 împinge în față 800.",
        "Este mai puțin decât cei 1.100 de egalat: un call insuficient, care trebuie completat "
        "la un call de 1.100 (TDA24 r.51).",
    )
    assert rule_push(state, "UTG+1", 1500, language="it").explanation[1] == (
        "Supera di 400 la puntata di 1.100, almeno la metà del rilancio minimo di 600, quindi "
        "va completato a un rilancio completo a 1.700 (TDA24 r.43-A, r.45)."
    )
