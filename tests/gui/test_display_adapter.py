"""The TV display's snapshot writes money the way the application's language does."""

from __future__ import annotations

from tourney.domain.figures import compute_figures
from tourney.gui.display_adapter import snapshot_of
from tourney.gui.language import install_translators


def _continental(cents: int) -> str:
    return f"{cents // 100:,}".replace(",", ".") + f",{cents % 100:02d}"


def test_the_prize_pool_and_payouts_follow_the_application_language(qapp, session, clock):
    figures = compute_figures(session.state, clock.at)
    assert figures.payouts is not None
    first = figures.payouts.payouts.amounts[0]
    english = snapshot_of(session.state, clock.at)
    install_translators("ro")
    try:
        romanian = snapshot_of(session.state, clock.at)
    finally:
        install_translators("en")
    assert english is not None and romanian is not None
    assert english.prize_pool == "1,460.00"
    assert romanian.prize_pool == _continental(figures.pool.total) == "1.460,00"
    assert romanian.payouts[0].amount == _continental(first)
    assert [row.place for row in romanian.payouts] == [row.place for row in english.payouts]


def test_the_ladder_names_the_places_decided_and_groups_those_played_for(qapp) -> None:
    from tourney.domain.figures import PaidKind, PaidPlace
    from tourney.gui.display_adapter import ladder_rows

    places = [
        PaidPlace(1, 44_234, PaidKind.DEAL, entry=3, name="Łukasz Nowak"),
        PaidPlace(2, 41_273, PaidKind.DEAL, entry=7, name="Niccolò Rossi"),
        PaidPlace(3, 16_000, entry=None),
        PaidPlace(4, 16_000, entry=None),
        PaidPlace(5, 11_500, entry=9, name="Bob Carter"),
        PaidPlace(6, 11_500, entry=4, name="Chiara Bianchi"),
    ]
    rows = [(row.place, row.amount, row.name) for row in ladder_rows(places)]
    assert rows == [
        ("", "44234", "Łukasz Nowak"),
        ("", "41273", "Niccolò Rossi"),
        ("3–4", "16000", ""),  # still played for: one line
        ("5", "11500", "Bob Carter"),  # decided: each with the player who finished there
        ("6", "11500", "Chiara Bianchi"),
    ]
