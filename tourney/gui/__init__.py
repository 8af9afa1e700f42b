"""The director's window and the clock display: the only package that imports PySide6."""
