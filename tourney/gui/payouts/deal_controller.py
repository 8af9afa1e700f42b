"""The deal dialog's controller: the players left, their chips, the method, the preview.

Every change recomputes the deal with :mod:`tourney.domain.money.deals` from the prizes still to
be won (:func:`tourney.domain.figures.prizes_left`); a deal that cannot be made leaves no
preview and says why. A negotiated deal takes the amounts the players agreed, typed one by
one (they start from what ICM, or chip-chop beyond ICM's reach, would give); until they add
up to what is left, the domain's refusal says by how much. The domain knows the players by
entry number (what the deal records); its explanation is made to name them by name, with the
tournament's currency, and said in the window's language by
:meth:`DealController.explanation_in`. "Record deal" goes through
:func:`tourney.domain.money.actions.record_deal` and the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum

from PySide6.QtCore import QObject, Signal

from tourney.core.commands import RecordDeal
from tourney.domain.errors import DomainError
from tourney.domain.figures import compute_figures, prizes_left
from tourney.domain.money.apportion import split_evenly
from tourney.domain.money.deals import (
    Deal,
    DealMethod,
    chip_chop,
    icm_deal,
    negotiated_deal,
    save_for_winner,
)
from tourney.domain.money.icm import MAX_ICM_PLAYERS
from tourney.gui.language import refusal
from tourney.gui.payouts.money import currency_of
from tourney.gui.session import Session

__all__ = ["DealController", "DealPlayer", "Method"]


class Method(Enum):
    """How the remaining prize money is shared."""

    CHIP_CHOP = "chip-chop"
    ICM = "icm"
    NEGOTIATED = "negotiated"
    SAVE = "save"


@dataclass(frozen=True, slots=True)
class DealPlayer:
    """One player in the deal.

    Attributes:
        entry: The entry number.
        name: The player's name.
        chips: The chips counted (typed by the director).
    """

    entry: int
    name: str
    chips: int


class DealController(QObject):
    """The deal being prepared.

    Signals:
        changed: The players' chips, the method or the preview changed.
        refused(str): Recording was refused and nothing changed; the reason.
        recorded: The deal was recorded.
    """

    changed = Signal()
    refused = Signal(str)
    recorded = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._players: tuple[DealPlayer, ...] = ()
        self._prizes: tuple[int, ...] = ()
        self._chips_in_play = 0
        self._method = Method.ICM
        self._rest_method = DealMethod.ICM
        self._saved = 0
        self._agreed: tuple[int, ...] = ()
        self._typed = False
        self._deal: Deal | None = None
        self._error = ""
        self._load()

    # --- reading -------------------------------------------------------------------------

    @property
    def players(self) -> tuple[DealPlayer, ...]:
        """The players left, by entry number."""
        return self._players

    @property
    def prizes(self) -> tuple[int, ...]:
        """The prizes still to be won, first place first."""
        return self._prizes

    @property
    def remaining(self) -> int:
        """The prize money still to be won."""
        return sum(self._prizes)

    @property
    def chips_in_play(self) -> int:
        """The chips in play, for comparison with the counted total."""
        return self._chips_in_play

    @property
    def counted(self) -> int:
        """The chips typed in, all players together."""
        return sum(p.chips for p in self._players)

    @property
    def method(self) -> Method:
        """The method chosen."""
        return self._method

    @property
    def rest_method(self) -> DealMethod:
        """With "save for the winner", how the rest is shared."""
        return self._rest_method

    @property
    def saved(self) -> int:
        """With "save for the winner", the amount set aside, in cents."""
        return self._saved

    @property
    def negotiating(self) -> bool:
        """Whether the players type the amounts they agreed (negotiated, or the rest so)."""
        return self._method is Method.NEGOTIATED or (
            self._method is Method.SAVE and self._rest_method is DealMethod.NEGOTIATED
        )

    @property
    def agreed(self) -> tuple[int, ...]:
        """The amounts typed for a negotiated deal, one per player, in cents."""
        return self._agreed

    @property
    def to_share(self) -> int:
        """What the players' amounts must add up to: the money left, less any money saved."""
        return self.remaining - (self._saved if self._method is Method.SAVE else 0)

    @property
    def deal(self) -> Deal | None:
        """The deal as it would be recorded, or None when it cannot be made."""
        return self._deal

    @property
    def error(self) -> str:
        """Why there is no deal, or ``""``."""
        return self._error

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The deal's explanation in ``language``, naming the players; empty without a deal.

        Raises:
            UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
        """
        return self._deal.explanation_in(language) if self._deal is not None else ()

    def amount_of(self, row: int) -> int | None:
        """What the player on ``row`` would receive now, or None without a deal.

        While negotiating, the amount typed for him, even before the amounts add up.
        """
        if self.negotiating and 0 <= row < len(self._agreed):
            return self._agreed[row]
        return self._deal.amounts[row] if self._deal is not None else None

    # --- editing -------------------------------------------------------------------------

    def set_chips(self, row: int, chips: int) -> bool:
        """Set one player's counted chips (a positive whole number)."""
        if not 0 <= row < len(self._players) or chips < 0:
            return False
        player = self._players[row]
        players = list(self._players)
        players[row] = DealPlayer(player.entry, player.name, int(chips))
        self._players = tuple(players)
        self._recompute()
        return True

    def set_agreed(self, row: int, cents: int) -> bool:
        """Type the amount the player on ``row`` agreed to receive (negotiating only)."""
        if not self.negotiating or not 0 <= row < len(self._agreed) or cents < 0:
            return False
        agreed = list(self._agreed)
        agreed[row] = int(cents)
        self._agreed = tuple(agreed)
        self._typed = True
        self._recompute()
        return True

    def set_method(self, method: Method) -> None:
        """Choose chip-chop, ICM, a negotiated deal or save-for-the-winner."""
        suggestion = self._deal
        self._method = method
        self._start_agreeing(suggestion)
        self._recompute()

    def set_rest_method(self, method: DealMethod) -> None:
        """With save-for-the-winner, share the rest by chip-chop, ICM or as agreed."""
        suggestion = self._deal
        self._rest_method = method
        self._start_agreeing(suggestion)
        self._recompute()

    def set_saved(self, cents: int) -> None:
        """With save-for-the-winner, the amount set aside, in cents."""
        self._saved = cents
        self._recompute()

    def record(self) -> bool:
        """Record the deal previewed; False (and :attr:`refused`) when it cannot be."""
        deal = self._deal
        if deal is None:
            self.refused.emit(self._error or self.tr("There is no deal to record."))
            return False
        session = self._session
        messages: list[str] = []

        def keep(message: str) -> None:
            messages.append(message)

        session.refused.connect(keep)
        try:
            event = session.perform(RecordDeal(deal=deal))
        finally:
            session.refused.disconnect(keep)
        if event is None:
            self.refused.emit(messages[0] if messages else self.tr("The deal was refused."))
            return False
        self.recorded.emit()
        return True

    # --- inside --------------------------------------------------------------------------

    def _load(self) -> None:
        state = self._session.state
        if state is None:
            self._error = self.tr("No tournament is open.")
            return
        active = state.active()
        figures = compute_figures(state, self._session.now())
        self._chips_in_play = figures.chips_in_play
        # No chips until the director types what was counted at the table: a deal on chips
        # nobody counted (an even split, say) must not be one click away.
        self._players = tuple(DealPlayer(e.number, state.name(e.number), 0) for e in active)
        if len(active) > MAX_ICM_PLAYERS:
            self._method = Method.CHIP_CHOP
        try:
            self._prizes = prizes_left(state)
        except DomainError as exc:
            self._error = refusal(exc)
            self._prizes = ()
        if self._prizes:
            tenth = self._prizes[0] // 10
            self._saved = (tenth // 100) * 100 or tenth or self._prizes[0]
        self._recompute()

    def _start_agreeing(self, suggestion: Deal | None) -> None:
        """On the way into a negotiated deal, offer the amounts the last preview gave.

        Until the director types an amount, the agreed amounts start from the deal shown
        before (ICM by default), or an even split of what is to be shared.
        """
        if not self.negotiating or self._typed:
            return
        if suggestion is not None and suggestion.method is not DealMethod.NEGOTIATED:
            amounts = list(suggestion.amounts)
            amounts[0] += suggestion.saved - (self._saved if self._method is Method.SAVE else 0)
            if amounts[0] >= 0:
                self._agreed = tuple(amounts)
                return
        count = max(len(self._players), 1)
        unit = currency_of(self._session.state).unit
        self._agreed = split_evenly(max(self.to_share, 0), count, unit=unit)[: len(self._players)]

    def _recompute(self) -> None:
        stacks = [(str(p.entry), p.chips) for p in self._players]
        empty = next((p for p in self._players if p.chips <= 0), None)
        if empty is not None and self._prizes:
            self._deal = None
            if all(p.chips <= 0 for p in self._players):
                self._error = self.tr(
                    "Type each player's chips as counted at the table: the deal is worked out "
                    "from them."
                )
            else:
                self._error = self.tr("{name} has no chips: type the chips counted.").format(
                    name=empty.name
                )
            self.changed.emit()
            return
        currency = currency_of(self._session.state)
        try:
            if self._method is Method.CHIP_CHOP:
                deal = chip_chop(stacks, self._prizes, currency=currency)
            elif self._method is Method.ICM:
                deal = icm_deal(stacks, self._prizes, currency=currency)
            elif self.negotiating:
                saved = self._saved if self._method is Method.SAVE else 0
                deal = negotiated_deal(
                    stacks, self._prizes, self._agreed, saved=saved, currency=currency
                )
            else:
                deal = save_for_winner(
                    stacks,
                    self._prizes,
                    saved=self._saved,
                    method=self._rest_method,
                    currency=currency,
                )
        except DomainError as exc:
            self._deal = None
            self._error = refusal(exc)
        else:
            self._deal = _named(deal, {str(p.entry): p.name for p in self._players})
            self._error = ""
        self.changed.emit()


def _named(deal: Deal, names: Mapping[str, str]) -> Deal:
    """``deal`` with its explanation naming the players instead of their entry numbers.

    The players stay entry numbers (the deal records them so); only the sentences' ``name``
    values change, in the English explanation and in the notes said in other languages.
    """
    if not deal.notes:
        return deal
    notes = tuple(
        replace(
            note,
            values=tuple(
                (
                    key,
                    names.get(value, value) if key == "name" and isinstance(value, str) else value,
                )
                for key, value in note.values
            ),
        )
        for note in deal.notes
    )
    return replace(deal, explanation=tuple(note.translated("en") for note in notes), notes=notes)
