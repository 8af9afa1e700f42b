"""The chimes and the voice reach a real sound server (where the machine has one).

Run where PulseAudio (or PipeWire's Pulse server) is running with an output, ``parec`` and
``xvfb-run`` are installed, and speech-dispatcher has a voice, e.g. on Debian::

    apt-get install xvfb pulseaudio pulseaudio-utils speech-dispatcher espeak-ng
    pulseaudio -n --daemonize=yes --exit-idle-time=-1 \\
        --load="module-null-sink sink_name=tv" --load=module-native-protocol-unix

Each test plays through Qt's real backends (QSoundEffect, QTextToSpeech) in a window on a
virtual screen, records the output's monitor and checks that the sound is there. Skipped
elsewhere (the suite's fakes cover the logic).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.skipif(
    not (shutil.which("xvfb-run") and shutil.which("parec") and shutil.which("pactl"))
    or subprocess.run(["pactl", "info"], capture_output=True, check=False).returncode != 0
    if shutil.which("pactl")
    else True,
    reason="no sound server, parec or xvfb-run here",
)

RECORDER = """
import array, subprocess, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
sink = subprocess.run(["pactl", "get-default-sink"], capture_output=True, text=True).stdout.strip()
record = subprocess.Popen(
    ["parec", "-d", sink + ".monitor", "--format=s16le", "--channels=1", "--rate=8000", "--raw"],
    stdout=open(sys.argv[1], "wb"),
    stderr=subprocess.DEVNULL,
)
try:
{body}
    app.exec()
finally:
    record.terminate()
    record.wait()
samples = array.array("h", open(sys.argv[1], "rb").read())
window = 2000  # a quarter of a second
print("".join(
    "#" if max((abs(s) for s in samples[k:k + window]), default=0) > 800 else "."
    for k in range(0, len(samples), window)
))
"""


def _heard(body: str, tmp_path) -> str:
    script = RECORDER.format(body=textwrap.indent(textwrap.dedent(body), "    "))
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # a real (X) window
    done = subprocess.run(
        ["xvfb-run", "-a", sys.executable, "-c", script, str(tmp_path / "out.raw")],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_every_chime_is_heard(tmp_path):
    trace = _heard(
        """
        from tourney.gui.display.sounds import Sound, SoundPlayer
        player = SoundPlayer()
        assert player.available
        sounds = list(Sound)
        def step(i=0):
            if i < len(sounds):
                player.play(sounds[i])
                QTimer.singleShot(1800, lambda: step(i + 1))
            else:
                QTimer.singleShot(300, app.quit)
        QTimer.singleShot(800, step)
        """,
        tmp_path,
    )
    bursts = [part for part in trace.split(".") if part]
    assert len(bursts) >= 4, trace  # five chimes, two may run together


def test_the_level_is_announced_aloud(tmp_path):
    trace = _heard(
        """
        from tourney.gui.display.voice import Announcer
        announcer = Announcer()
        if not announcer.available:
            print("no voice")
            sys.exit(0)
        QTimer.singleShot(1000, lambda: announcer.speak("Level 7: blinds 400 and 800, ante 800"))
        QTimer.singleShot(8000, app.quit)
        """,
        tmp_path,
    )
    if trace == "no voice":
        pytest.skip("no speech engine with a voice here")
    assert trace.count("#") >= 6, trace  # a sentence of a couple of seconds
