"""A tournament's setup as JSON, and back: versioned, strict, every refusal naming its field.

:func:`setup_to_json` writes ``{"format": 1, "name": ..., "structure": ..., ...}``;
:func:`setup_from_json` reads it back and refuses a bad document with a
:class:`~tourney.domain.errors.DomainMalformedError` naming the field
("setup.buyins.rebuy.chips must be a whole number, not '500'"), or a document written by a
newer Tourney. The parts (structure, chip set, payouts, deals) have their own pairs, used by
events that carry them. Amounts are whole numbers (chips, cents, basis points); league
points are decimal text ("12.5"). Fields added since format 1 was first written are optional
and read as what a setup meant before them (a rebuy or add-on without ``through_break``,
``until_break`` or ``at_break`` closes when the level after ``until_level`` starts).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from tourney.base.messages import Listing, Lowered, Message, Number, Series
from tourney.domain.entries.bounties import BountyKind, BountyRule
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.entry import Place
from tourney.domain.errors import DomainMalformedError
from tourney.domain.json_reader import Doc, building
from tourney.domain.levels.chips import ChipSet, Denomination, StackPart
from tourney.domain.levels.structure import AnteKind, Break, Game, Item, Level, Limit, Structure
from tourney.domain.money.league import FixedPoints, LinearPoints, PointsFormula, SquareRootPoints
from tourney.domain.money.money_text import NO_CURRENCY, Amount, Currency
from tourney.domain.money.payout_table import BUILT_IN_TABLE, PayoutRow, PayoutTable
from tourney.domain.money.payouts import PayoutPlan, Payouts
from tourney.domain.room.tables import TableSettings
from tourney.domain.setup import BuyIns, LeagueSettings, Offer, TournamentSetup

if TYPE_CHECKING:
    from tourney.domain.money.deals import Deal

__all__ = [
    "FORMAT",
    "chips_from_json",
    "chips_to_json",
    "deal_from_json",
    "deal_to_json",
    "note_from_json",
    "note_to_json",
    "notes_from_json",
    "notes_to_json",
    "payouts_from_json",
    "payouts_to_json",
    "setup_from_json",
    "setup_to_json",
    "structure_from_json",
    "structure_to_json",
]

FORMAT = 1
"""The version of the setup document this Tourney writes."""

_SPLIT_PARTS = ("prize", "fee", "staff", "league", "bounty")


# ----------------------------------------------------------------------------- writing


def structure_to_json(structure: Structure) -> dict[str, Any]:
    """The structure as ``{"name": ..., "items": [...]}``."""
    items: list[dict[str, Any]] = []
    for item in structure.items:
        if isinstance(item, Break):
            items.append({"type": "break", "seconds": item.seconds, "colour_up": [*item.colour_up]})
        else:
            items.append(
                {
                    "type": "level",
                    "small_blind": item.small_blind,
                    "big_blind": item.big_blind,
                    "seconds": item.seconds,
                    "ante": item.ante,
                    "ante_kind": item.ante_kind.value,
                    "game": item.game.value,
                    "limit": item.limit.value,
                }
            )
    return {"name": structure.name, "items": items}


def chips_to_json(chips: ChipSet) -> dict[str, Any]:
    """The chip set as denominations and the starting stack's parts."""
    return {
        "denominations": [
            {"value": d.value, "colour": d.colour, "count": d.count} for d in chips.denominations
        ],
        "starting_stack": [{"value": p.value, "count": p.count} for p in chips.starting_stack],
    }


def _split_to_json(split: PriceSplit) -> dict[str, int]:
    return {name: getattr(split, name) for name in _SPLIT_PARTS}


def _offer_to_json(offer: Offer | None) -> dict[str, Any] | None:
    if offer is None:
        return None
    return {
        "price": _split_to_json(offer.price),
        "chips": offer.chips,
        "limit": offer.limit,
        "until_level": offer.until_level,
        "through_break": offer.through_break,
        "until_break": offer.until_break,
        "at_break": offer.at_break,
    }


