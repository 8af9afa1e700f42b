"""How the window marks a sentence that needs the director's eye.

One style for every "this is wrong" line of a dialog (a refusal, a field that cannot be
used, chips that do not add up), so they all read alike.
"""

from __future__ import annotations

__all__ = ["ERROR_STYLE"]

ERROR_STYLE = "color: #b00020; font-weight: bold;"
"""A style sheet for a label saying what is wrong: dark red, bold (readable on light and
dark themes' window backgrounds)."""
