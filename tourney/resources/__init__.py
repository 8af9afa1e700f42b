"""Runtime assets shipped in the wheel: fonts, sounds, icons, translations."""
