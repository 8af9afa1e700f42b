"""The readable text of ``tourney show``, written from its JSON answer, in ``--lang``.

Writing the text from the same object ``--json`` prints keeps the two in step: whatever the
text says, a script can read from the JSON. Money and numbers are written as the window, the
TV and the reports write them in the same language (:mod:`tourney.base.formats`); names are in
the language's alphabetical order where a list is ordered by name.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from tourney.base.formats import format_chips, format_date, name_key
from tourney.base.messages import N_, join_words, translate, translate_plural
from tourney.domain.entries.entry import Place
from tourney.domain.levels.stack_depth import whole_big_blinds
from tourney.domain.money.money_text import Currency, money

__all__ = ["describe"]

Cash = Callable[[int], str]


def describe(answer: dict[str, Any], language: str = "en") -> str:
    """The answer of :func:`tourney.cli.show.show_answer` as lines for people, in ``language``."""
    currency = Currency(
        answer["currency"]["symbol"],
        symbol_first=answer["currency"]["symbol_first"],
        decimals=answer["currency"]["decimals"],
    )

    def cash(cents: int, *, sign: bool = False) -> str:
        return money(cents, currency, sign=sign, language=language)

    lines = [_title(answer["tournament"], language)]
    winner = answer.get("winner")
    if winner is not None:  # the clock stopped for good: who won says more than its time
        lines.append(translate(language, "Finished: {name} won", name=winner["name"]))
    else:
        lines.extend(_clock_lines(answer["clock"], language))
    lines.append(_players_line(answer, language))
    lines.append(
        translate(
            language,
            "Chips in play: {chips}; average stack {average} ({blinds} BB)",
            chips=format_chips(answer["chips_in_play"], language),
            average=format_chips(answer["average_stack"], language),
            blinds=format_chips(
                whole_big_blinds(answer["average_stack"], answer["big_blind"]) or 0, language
            ),
        )
    )
    pool = translate(language, "Prize pool: {money}", money=cash(answer["prize_pool_cents"]))
    if answer["added_cents"]:
        pool += translate(language, " (the house adds {money})", money=cash(answer["added_cents"]))
    if answer["overlay_cents"]:
        pool += translate(language, " (overlay {money})", money=cash(answer["overlay_cents"]))
    lines.append(pool)
    lines.extend(_payout_lines(answer["payouts"], cash, language))
    lines.extend(f"  {line}" for line in answer["explanation"] if line)
    lines.extend(_standing_lines(answer["standings"], cash, language))
    return "\n".join(lines)


def _title(tournament: dict[str, Any], language: str) -> str:
    title = translate(
        language, "{name} (tournament {id})", name=tournament["name"], id=tournament["id"]
    )
    parts = [_date(tournament["date"], language), tournament["venue"]]
    where = ", ".join(part for part in parts if part)
    return f"{title}, {where}" if where else title


def _date(text: str, language: str) -> str:
    """An ISO date as the language writes it (any other text as it is)."""
    try:
        return format_date(dt.date.fromisoformat(text), language) if text else ""
    except ValueError:
        return text


def _players_line(answer: dict[str, Any], language: str) -> str:
    return translate(
        language,
        "Players left: {left} of {entries} ({players}, {re_entries}, {rebuys}, {addons})",
        left=format_chips(answer["players_left"], language),
        entries=translate_plural(language, "{count} entry", "{count} entries", answer["entries"]),
        players=translate_plural(
            language, "{count} player", "{count} players", answer["unique_players"]
        ),
        re_entries=translate_plural(
            language, "{count} re-entry", "{count} re-entries", answer["re_entries"]
        ),
        rebuys=translate_plural(language, "{count} rebuy", "{count} rebuys", answer["rebuys"]),
        addons=translate_plural(language, "{count} add-on", "{count} add-ons", answer["addons"]),
    )


def _time(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _item_text(item: dict[str, Any], language: str, *, first: bool) -> str:
    if item["type"] == "break":
        template = N_("Break ({time})") if first else N_("break ({time})")
        return translate(language, template, time=_time(item["seconds"]))
    template = N_("Level {level}: {blinds}") if first else N_("level {level}: {blinds}")
    return translate(language, template, level=item["level"], blinds=item["blinds"])


_STATES = {
    "not started": N_("clock not started"),
    "running": N_("running"),
    "paused": N_("paused"),
}


def _clock_lines(clock: dict[str, Any], language: str) -> list[str]:
    if not clock["started"]:
        template = _STATES["not started"]
    else:
        template = _STATES["running" if clock["running"] else "paused"]
    lines = [
        translate(
            language,
            "{item} — {time} left ({state})",
            item=_item_text(clock["item"], language, first=True),
            time=_time(clock["time_left_seconds"]),
            state=translate(language, template),
        )
    ]
    if clock["next"] is not None:
        upcoming = _item_text(clock["next"], language, first=False)
        lines.append(translate(language, "Next: {item}", item=upcoming))
    if clock["hand_for_hand"]:
        lines.append(translate(language, "Hand-for-hand play is on"))
    return lines


def _payout_lines(payouts: dict[str, Any] | None, cash: Cash, language: str) -> list[str]:
    if payouts is None:
        return [translate(language, "Payouts: none yet")]
    places = payouts["places"]
    locked = payouts["locked"]
    if not places:
        template = (
            N_("Payouts (locked): no prize money") if locked else N_("Payouts: no prize money")
        )
        return [translate(language, template)]
    paid = ", ".join(_paid_text(place, cash, language) for place in places)
    if locked:
        head = translate_plural(
            language,
            "Payouts (locked): {count} place: {paid}",
            "Payouts (locked): {count} places: {paid}",
            payouts["places_paid"],
            paid=paid,
        )
    else:
        head = translate_plural(
            language,
            "Payouts: {count} place: {paid}",
            "Payouts: {count} places: {paid}",
            payouts["places_paid"],
            paid=paid,
        )
    lines = [head]
    if payouts["difference_cents"]:
        lines.append(
            translate(
                language,
                "The prize pool has changed by {money} since the lock",
                money=cash(payouts["difference_cents"]),
            )
        )
    return lines


def _paid_text(line: dict[str, Any], cash: Cash, language: str) -> str:
    """One paid line: ``1st 590.00``, ``Ann 291.60 (deal)``, ``60.00 saved for the winner``.

    A player of the deal the play-off has placed is said with his place: ``1st 291.60 (Ann,
    deal)``.
    """
    amount = cash(line["amount_cents"])
    if line["kind"] == "saved":
        return translate(language, "{money} saved for the winner of the play-off", money=amount)
    if line["kind"] == "deal" and not line.get("finished"):  # the play-off decides the places
        return translate(language, "{name} {money} (deal)", money=amount, name=line["name"])
    place = Place(line["place"]).translated(language)
    if line["kind"] == "deal":  # placed by the play-off
        return translate(
            language, "{place} {money} ({name}, deal)", place=place, money=amount, name=line["name"]
        )
    if line["kind"] == "tie":
        first, last = line["shared"]
        return translate(
            language,
            "{place} {money} ({name}, tie {first}–{last})",
            place=place,
            money=amount,
            name=line["name"],
            first=Place(first).translated(language),
            last=Place(last).translated(language),
        )
    if line["name"]:
        return translate(
            language, "{place} {money} ({name})", place=place, money=amount, name=line["name"]
        )
    return translate(language, "{place} {money}", place=place, money=amount)


def _standing_lines(rows: list[dict[str, Any]], cash: Cash, language: str) -> list[str]:
    busted = [row for row in rows if not row["playing"]]
    template = N_("Standings:") if busted else N_("Standings: nobody has busted out yet")
    lines = [translate(language, template)]
    width = max((len(row["place_label"]) for row in busted), default=0)
    for row in busted:
        name = row["name"]
        if row["re_entry"]:  # the player's other line is the first entry
            name = translate(language, "{name} (re-entry)", name=name)
        line = f"  {row['place_label']:<{max(width, 6)}} {name}"
        if row["prize_cents"]:
            line += f" — {cash(row['prize_cents'])}"
        if row["knocked_out_by"]:
            names = join_words(language, row["knocked_out_by"])
            line += translate(language, ", knocked out by {names}", names=names)
        if row["bust_level"] is not None:
            line += translate(language, " (level {level})", level=row["bust_level"])
        lines.append(line)
    by_name = name_key(language)
    knockouts = sorted(
        (row for row in rows if row["knockouts"]),
        key=lambda r: (-r["knockouts"], by_name(r["name"])),
    )
    if knockouts:
        listed = ", ".join(f"{row['name']} {row['knockouts']}" for row in knockouts)
        lines.append(translate(language, "Knockouts: {players}", players=listed))
    bounties = sorted(
        (row for row in rows if row["bounty_won_cents"]),
        key=lambda r: (-r["bounty_won_cents"], by_name(r["name"])),
    )
    if bounties:
        listed = ", ".join(f"{row['name']} {cash(row['bounty_won_cents'])}" for row in bounties)
        lines.append(translate(language, "Bounties won: {players}", players=listed))
    return lines
