"""The Rulings screen's controller: holds the dispute, applies the director's edits, rules.

Widgets never change the dispute themselves: they call the controller, which refuses an edit
that makes no sense (and then changes nothing), and after every change asks the engine for the
ruling and announces the result or the reason there is none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from tourney.engine.cards import Card
from tourney.engine.errors import EngineError
from tourney.engine.variants import get_variant
from tourney.gui.language import current_language, refusal
from tourney.gui.rulings.dispute import BOARD, Dispute, SeatEntry, Target, settle

__all__ = ["MAX_TABLE_SIZE", "MIN_TABLE_SIZE", "RulingsController"]

MIN_TABLE_SIZE = 2
MAX_TABLE_SIZE = 10


def _sentence(message: str) -> str:
    """An engine message as a sentence: capital first letter, full stop at the end."""
    text = message.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


class RulingsController(QObject):
    """The dispute being ruled on, and its ruling.

    Signals:
        dispute_changed: The dispute changed (game, button, seats, cards or board); read
            :attr:`dispute`.
        target_changed: The place picked cards go to changed; read :attr:`target`.
        result_changed: (object) The ``tourney settle`` answer as a dict, or None when the
            dispute has no valid ruling yet.
        error_changed: (str) Why there is no ruling (``"Seat 4 needs 2 cards."``), or ``""``.
        refused: (str) An edit was refused and nothing changed; the reason, for the director.
    """

    dispute_changed = Signal()
    target_changed = Signal()
    result_changed = Signal(object)
    error_changed = Signal(str)
    refused = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dispute = Dispute(seats=(SeatEntry(1), SeatEntry(2)))
        self._followed = self._dispute
        self._target: Target = 1
        self._result: dict[str, Any] | None = None
        self._error = ""
        self._recompute()

    # --- reading -------------------------------------------------------------------------

    @property
    def dispute(self) -> Dispute:
        """The dispute as it stands."""
        return self._dispute

    @property
    def target(self) -> Target:
        """Where picked cards go: a seat number, or ``BOARD``."""
        return self._target

    @property
    def result(self) -> dict[str, Any] | None:
        """The ruling (``tourney settle`` answer), or None while the input is incomplete."""
        return self._result

    @property
    def error(self) -> str:
        """Why there is no ruling, or ``""``."""
        return self._error

    def settle_input(self) -> dict[str, Any]:
        """The dispute as a ``tourney settle`` input document."""
        return self._dispute.settle_input()

    # --- the game ------------------------------------------------------------------------

    def set_variant(self, variant_id: str) -> bool:
        """Switch the game; cards the new deck lacks and surplus cards are dropped."""
        try:
            variant = get_variant(variant_id)
        except EngineError as exc:
            return self._refuse(_sentence(refusal(exc)))
        if variant_id == self._dispute.variant_id:
            return True
        seats = tuple(
            replace(e, cards=tuple(c for c in e.cards if c in variant.deck)[: variant.hole_cards])
            for e in self._dispute.seats
        )
        board = tuple(c for c in self._dispute.board if c in variant.deck)
        board = board[:5] if variant.uses_board else ()
        self._commit(replace(self._dispute, variant_id=variant_id, options=(), seats=seats,
                             board=board))  # fmt: skip
        if self._target == BOARD and not variant.uses_board:
            self._set_target(self._first_seat())
        return True

    def set_option(self, key: str, value: Any) -> bool:
        """Set one house option of the game (``bug_flush``, ``low_straight``, ...)."""
        options = dict(self._dispute.options) | {key: value}
        try:
            get_variant(self._dispute.variant_id, options)
        except EngineError as exc:
            return self._refuse(_sentence(refusal(exc)))
        return self._commit(replace(self._dispute, options=tuple(sorted(options.items()))))

    def set_button(self, seat: int) -> bool:
        """Put the button on ``seat`` (an empty seat is a dead button)."""
        if not 1 <= seat <= self._dispute.table_size:
            return self._refuse(
                self.tr("The button must be on a seat from 1 to {size}.").format(
                    size=self._dispute.table_size
                )
            )
        return self._commit(replace(self._dispute, button=seat))

    def follow_tournament(self, *, table_size: int, chip_unit: int) -> None:
        """Start from the tournament's seats per table and smallest chip in play.

        Only while the hand is as the last call left it (the director has typed nothing since):
        a dispute being entered keeps what the director set.
        """
        if self._dispute != self._followed:
            return
        size = min(max(table_size, MIN_TABLE_SIZE), MAX_TABLE_SIZE)
        if any(entry.seat > size for entry in self._dispute.seats) or self._dispute.button > size:
            size = self._dispute.table_size
        self._commit(replace(self._dispute, table_size=size, chip_unit=max(chip_unit, 1)))
        self._followed = self._dispute

    def set_chip_unit(self, unit: int) -> bool:
        """Set the smallest chip in play."""
        if unit < 1:
            return self._refuse(self.tr("The smallest chip in play must be at least 1."))
        return self._commit(replace(self._dispute, chip_unit=unit))

    def set_table_size(self, size: int) -> bool:
        """Set the number of seats at the table; refused while a seat beyond it is in use."""
        if not MIN_TABLE_SIZE <= size <= MAX_TABLE_SIZE:
            return self._refuse(
                self.tr("A table has {low} to {high} seats.").format(
                    low=MIN_TABLE_SIZE, high=MAX_TABLE_SIZE
                )
            )
        beyond = [e.seat for e in self._dispute.seats if e.seat > size]
        if beyond:
            return self._refuse(
                self.tr("Seat {seat} is in the hand: remove it before making the table smaller.")
                .format(seat=beyond[0])
            )  # fmt: skip
        if self._dispute.button > size:
            return self._refuse(
                self.tr("The button is on seat {seat}: move it before making the table smaller.")
                .format(seat=self._dispute.button)
            )  # fmt: skip
        return self._commit(replace(self._dispute, table_size=size))

    # --- seats ---------------------------------------------------------------------------

    def add_seat(self) -> int | None:
        """Add the lowest free seat to the hand; returns its number (None if the table is full)."""
        taken = {e.seat for e in self._dispute.seats}
        free = [n for n in range(1, self._dispute.table_size + 1) if n not in taken]
        if not free:
            self._refuse(self.tr("Every seat of the table is already in the hand."))
            return None
        seats = tuple(sorted([*self._dispute.seats, SeatEntry(free[0])], key=lambda e: e.seat))
        self._commit(replace(self._dispute, seats=seats))
        return free[0]

    def remove_seat(self, seat: int) -> bool:
        """Take ``seat`` out of the hand, with its cards."""
        if self._dispute.seat(seat) is None:
            return self._refuse(self.tr("Seat {seat} is not in the hand.").format(seat=seat))
        seats = tuple(e for e in self._dispute.seats if e.seat != seat)
        self._commit(replace(self._dispute, seats=seats))
        if self._target == seat:
            self._set_target(self._first_seat())
        return True

    def set_seat_number(self, seat: int, number: int) -> bool:
        """Move the player of ``seat`` to seat ``number``."""
        if number == seat:
            return True
        if not 1 <= number <= self._dispute.table_size:
            return self._refuse(
                self.tr("Seats are numbered 1 to {size}.").format(size=self._dispute.table_size)
            )
        if self._dispute.seat(number) is not None:
            return self._refuse(self.tr("Seat {seat} is already in the hand.").format(seat=number))
        self._commit(self._dispute.with_seat(seat, seat=number))
        if self._target == seat:
            self._set_target(number)
        return True

    def names(self) -> dict[int, str]:
        """The names typed for the seats, by seat (seats without a name left out)."""
        return {entry.seat: entry.name for entry in self._dispute.seats if entry.name}

    def set_name(self, seat: int, name: str) -> bool:
        """Name the player of ``seat`` (optional)."""
        return self._commit(self._dispute.with_seat(seat, name=name.strip()))

    def set_contribution(self, seat: int, amount: int) -> bool:
        """Set all the chips ``seat`` put in during the hand."""
        if amount < 0:
            return self._refuse(self.tr("A seat cannot put in a negative amount."))
        return self._commit(self._dispute.with_seat(seat, contribution=amount))

    def set_folded(self, seat: int, *, folded: bool) -> bool:
        """Mark ``seat`` as folded or live."""
        return self._commit(self._dispute.with_seat(seat, folded=folded))

    # --- cards ---------------------------------------------------------------------------

    def set_target(self, target: Target) -> bool:
        """Send the next picked cards to ``target`` (a seat in the hand, or the board)."""
        if target == BOARD and not self._dispute.variant.uses_board:
            return self._refuse(self.tr("This game has no board."))
        if target != BOARD and self._dispute.seat(target) is None:
            return self._refuse(self.tr("Seat {seat} is not in the hand.").format(seat=target))
        self._set_target(target)
        return True

    def pick(self, card: Card) -> bool:
        """Put ``card`` into the target; a card already there is taken back out.

        When the target becomes complete, the next live seat missing cards (then the board)
        becomes the target, so that a whole hand can be entered card after card.
        """
        cards = self._dispute.cards_of(self._target)
        if card in cards:
            return self._commit(
                self._dispute.with_cards(self._target, tuple(c for c in cards if c != card))
            )
        return self.pick_cards((card,))

    def pick_cards(self, cards: Sequence[Card]) -> bool:
        """Put ``cards`` in, in order, moving on as :meth:`pick` does: all of them or none.

        A card not in the deck, used elsewhere, already in the target, given twice, or with no
        place left to go is refused with the reason, and then nothing changes.
        """
        dispute, target = self._dispute, self._target
        for position, card in enumerate(cards):
            refusal = self._refusal(dispute, target, card, earlier=cards[:position])
            if refusal:
                return self._refuse(refusal)
            held = (*dispute.cards_of(target), card)
            dispute = dispute.with_cards(target, held)
            following = dispute.next_target(target)
            if len(held) == dispute.capacity(target) and following is not None:
                target = following
        self._commit(dispute)
        self._set_target(target)
        return True

    def _refusal(
        self, dispute: Dispute, target: Target, card: Card, *, earlier: Sequence[Card]
    ) -> str:
        """Why ``card`` cannot go into ``target`` after ``earlier`` (typed with it), or ``""``."""
        if card in earlier:
            return self.tr("{card} is typed twice.").format(card=card.pretty)
        if card not in dispute.variant.deck:
            return self.tr("{card} is not in the {deck}.").format(
                card=card.pretty, deck=dispute.variant.deck.name
            )
        holder = dispute.holder_of(card)
        if holder is not None:
            already = (
                self.tr("{card} is already on the board.")
                if holder == BOARD
                else self.tr("{card} is already in seat {seat}'s hand.")
            )
            return already.format(card=card.pretty, seat=holder)
        if target != BOARD and dispute.seat(target) is None:
            return self.tr("Choose a seat or the board first.")
        if len(dispute.cards_of(target)) >= dispute.capacity(target):
            full = (
                self.tr("The board is complete: clear it or choose another place.")
                if target == BOARD
                else self.tr("Seat {seat} is complete: clear it or choose another.")
            )
            return full.format(seat=target)
        return ""

    def clear_target(self) -> bool:
        """Take every card out of the target."""
        return self._commit(self._dispute.with_cards(self._target, ()))

    def target_name(self, target: Target) -> str:
        """The target in words: ``the board``, ``seat 3``."""
        if target == BOARD:
            return self.tr("the board")
        return self.tr("seat {seat}").format(seat=target)

    # --- inside --------------------------------------------------------------------------

    def _first_seat(self) -> Target:
        seats = self._dispute.seats
        return seats[0].seat if seats else BOARD

    def _set_target(self, target: Target) -> None:
        if target != self._target:
            self._target = target
            self.target_changed.emit()

    def _refuse(self, message: str) -> bool:
        self.refused.emit(message)
        return False

    def _commit(self, dispute: Dispute) -> bool:
        if dispute != self._dispute:
            self._dispute = dispute
            self.dispute_changed.emit()
            self._recompute()
        return True

    def _incomplete(self) -> str:
        """A friendly reason the dispute cannot be ruled on yet, or ``""``."""
        dispute = self._dispute
        if not dispute.seats:
            return self.tr("Add the seats that played the hand.")
        if not any(e.contribution for e in dispute.seats):
            return self.tr("Enter the chips each seat put in.")
        live = [e for e in dispute.seats if not e.folded]
        if len(live) < 2:
            return ""
        try:
            need = dispute.variant.hole_cards
        except EngineError:
            return ""
        for entry in live:
            if len(entry.cards) < need:
                return self.tr("Seat {seat} needs {need} cards ({have} picked).").format(
                    seat=entry.seat, need=need, have=len(entry.cards)
                )
        if len(dispute.board) < dispute.capacity(BOARD):
            return self.tr("The board needs 5 cards ({have} picked).").format(
                have=len(dispute.board)
            )
        return ""

    def _recompute(self) -> None:
        error = self._incomplete()
        result = None
        if not error:
            try:
                result = settle(self._dispute, language=current_language())
            except EngineError as exc:
                error = _sentence(refusal(exc))
        if result != self._result:
            self._result = result
            self.result_changed.emit(result)
        if error != self._error:
            self._error = error
            self.error_changed.emit(error)
