"""The button and blinds: every worked case of rules.md §4 and the seed000 elimination rules."""

from __future__ import annotations

import pytest

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.room.button import AnteMode, Positions, first_hand, next_hand

SIX = [1, 2, 3, 4, 5, 6]


def without(*gone: int) -> list[int]:
    return [s for s in SIX if s not in gone]


def test_nobody_busts_everything_moves_one_seat() -> None:
    plan = next_hand(SIX, Positions(1, 2, 3))
    assert (plan.button, plan.sb, plan.bb) == (2, 3, 4)
    assert plan.sb_posted and not plan.button_dead and plan.effective_button == 2
    assert plan.dealt_in == tuple(SIX) and plan.waiting == ()


def test_small_blind_busts_button_moves_onto_the_empty_seat() -> None:
    # rules.md §4: SB busts -> button onto the empty SB seat, old BB posts the SB.
    plan = next_hand(without(2), Positions(1, 2, 3))
    assert plan.button == 2 and plan.button_dead
    assert plan.sb == 3 and plan.sb_posted
    assert plan.bb == 4
    # seed000: "il Bottone rimane fermo": the same player (seat 1) has last action again.
    assert plan.effective_button == 1
    assert any("dead button" in line for line in plan.explanation)


def test_big_blind_busts_dead_small_blind_then_button_onto_empty_seat() -> None:
    # rules.md §4 / seed000: BB busts -> button to old SB, dead SB, next player BB ...
    first = next_hand(without(3), Positions(1, 2, 3))
    assert (first.button, first.sb, first.bb) == (2, 3, 4)
    assert not first.sb_posted and not first.button_dead
    assert first.explanation[0].startswith("Seat 3 was eliminated in the big blind")
    # ... then the button stays (onto the empty seat) and both blinds are posted ...
    second = next_hand(without(3), first.positions)
    assert (second.button, second.sb, second.bb) == (3, 4, 5)
    assert second.button_dead and second.effective_button == 2 and second.sb_posted
    # ... and the hand after, the button moves on normally.
    third = next_hand(without(3), second.positions)
    assert (third.button, third.sb, third.bb) == (4, 5, 6)
    assert not third.button_dead and third.sb_posted


def test_both_blinds_bust_same_player_keeps_the_button_three_hands() -> None:
    live = without(2, 3)
    plans = [next_hand(live, Positions(1, 2, 3))]
    plans.append(next_hand(live, plans[-1].positions))
    plans.append(next_hand(live, plans[-1].positions))
    assert [p.effective_button for p in plans] == [1, 1, 4]
    assert [p.bb for p in plans] == [4, 5, 6]
    assert [p.sb_posted for p in plans] == [False, True, True]


def test_big_blind_skips_empty_seats_and_says_so() -> None:
    plan = next_hand([1, 2, 3, 6], Positions(1, 2, 3))
    assert plan.bb == 6 and plan.sb == 3 and plan.button == 2
    assert any("seats 4 and 5" in line for line in plan.explanation)


@pytest.mark.parametrize(
    ("gone", "bb", "button"),
    [
        (1, 2, 3),  # button busts: the last BB (3) takes the button, seat 2 the BB
        (2, 1, 3),  # small blind busts
        (3, 1, 2),  # big blind busts: the player who had it most recently (2)...
    ],
)
def test_three_to_two_nobody_posts_the_big_blind_twice(gone: int, bb: int, button: int) -> None:
    plan = next_hand([s for s in (1, 2, 3) if s != gone], Positions(1, 2, 3), table_size=3)
    assert plan.heads_up
    assert (plan.bb, plan.button) == (bb, button)
    assert plan.sb == plan.button and plan.sb_posted
    assert plan.bb != 3 or gone == 3  # seat 3 posted the BB last hand
    assert plan.explanation[0].startswith("Play is now heads-up")


def test_heads_up_alternates_with_the_small_blind_on_the_button() -> None:
    plan = first_hand([4, 9], 9)
    seen = []
    for _ in range(4):
        assert plan.sb == plan.button and plan.bb != plan.button
        seen.append(plan.bb)
        plan = next_hand([4, 9], plan.positions)
    assert seen == [4, 9, 4, 9]


def test_seed000_house_rule_the_button_posts_the_big_blind_heads_up() -> None:
    plan = next_hand([1, 2], Positions(1, 2, 3), button_posts_big_blind_heads_up=True)
    assert plan.button == plan.bb == 1 and plan.sb == 2
    assert any("seed000" in line for line in plan.explanation)
    again = next_hand([1, 2], plan.positions, button_posts_big_blind_heads_up=True)
    assert again.button == again.bb == 2 and again.sb == 1


def test_first_hand_next_players_post_the_blinds() -> None:
    plan = first_hand([1, 5, 7], 5)
    assert (plan.button, plan.sb, plan.bb) == (5, 7, 1)
    heads_up = first_hand([1, 5], 5)
    assert (heads_up.button, heads_up.sb, heads_up.bb) == (5, 5, 1)
    legacy = first_hand([1, 5], 5, button_posts_big_blind_heads_up=True)
    assert (legacy.button, legacy.sb, legacy.bb) == (5, 1, 5)


