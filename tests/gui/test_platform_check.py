"""A first start without a display or without Qt's X11 libraries says what is missing, in one
line with the command that installs it, and exits with status 1 before Qt can abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.__main__ import main
from tourney.gui import platform_check
from tourney.gui.platform_check import (
    DESKTOP_PACKAGES,
    chosen_platforms,
    distribution_family,
    window_problem,
)

UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n'
FEDORA = 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=41\n'
MANJARO = 'NAME="Manjaro Linux"\nID=manjaro\nID_LIKE=arch\n'
README = Path(__file__).resolve().parents[2] / "README.md"


def _desktop(monkeypatch: pytest.MonkeyPatch, *, missing: set[str], os_release: str) -> None:
    """An X11 desktop on which the libraries ``missing`` are not installed."""
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("XDG_SESSION_TYPE", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_check, "_loadable", lambda library: library not in missing)
    monkeypatch.setattr(platform_check, "_os_release", lambda: os_release)


@pytest.mark.parametrize(
    ("os_release", "command"),
    [
        (UBUNTU, "sudo apt install libxcb-cursor0"),
        (FEDORA, "sudo dnf install xcb-util-cursor"),
        (MANJARO, "sudo pacman -S xcb-util-cursor"),
    ],
)
def test_a_missing_xcb_cursor_is_named_with_the_command_that_installs_it(
    monkeypatch, capsys, tmp_path, os_release, command
) -> None:
    _desktop(monkeypatch, missing={"libxcb-cursor.so.0"}, os_release=os_release)
    library = tmp_path / "library.sqlite"
    assert main(["--library", str(library)]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"tourney: Tourney's window needs libxcb-cursor.so.0, which is not installed: {command}\n"
    )
    assert not library.exists()  # stopped before anything was opened


def test_several_missing_libraries_are_named_in_one_line(monkeypatch, capsys, tmp_path) -> None:
    missing = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxkbcommon-x11.so.0"}
    _desktop(monkeypatch, missing=missing, os_release=UBUNTU)
    assert main(["--demo", "--library", str(tmp_path / "demo.sqlite")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1 and libxkbcommon-x11.so.0, which are" in err
    assert err.endswith("sudo apt install libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0\n")


def test_an_unknown_system_is_told_to_install_what_provides_the_library(monkeypatch) -> None:
    problem = window_problem(
        {"DISPLAY": ":0"},
        system="linux",
        loadable=lambda library: library != "libxcb-cursor.so.0",
        os_release=lambda: "ID=gentoo\n",
    )
    assert problem == (
        "Tourney's window needs libxcb-cursor.so.0, which is not installed: install the "
        "packages that provide it"
    )


def test_without_a_display_the_real_command_stops_with_one_line_and_status_1(tmp_path) -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE"}
    }
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "--library", str(tmp_path / "library.sqlite")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1, done.stderr
    assert "needs a display" in done.stderr
    assert "Reinstalling" not in done.stderr


def test_a_wayland_session_starts_when_wayland_works_even_without_x11() -> None:
    environ = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
    assert chosen_platforms(environ) == ["wayland", "xcb"]
    no_x11 = {"libxcb-cursor.so.0", "libxcb-icccm.so.4"}
    assert window_problem(environ, system="linux", loadable=lambda lib: lib not in no_x11) is None


def test_a_wayland_session_without_either_reports_what_x11_needs() -> None:
    environ = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}
    problem = window_problem(
        environ,
        system="linux",
        loadable=lambda lib: lib not in {"libxcb-cursor.so.0", "libwayland-egl.so.1"},
        os_release=lambda: UBUNTU,
    )
    assert problem is not None
    assert problem.endswith("sudo apt install libxcb-cursor0")


def test_platforms_that_need_no_display_and_other_systems_are_not_checked() -> None:
    def nothing(library: str) -> bool:
        return False

    assert (
        window_problem({"QT_QPA_PLATFORM": "offscreen"}, system="linux", loadable=nothing) is None
    )
    assert window_problem({}, ["-platform", "vnc"], system="linux", loadable=nothing) is None
    assert window_problem({}, system="win32", loadable=nothing) is None
    assert chosen_platforms({"QT_QPA_PLATFORM": "xcb"}, ["-platform", "wayland"]) == ["wayland"]


def test_the_families_of_systems_are_read_from_os_release() -> None:
    assert distribution_family(UBUNTU) == "debian"
    assert distribution_family('ID="rocky"\nID_LIKE="rhel centos fedora"\n') == "fedora"
    assert distribution_family(MANJARO) == "arch"
    assert distribution_family('ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n') == "suse"
    assert distribution_family("") is None


def test_the_readme_lists_the_packages_a_desktop_needs_on_each_system() -> None:
    text = README.read_text(encoding="utf-8")
    for installer, family in (
        ("sudo apt install", "debian"),
        ("sudo dnf install", "fedora"),
        ("sudo pacman -S", "arch"),
        ("sudo zypper install", "suse"),
    ):
        line = next(line for line in text.splitlines() if line.startswith(installer))
        assert line.split()[len(installer.split()) :] == list(DESKTOP_PACKAGES[family])