def _formula_to_json(formula: PointsFormula) -> dict[str, Any]:
    if isinstance(formula, FixedPoints):
        return {
            "kind": "fixed",
            "table": [str(p) for p in formula.table],
            "others": str(formula.others),
        }
    if isinstance(formula, SquareRootPoints):
        return {"kind": "square-root", "scale": str(formula.scale)}
    return {"kind": "linear"}


def _payout_plan_to_json(plan: PayoutPlan) -> dict[str, Any]:
    table: Any = "built-in"
    if plan.table != BUILT_IN_TABLE:
        table = [{"first": r.first, "last": r.last, "shares": [*r.shares]} for r in plan.table.rows]
    custom = None if plan.custom is None else [*plan.custom]
    return {"table": table, "unit": plan.unit, "custom": custom}


def setup_to_json(setup: TournamentSetup) -> dict[str, Any]:
    """The whole setup as a JSON-ready object, ``"format": 1`` first."""
    buyins, tables = setup.buyins, setup.tables
    league = None
    if setup.league is not None:
        league = {"season": setup.league.season, "formula": _formula_to_json(setup.league.formula)}
    return {
        "format": FORMAT,
        "name": setup.name,
        "date": setup.date,
        "venue": setup.venue,
        "structure": structure_to_json(setup.structure),
        "chips": chips_to_json(setup.chips),
        "buyins": {
            "entry": _split_to_json(buyins.entry),
            "chips": buyins.chips,
            "rebuy": _offer_to_json(buyins.rebuy),
            "addon": _offer_to_json(buyins.addon),
            "re_entries": buyins.re_entries,
            "late_until_level": buyins.late_until_level,
            "re_entry_until_level": buyins.re_entry_until_level,
            "rebuy_at_or_below_start": buyins.rebuy_at_or_below_start,
            "added": buyins.added,
            "guarantee": buyins.guarantee,
        },
        "bounty": {"kind": setup.bounty.kind.value, "cash_percent": setup.bounty.cash_percent},
        "tables": {
            "seats_per_table": tables.seats_per_table,
            "balance_difference": tables.balance_difference,
            "tight_from_players": tables.tight_from_players,
            "break_order": [*tables.break_order],
            "final_table": tables.final_table,
            "button_posts_big_blind_heads_up": tables.button_posts_big_blind_heads_up,
        },
        "payouts": _payout_plan_to_json(setup.payouts),
        "league": league,
        "pause_at_level_end": setup.pause_at_level_end,
        "currency": _currency_to_json(setup.currency),
    }


def _currency_to_json(currency: Currency) -> dict[str, Any]:
    return {
        "symbol": currency.symbol,
        "symbol_first": currency.symbol_first,
        "decimals": currency.decimals,
    }


def payouts_to_json(payouts: Payouts) -> dict[str, Any]:
    """Payouts (e.g. a locked list) as a JSON-ready object."""
    return {
        "pool": payouts.pool,
        "amounts": [*payouts.amounts],
        "unit": payouts.unit,
        "shares": [*payouts.shares],
        "notes": notes_to_json(payouts.notes) if payouts.notes else [*payouts.explanation],
    }


def deal_to_json(deal: Deal) -> dict[str, Any]:
    """A recorded deal as a JSON-ready object."""
    return {
        "method": deal.method.value,
        "players": [*deal.players],
        "chips": [*deal.chips],
        "prizes": [*deal.prizes],
        "saved": deal.saved,
        "amounts": [*deal.amounts],
        "notes": notes_to_json(deal.notes) if deal.notes else [*deal.explanation],
    }


def notes_to_json(notes: Iterable[Message]) -> list[dict[str, Any]]:
    """Sentences kept unsaid, as JSON that keeps each template and its values.

    An event stores an explanation this way so that it can be said later in the language
    of whoever reads it (:func:`notes_from_json` reads it back)::

        {"text": "Seat {seat} has the highest card ({card}) and takes the button.",
         "values": {"seat": 3, "card": "A♠"}}

    A sentence with plural forms adds its English ``plural`` (its ``count`` value chooses the
    form). A value is a JSON scalar, or an object naming what it is: a sentence (``text`` and
    ``values``), ``{"series": [...]}``, ``{"listing": [...]}``, ``{"number": "12,500"}``
    or ``{"amount": cents, "currency": {...}, "sign": false}``.

    Raises:
        TypeError: A value that has no JSON form.
    """
    return [note_to_json(note) for note in notes]


