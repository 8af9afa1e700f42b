"""The readable text of ``tourney show``, written from its JSON answer.

Writing the text from the same object ``--json`` prints keeps the two in step: whatever the
text says, a script can read from the JSON.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tourney.domain.entries.entry import ordinal
from tourney.domain.money.money_text import Currency, money

__all__ = ["describe"]


def describe(answer: dict[str, Any]) -> str:
    """The answer of :func:`tourney.cli.show.show_answer` as lines for people."""
    currency = Currency(
        answer["currency"]["symbol"],
        symbol_first=answer["currency"]["symbol_first"],
        decimals=answer["currency"]["decimals"],
    )

    def cash(cents: int) -> str:
        return money(cents, currency)

    tournament = answer["tournament"]
    where = ", ".join(part for part in (tournament["date"], tournament["venue"]) if part)
    lines = [
        f"{tournament['name']} (tournament {tournament['id']})" + (f", {where}" if where else "")
    ]
    lines.extend(_clock_lines(answer["clock"]))
    lines.append(
        f"Players left: {answer['players_left']} of {answer['entries']} entries "
        f"({answer['unique_players']} players, {answer['re_entries']} re-entries, "
        f"{answer['rebuys']} rebuys, {answer['addons']} add-ons)"
    )
    lines.append(
        f"Chips in play: {answer['chips_in_play']:,}; average stack "
        f"{answer['average_stack']:,} ({answer['average_big_blinds']:.1f} BB)"
    )
    pool = f"Prize pool: {cash(answer['prize_pool_cents'])}"
    if answer["added_cents"]:
        pool += f" (the house adds {cash(answer['added_cents'])})"
    if answer["overlay_cents"]:
        pool += f" (overlay {cash(answer['overlay_cents'])})"
    lines.append(pool)
    lines.extend(_payout_lines(answer["payouts"], cash))
    lines.extend(f"  {line}" for line in answer["explanation"] if line)
    lines.extend(_standing_lines(answer["standings"], cash))
    return "\n".join(lines)


def _time(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _item_text(item: dict[str, Any]) -> str:
    if item["type"] == "break":
        return f"break ({_time(item['seconds'])})"
    return f"level {item['level']}: {item['blinds']}"


def _clock_lines(clock: dict[str, Any]) -> list[str]:
    current = _item_text(clock["item"])
    if not clock["started"]:
        state = "clock not started"
    elif clock["running"]:
        state = "running"
    else:
        state = "paused"
    lines = [
        f"{current[:1].upper()}{current[1:]} — {_time(clock['time_left_seconds'])} left ({state})"
    ]
    if clock["next"] is not None:
        lines.append(f"Next: {_item_text(clock['next'])}")
    if clock["hand_for_hand"]:
        lines.append("Hand-for-hand play is on")
    return lines


def _payout_lines(payouts: dict[str, Any] | None, cash: Callable[[int], str]) -> list[str]:
    if payouts is None:
        return ["Payouts: none yet"]
    places = payouts["places"]
    head = "Payouts (locked)" if payouts["locked"] else "Payouts"
    if not places:
        return [f"{head}: no prize money"]
    count = payouts["places_paid"]
    paid = ", ".join(_paid_text(place, cash) for place in places)
    lines = [f"{head}: {count} {'place' if count == 1 else 'places'}: {paid}"]
    if payouts["difference_cents"]:
        lines.append(
            f"The prize pool has changed by {cash(payouts['difference_cents'])} since the lock"
        )
    return lines


def _paid_text(line: dict[str, Any], cash: Callable[[int], str]) -> str:
    """One paid line: ``1st 590.00``, ``1st 291.60 (Ann, deal)``, ``60.00 saved for the winner``."""
    amount = cash(line["amount_cents"])
    if line["kind"] == "saved":
        return f"{amount} saved for the winner of the play-off"
    text = f"{ordinal(line['place'])} {amount}"
    if line["kind"] == "deal":
        return f"{text} ({line['name']}, deal)"
    if line["kind"] == "tie":
        first, last = line["shared"]
        return f"{text} ({line['name']}, tie {ordinal(first)}–{ordinal(last)})"
    return f"{text} ({line['name']})" if line["name"] else text


def _standing_lines(rows: list[dict[str, Any]], cash: Callable[[int], str]) -> list[str]:
    busted = [row for row in rows if not row["playing"]]
    lines = ["Standings:" if busted else "Standings: nobody has busted out yet"]
    for row in busted:
        line = f"  {row['place_label']:<6} {row['name']}"
        if row["prize_cents"]:
            line += f" — {cash(row['prize_cents'])}"
        if row["knocked_out_by"]:
            line += f", knocked out by {' and '.join(row['knocked_out_by'])}"
        if row["bust_level"] is not None:
            line += f" (level {row['bust_level']})"
        lines.append(line)
    knockouts = sorted(
        (row for row in rows if row["knockouts"]), key=lambda r: (-r["knockouts"], r["name"])
    )
    if knockouts:
        lines.append(
            "Knockouts: " + ", ".join(f"{row['name']} {row['knockouts']}" for row in knockouts)
        )
    return lines
