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
