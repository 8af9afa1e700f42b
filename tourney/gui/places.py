"""Finishing places in the user's language: ``"9th"``, ``"9°"``, ``"9"``.

The domain writes places in English (:func:`tourney.domain.entries.entry.ordinal`); the windows
show them through these functions, whose texts are translated like the rest of the GUI.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tourney.domain.entries.entry import ordinal

__all__ = ["place_label", "place_paid", "place_text"]


def place_text(place: int) -> str:
    """One place: ``"9th"`` in English, as the translation says in other languages."""
    text = QCoreApplication.translate(
        "Places",
        "{ordinal}",
        "a finishing place; {ordinal} is English's 1st, 2nd, 3rd; {number} is the plain number: "
        "use either placeholder",
    )
    return text.format(ordinal=ordinal(place), number=place)


def place_label(place: int | None, covers: int = 1) -> str:
    """A place shared by ``covers`` players: ``"9th (tie, 9th–10th)"``; ``""`` for none."""
    if place is None:
        return ""
    if covers <= 1:
        return place_text(place)
    return QCoreApplication.translate("Places", "{place} (tie, {first}–{last})").format(
        place=place_text(place), first=place_text(place), last=place_text(place + covers - 1)
    )


def place_paid(place: int, amount: str) -> str:
    """A place and what it pays, as a list of prizes writes them: ``"1st €289.00"``.

    Some languages need a mark between them (``"locul 1: 810 lei"``): the place's own number
    would otherwise run into the amount's.
    """
    text = QCoreApplication.translate(
        "Places", "{place} {amount}", "a place and its prize in a list: 1st €289.00"
    )
    return text.format(place=place_text(place), amount=amount)
