"""The clock display for the TV: the window, its screens, its sounds and its voice.

The display is fed a :class:`~tourney.gui.display.snapshot.DisplaySnapshot` (the
tournament's figures and a way to read the clock at any moment) and repaints itself once a
second while visible. Clock events go to a
:class:`~tourney.gui.display.sounds.SoundPlayer` and an
:class:`~tourney.gui.display.voice.Announcer`.
"""
