"""Entries: players, buy-ins, rebuys and add-ons, bounties, bust-outs and finishing places."""