def note_to_json(note: Message) -> dict[str, Any]:
    """One sentence kept unsaid as JSON (see :func:`notes_to_json`)."""
    written: dict[str, Any] = {
        "text": note.text,
        "values": {name: _value_to_json(v) for name, v in note.values},
    }
    if note.plural:
        written["plural"] = note.plural
    return written


def _value_to_json(value: object) -> Any:
    if value is None or isinstance(value, str | int | float):
        return value
    if isinstance(value, Message):
        return note_to_json(value)
    if isinstance(value, Series | Listing):
        kind = "series" if isinstance(value, Series) else "listing"
        return {kind: [_value_to_json(item) for item in value.items]}
    if isinstance(value, Number):
        return {"number": value.english}
    if isinstance(value, Place):
        if value.covers > 1:
            return {"place": value.number, "covers": value.covers}
        return {"place": value.number}
    if isinstance(value, Lowered):
        return {"lowered": note_to_json(value.inner)}
    if isinstance(value, Amount):
        currency = _currency_to_json(value.currency)
        return {"amount": value.cents, "currency": currency, "sign": value.sign}
    raise TypeError(f"{value!r} has no JSON form in a sentence")


# ----------------------------------------------------------------------------- reading


def _enum(doc: Doc, key: str, kind: Any, default: Any) -> Any:
    value = doc.str_(key, default.value)
    try:
        return kind(value)
    except ValueError:
        known = ", ".join(repr(member.value) for member in kind)
        raise DomainMalformedError(
            "{path}.{key} must be one of {known}, not {value!r}",
            path=doc.path,
            key=key,
            known=known,
            value=value,
        ) from None


def _item(doc: Doc) -> Item:
    kind = doc.str_("type")
    with building(doc.path):
        if kind == "break":
            return Break(doc.int_("seconds"), doc.ints("colour_up", []))
        if kind != "level":
            raise DomainMalformedError(
                "{path}.type must be 'level' or 'break', not {kind!r}", path=doc.path, kind=kind
            )
        return Level(
            doc.int_("small_blind"),
            doc.int_("big_blind"),
            doc.int_("seconds"),
            ante=doc.int_("ante", 0),
            ante_kind=_enum(doc, "ante_kind", AnteKind, AnteKind.NONE),
            game=_enum(doc, "game", Game, Game.HOLDEM),
            limit=_enum(doc, "limit", Limit, Limit.NO_LIMIT),
        )


def structure_from_json(value: object, path: str = "structure") -> Structure:
    """Read a structure written by :func:`structure_to_json`."""
    doc = Doc(value, path)
    items = tuple(_item(item) for item in doc.docs("items"))
    with building(path):
        return Structure(items, name=doc.str_("name", ""))


def chips_from_json(value: object, path: str = "chips") -> ChipSet:
    """Read a chip set written by :func:`chips_to_json`."""
    doc = Doc(value, path)
    with building(path):
        denominations = tuple(
            Denomination(d.int_("value"), d.str_("colour"), d.int_("count"))
            for d in doc.docs("denominations")
        )
        stack = tuple(
            StackPart(p.int_("value"), p.int_("count")) for p in doc.docs("starting_stack")
        )
        return ChipSet(denominations, stack)


def _split(doc: Doc) -> PriceSplit:
    return PriceSplit.from_parts(**{name: doc.int_(name, 0) for name in _SPLIT_PARTS})


def _offer(doc: Doc | None) -> Offer | None:
    if doc is None:
        return None
    with building(doc.path):
        return Offer(
            doc.build("price", _split),
            doc.int_("chips"),
            limit=doc.opt_int("limit"),
            until_level=doc.opt_int("until_level"),
            through_break=doc.bool_("through_break", default=True),
            until_break=doc.opt_int("until_break"),
            at_break=doc.opt_int("at_break"),
        )


