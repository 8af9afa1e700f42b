"""The log: events, the reducer that replays them, undo and redo, labels and invariants."""