def test_first_hand_button_must_be_on_a_player() -> None:
    with pytest.raises(DomainNotAllowedError, match="seat 2 is empty"):
        first_hand([1, 5, 7], 2)


def test_newcomer_between_button_and_small_blind_waits_one_hand() -> None:
    # Seat 6 was empty between last hand's SB (5) and BB (7); a moved player sits there.
    plan = next_hand([1, 3, 4, 5, 6, 7, 8], Positions(4, 5, 7))
    assert (plan.button, plan.sb, plan.bb) == (5, 7, 8)
    assert plan.waiting == (6,) and 6 not in plan.dealt_in
    after = next_hand([1, 3, 4, 5, 6, 7, 8], plan.positions)
    assert after.waiting == () and 6 in after.dealt_in


def test_antes_every_player_or_the_big_blind() -> None:
    every = next_hand(without(3), Positions(1, 2, 3), ante=AnteMode.EVERY_PLAYER)
    assert every.antes == every.dealt_in
    bba = next_hand(without(3), Positions(1, 2, 3), ante=AnteMode.BIG_BLIND)
    assert bba.antes == (bba.bb,)
    assert next_hand(SIX, Positions(1, 2, 3)).antes == ()


def test_wraps_around_seat_ten() -> None:
    plan = next_hand([1, 2, 8, 9, 10], Positions(8, 9, 10))
    assert (plan.button, plan.sb, plan.bb) == (9, 10, 1)


@pytest.mark.parametrize(
    ("seats", "previous", "size", "error", "words"),
    [
        ([1, 11], Positions(1, 2, 3), 10, DomainNotAllowedError, "outside the table"),
        ([1], Positions(1, 2, 3), 10, DomainNotAllowedError, "at least two"),
        ([1, 1, 2], Positions(1, 2, 3), 10, DomainMalformedError, "listed twice"),
        ([1, 2], Positions(1, 2, 12), 10, DomainNotAllowedError, "outside the table"),
        ([1, 2], Positions(1, 3, 2), 10, DomainMalformedError, "out of order"),
        ([1, 2], Positions(1, 2, 2), 10, DomainMalformedError, "both be seat 2"),
        ([1, 2], Positions(1, 2, 3), 11, DomainNotAllowedError, "2 to 10 seats"),
    ],
)
def test_bad_input_is_refused_clearly(
    seats: list[int], previous: Positions, size: int, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        next_hand(seats, previous, table_size=size)


# -- the explanation in Italian and Romanian ------------------------------------------------


def test_a_dead_small_blind_and_a_dead_button_in_romanian():
    plan = next_hand([1, 4, 5, 6], Positions(1, 2, 3), language="ro")
    assert (plan.button, plan.sb, plan.sb_posted, plan.bb) == (2, 3, False, 4)
    assert plan.explanation == (
        "Locul 3 a fost eliminat de pe blindul mare: în această mână blindul mic este mort, "
        "iar locul 4, următorul jucător, pune blindul mare.",
        "Butonul trece la locul 2, blindul mic din mâna precedentă, care este gol: buton mort.",
        "Locul 1 acționează ultimul după flop (butonul efectiv).",
    )


def test_the_same_plan_can_be_explained_again_in_another_language():
    plan = next_hand([1, 2, 3, 4, 5, 6, 7, 9], Positions(5, 6, 7), ante=AnteMode.BIG_BLIND)
    assert plan.explanation_in("en") == plan.explanation
    assert plan.explanation[2] == "The big blind passes over the empty seat 8."
    assert plan.explanation_in("it")[2] == "Il grande buio salta il posto vuoto 8."
    assert plan.explanation_in("ro")[-1] == (
        "Locul 9 pune ante-ul de blind mare pentru toată masa; întâi blindul, apoi ante-ul "
        "(TDA RP-11)."
    )


def test_waiting_newcomers_are_listed_in_italian():
    plan = next_hand([1, 3, 4, 5, 6, 7, 8], Positions(1, 3, 6), language="it")
    assert plan.waiting == (4, 5)
    assert plan.explanation[-1] == (
        "I posti 4 e 5, tra il bottone e il piccolo buio, aspettano che passi il bottone "
        "(TDA 8-A, 10-A)."
    )
    one = next_hand([1, 3, 4, 5, 6, 7], Positions(1, 3, 5), language="ro")
    assert one.explanation[-1] == (
        "Locul 4, dintre buton și blindul mic, așteaptă să treacă butonul (TDA 8-A, 10-A)."
    )


def test_heads_up_in_italian():
    plan = first_hand([3, 7], 3, language="it")
    assert plan.explanation == (
        "Il bottone è al posto 3.",
        "Testa a testa il piccolo buio è il bottone (TDA 34-B): il posto 3 mette il piccolo "
        "buio, il posto 7 mette il grande buio.",
    )
