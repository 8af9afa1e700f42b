"""Money: the prize pool, payouts and their rounding, deals (ICM, chip-chop) and league points."""