def _buyins(doc: Doc) -> BuyIns:
    return BuyIns(
        doc.build("entry", _split),
        doc.int_("chips"),
        rebuy=_offer(doc.opt_obj("rebuy")),
        addon=_offer(doc.opt_obj("addon")),
        re_entries=doc.opt_int("re_entries"),
        late_until_level=doc.opt_int("late_until_level"),
        re_entry_until_level=doc.opt_int("re_entry_until_level"),
        rebuy_at_or_below_start=doc.bool_("rebuy_at_or_below_start", default=True),
        added=doc.int_("added", 0),
        guarantee=doc.int_("guarantee", 0),
    )


def _tables(doc: Doc) -> TableSettings:
    return TableSettings(
        seats_per_table=doc.int_("seats_per_table", 10),
        balance_difference=doc.int_("balance_difference", 2),
        tight_from_players=doc.opt_int("tight_from_players"),
        break_order=doc.ints("break_order", []),
        final_table=doc.opt_int("final_table"),
        button_posts_big_blind_heads_up=doc.bool_("button_posts_big_blind_heads_up", default=False),
    )


def _payout_plan(doc: Doc) -> PayoutPlan:
    raw = doc.values.get("table", "built-in")
    table = BUILT_IN_TABLE
    if raw != "built-in":
        rows = tuple(
            PayoutRow(row.int_("first"), row.opt_int("last"), row.ints("shares"))
            for row in doc.docs("table")
        )
        table = PayoutTable(rows)
    custom = None if doc.values.get("custom") is None else doc.ints("custom")
    return PayoutPlan(table=table, unit=doc.int_("unit", 1), custom=custom)


def _decimal(doc: Doc, key: str, default: str) -> Decimal:
    text = doc.str_(key, default)
    try:
        return Decimal(text)
    except InvalidOperation:
        raise DomainMalformedError(
            "{path}.{key} must be a number as text, not {text!r}",
            path=doc.path,
            key=key,
            text=text,
        ) from None


def _league(doc: Doc | None) -> LeagueSettings | None:
    if doc is None:
        return None
    formula_doc = doc.obj("formula")
    kind = formula_doc.str_("kind")
    formula: PointsFormula
    with building(formula_doc.path):
        if kind == "linear":
            formula = LinearPoints()
        elif kind == "square-root":
            formula = SquareRootPoints(_decimal(formula_doc, "scale", "10"))
        elif kind == "fixed":
            texts = formula_doc.list_("table")
            points = tuple(
                _decimal(Doc({"p": t}, f"{formula_doc.path}.table"), "p", "0") for t in texts
            )
            formula = FixedPoints(points, _decimal(formula_doc, "others", "0"))
        else:
            raise DomainMalformedError(
                "{path}.kind must be 'linear', 'square-root' or 'fixed', not {kind!r}",
                path=formula_doc.path,
                kind=kind,
            )
    return LeagueSettings(doc.str_("season"), formula)


def _currency(doc: Doc | None) -> Currency:
    """The currency; a setup written before currencies existed has none."""
    if doc is None:
        return NO_CURRENCY
    with building(doc.path):
        return Currency(
            doc.str_("symbol", ""),
            symbol_first=doc.bool_("symbol_first", default=True),
            decimals=doc.int_("decimals", 2),
        )


def setup_from_json(value: object) -> TournamentSetup:
    """Read a setup written by :func:`setup_to_json`.

    Raises:
        DomainMalformedError: The document is not a setup, was written by a newer Tourney,
            or a field is missing, of the wrong type or refused (the message names it).
    """
    doc = Doc(value, "setup")
    version = doc.int_("format")
    if version > FORMAT:
        raise DomainMalformedError(
            "This setup was written by a newer Tourney (format {version}); "
            "update Tourney to open it.",
            version=version,
        )
    if version < 1:
        raise DomainMalformedError("setup.format must be 1 or more, not {version}", version=version)
    bounty = doc.obj("bounty")
    with building("setup"):
        return TournamentSetup(
            doc.str_("name"),
            structure_from_json(doc.values.get("structure"), "setup.structure"),
            chips_from_json(doc.values.get("chips"), "setup.chips"),
            doc.build("buyins", _buyins),
            date=doc.str_("date", ""),
            venue=doc.str_("venue", ""),
            bounty=BountyRule(
                _enum(bounty, "kind", BountyKind, BountyKind.FIXED), bounty.int_("cash_percent", 50)
            ),
            tables=doc.build("tables", _tables),
            payouts=doc.build("payouts", _payout_plan),
            league=_league(doc.opt_obj("league")),
            pause_at_level_end=doc.bool_("pause_at_level_end", default=False),
            currency=_currency(doc.opt_obj("currency")),
        )


