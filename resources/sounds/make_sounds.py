"""Generate the clock display's sounds into ``tourney/resources/sounds/``.

Soft, bell-like chimes built from a few decaying partials (the 1 : 4 : 10 ratios of a
tuned metal bar, as on a vibraphone), 44.1 kHz 16-bit mono, each about a second long and
under 100 KB. The output is deterministic: running the script again gives the same bytes.
The same recipe goes to ``tourney/resources/web/chimes.json``, from which the browser TV
plays the chimes itself (Web Audio), so its page stays light.

Run from the repository root::

    .venv/bin/python resources/sounds/make_sounds.py
"""

from __future__ import annotations

import json
import math
import wave
from array import array
from pathlib import Path

RATE = 44_100
PEAK = 0.7 * 32767  # about -3 dBFS
OUT = Path(__file__).resolve().parents[2] / "tourney" / "resources" / "sounds"
RECIPE = Path(__file__).resolve().parents[2] / "tourney" / "resources" / "web" / "chimes.json"

# (partial ratio, relative loudness, decay time constant in seconds)
PARTIALS = ((1.0, 1.0, 0.42), (2.0, 0.12, 0.22), (4.0, 0.28, 0.09), (10.0, 0.05, 0.03))


def note_hz(name: str) -> float:
    """The frequency of a note such as ``"A4"`` (440 Hz) or ``"C5"``."""
    semitones = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    octave = int(name[1:])
    return 440.0 * 2 ** ((semitones + 12 * (octave - 4)) / 12)


def chime(notes: list[tuple[str, float, float]], seconds: float) -> array:
    """Mix ``(note, start seconds, loudness)`` strikes into ``seconds`` of 16-bit samples."""
    total = round(seconds * RATE)
    mix = [0.0] * total
    attack = round(0.004 * RATE)
    for name, start, loudness in notes:
        base = note_hz(name)
        first = round(start * RATE)
        for ratio, level, tau in PARTIALS:
            hz = base * ratio
            if hz >= RATE / 2:
                continue
            step = 2 * math.pi * hz / RATE
            fall = math.exp(-1 / (tau * RATE))
            gain = loudness * level
            for n in range(total - first):
                if gain < 1e-5:
                    break
                ramp = n / attack if n < attack else 1.0
                mix[first + n] += gain * ramp * math.sin(step * n)
                if n >= attack:
                    gain *= fall
    fade = round(0.03 * RATE)
    for n in range(fade):
        mix[total - 1 - n] *= n / fade
    top = max(abs(value) for value in mix) or 1.0
    return array("h", (round(value / top * PEAK) for value in mix))


SOUNDS: dict[str, tuple[list[tuple[str, float, float]], float]] = {
    "one_minute": ([("A5", 0.0, 0.8), ("A5", 0.24, 0.8)], 1.0),
    "level_up": ([("C5", 0.0, 1.0), ("E5", 0.12, 0.9), ("G5", 0.24, 0.9), ("C6", 0.36, 0.8)], 1.1),
    "break_start": ([("G5", 0.0, 0.9), ("E5", 0.18, 0.9), ("C5", 0.36, 1.0)], 1.1),
    "break_end": ([("G4", 0.0, 0.9), ("C5", 0.07, 0.9), ("E5", 0.14, 0.9), ("G5", 0.21, 1.0)], 1.1),
    "colour_up": (
        [("E6", 0.0, 0.7), ("G6", 0.07, 0.7), ("B6", 0.14, 0.7), ("E7", 0.21, 0.6)],
        0.9,
    ),
}


def main() -> None:
    """Write every sound as ``<name>.wav``."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (notes, seconds) in SOUNDS.items():
        samples = chime(notes, seconds)
        with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(samples.tobytes())
        print(f"{name}.wav: {seconds:.2f} s")
    RECIPE.write_text(recipe_json(), encoding="utf-8")
    print(f"{RECIPE.name}: the recipe for the browser TV")


def recipe_json() -> str:
    """The chimes' recipe as the browser TV reads it (``chimes.json``)."""
    recipe = {
        "rate": RATE,
        "partials": [list(partial) for partial in PARTIALS],
        "sounds": {
            name: {"notes": [list(note) for note in notes], "seconds": seconds}
            for name, (notes, seconds) in SOUNDS.items()
        },
    }
    return json.dumps(recipe, separators=(",", ":")) + "\n"


if __name__ == "__main__":
    main()
