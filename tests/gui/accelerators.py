"""The Alt+letter accelerators a window offers at one moment, for tests that they never collide."""

from __future__ import annotations

import re
from collections import Counter

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabWidget, QWidget

_MNEMONIC = re.compile(r"&([^&\s])")


def _letter(text: str) -> str | None:
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def accelerators(root: QWidget) -> list[tuple[str, str]]:
    """Every (letter, text) that Alt+letter reaches in ``root`` as it would be shown now.

    Buttons, check boxes and radio buttons, labels with a buddy, group boxes and the tabs of
    a tab widget: the widgets that take a mnemonic. Hidden widgets (another page of a wizard,
    another tab) are left out, since their accelerators do not fire.
    """
    found: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        texts: list[str] = []
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton | QLabel) and (
            labelled or not isinstance(widget, QLabel)
        ):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        for text in texts:
            letter = _letter(text)
            if letter is not None:
                found.append((letter, text))
    return found


def collisions(root: QWidget) -> dict[str, list[str]]:
    """The letters that more than one widget of ``root`` uses, with those widgets' texts."""
    found = accelerators(root)
    counts = Counter(letter for letter, _ in found)
    twice = sorted(letter for letter, count in counts.items() if count > 1)
    return {letter: [text for key, text in found if key == letter] for letter in twice}