def payouts_from_json(value: object, path: str = "payouts") -> Payouts:
    """Read payouts written by :func:`payouts_to_json`."""
    doc = Doc(value, path)
    notes = _explained(doc)
    with building(path):
        return Payouts(
            pool=doc.int_("pool"),
            amounts=doc.ints("amounts"),
            unit=doc.int_("unit", 1),
            shares=doc.ints("shares", []),
            explanation=tuple(note.translated("en") for note in notes),
            notes=notes,
        )


def _explained(doc: Doc) -> tuple[Message, ...]:
    """The sentences of a document: ``notes`` (unsaid), or ``explanation`` (English, older)."""
    if "notes" in doc.values:
        return notes_from_json(doc.values["notes"], f"{doc.path}.notes")
    return notes_from_json(doc.values.get("explanation", []), f"{doc.path}.explanation")


def deal_from_json(value: object, path: str = "deal") -> Deal:
    """Read a deal written by :func:`deal_to_json`."""
    from tourney.domain.money.deals import Deal, DealMethod  # ICM and all: loaded with a deal

    doc = Doc(value, path)
    notes = _explained(doc)
    with building(path):
        return Deal(
            method=_enum(doc, "method", DealMethod, DealMethod.CHIP_CHOP),
            players=tuple(str(p) for p in doc.list_("players")),
            chips=doc.ints("chips"),
            prizes=doc.ints("prizes"),
            saved=doc.int_("saved", 0),
            amounts=doc.ints("amounts"),
            explanation=tuple(note.translated("en") for note in notes),
            notes=notes,
        )


def notes_from_json(value: object, path: str = "explanation") -> tuple[Message, ...]:
    """Read sentences written by :func:`notes_to_json`.

    A plain string, as events written before explanations were stored unsaid hold, is an
    English sentence: it is kept as a :class:`~tourney.base.messages.Message` without
    values, said in English in every language (unless a catalog happens to translate it).

    Raises:
        DomainMalformedError: Not a list of sentences (the message names the field).
    """
    if not isinstance(value, list):
        raise DomainMalformedError("{path} must be a list, not {value!r}", path=path, value=value)
    return tuple(
        Message(item) if isinstance(item, str) else note_from_json(item, f"{path}[{i}]")
        for i, item in enumerate(value)
    )


def note_from_json(value: object, path: str = "sentence") -> Message:
    """Read one sentence written by :func:`note_to_json`.

    Raises:
        DomainMalformedError: Not a sentence (the message names the field).
    """
    doc = Doc(value, path)
    values = doc.obj("values") if "values" in doc.values else Doc({}, f"{path}.values")
    return Message(
        doc.str_("text"),
        tuple(
            (name, _value_from_json(item, f"{values.path}.{name}"))
            for name, item in sorted(values.values.items())
        ),
        doc.str_("plural", ""),
    )


def _value_from_json(value: object, path: str) -> object:
    if value is None or isinstance(value, str | int | float):
        return value
    if isinstance(value, dict):
        doc = Doc(value, path)
        if "text" in value:
            return note_from_json(value, path)
        for kind, make in (("series", Series), ("listing", Listing)):
            if kind in value:
                items = doc.list_(kind)
                return make(
                    tuple(
                        _value_from_json(item, f"{path}.{kind}[{i}]")
                        for i, item in enumerate(items)
                    )
                )
        if "number" in value:
            return Number(doc.str_("number"))
        if "place" in value:
            return Place(doc.int_("place"), doc.int_("covers", 1))
        if "lowered" in value:
            return Lowered(note_from_json(value["lowered"], f"{path}.lowered"))
        if "amount" in value:
            with building(path):
                currency = _currency(doc.opt_obj("currency"))
            return Amount(doc.int_("amount"), currency, sign=doc.bool_("sign", default=False))
    raise DomainMalformedError(
        "{path} must be a sentence, a series, a listing, a number or an amount, not {value!r}",
        path=path,
        value=value,
    )
