"""The Payouts tab: the prize pool, the payout table and its lock, and deals."""

from tourney.gui.payouts.payouts_tab import PayoutsTab

__all__ = ["PayoutsTab"]
