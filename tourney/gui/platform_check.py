"""Before Qt starts: is there a display, and are the system libraries Qt's window needs there?

On Linux, Qt draws through a *platform plugin*: ``xcb`` (X11, and XWayland) or ``wayland``.
The PySide6 wheel ships the plugins but not the system libraries they load, and when one is
missing (``libxcb-cursor0`` on a fresh Debian or Ubuntu, ``libxcb-icccm4``,
``libxcb-keysyms1``…) or there is no display at all, Qt aborts with "Reinstalling the
application may fix this problem", which it will not. :func:`window_problem` finds out
first, without Qt: it reads the environment (``DISPLAY``, ``WAYLAND_DISPLAY``,
``QT_QPA_PLATFORM``), tries to load each library the chosen plugin needs, and says what is
missing in one line, with the command that installs it on this system (``apt``, ``dnf``,
``pacman`` or ``zypper``, from ``/etc/os-release``).

Nothing here imports Qt; other platforms (``offscreen``, Windows, macOS) are not checked.

>>> libraries_problem(["libxcb-cursor.so.0"], "debian")
"Tourney's window needs libxcb-cursor.so.0, which is not installed: sudo apt install libxcb-cursor0"
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

__all__ = [
    "DESKTOP_PACKAGES",
    "SYSTEM_LIBRARIES",
    "chosen_platforms",
    "distribution_family",
    "install_command",
    "libraries_problem",
    "window_problem",
]

# The libraries Qt's plugins load from the system (the wheel ships Qt's own), with the
# package that provides each on the four families: Debian/Ubuntu, Fedora/RHEL, Arch, openSUSE.
SYSTEM_LIBRARIES: dict[str, dict[str, str]] = {
    "libxcb-cursor.so.0": {
        "debian": "libxcb-cursor0",
        "fedora": "xcb-util-cursor",
        "arch": "xcb-util-cursor",
        "suse": "libxcb-cursor0",
    },
    "libxcb-icccm.so.4": {
        "debian": "libxcb-icccm4",
        "fedora": "xcb-util-wm",
        "arch": "xcb-util-wm",
        "suse": "libxcb-icccm4",
    },
    "libxcb-keysyms.so.1": {
        "debian": "libxcb-keysyms1",
        "fedora": "xcb-util-keysyms",
        "arch": "xcb-util-keysyms",
        "suse": "libxcb-keysyms1",
    },
    "libxcb-image.so.0": {
        "debian": "libxcb-image0",
        "fedora": "xcb-util-image",
        "arch": "xcb-util-image",
        "suse": "libxcb-image0",
    },
    "libxcb-render-util.so.0": {
        "debian": "libxcb-render-util0",
        "fedora": "xcb-util-renderutil",
        "arch": "xcb-util-renderutil",
        "suse": "libxcb-render-util0",
    },
    "libxcb-util.so.1": {
        "debian": "libxcb-util1",
        "fedora": "xcb-util",
        "arch": "xcb-util",
        "suse": "libxcb-util1",
    },
    "libxkbcommon-x11.so.0": {
        "debian": "libxkbcommon-x11-0",
        "fedora": "libxkbcommon-x11",
        "arch": "libxkbcommon-x11",
        "suse": "libxkbcommon-x11-0",
    },
    "libxkbcommon.so.0": {
        "debian": "libxkbcommon0",
        "fedora": "libxkbcommon",
        "arch": "libxkbcommon",
        "suse": "libxkbcommon0",
    },
    **{
        f"libxcb-{part}.so.{version}": {
            "debian": f"libxcb-{part}{version}",
            "fedora": "libxcb",
            "arch": "libxcb",
            "suse": f"libxcb-{part}{version}",
        }
        for part, version in (
            ("randr", 0),
            ("render", 0),
            ("shape", 0),
            ("shm", 0),
            ("sync", 1),
            ("xfixes", 0),
            ("xkb", 1),
        )
    },
    "libxcb.so.1": {"debian": "libxcb1", "fedora": "libxcb", "arch": "libxcb", "suse": "libxcb1"},
    "libX11-xcb.so.1": {
        "debian": "libx11-xcb1",
        "fedora": "libX11-xcb",
        "arch": "libx11",
        "suse": "libX11-xcb1",
    },
    "libX11.so.6": {"debian": "libx11-6", "fedora": "libX11", "arch": "libx11", "suse": "libX11-6"},
    "libGL.so.1": {
        "debian": "libgl1",
        "fedora": "libglvnd-glx",
        "arch": "libglvnd",
        "suse": "libGL1",
    },
    "libEGL.so.1": {
        "debian": "libegl1",
        "fedora": "libglvnd-egl",
        "arch": "libglvnd",
        "suse": "libEGL1",
    },
    "libfontconfig.so.1": {
        "debian": "libfontconfig1",
        "fedora": "fontconfig",
        "arch": "fontconfig",
        "suse": "fontconfig",
    },
    "libfreetype.so.6": {
        "debian": "libfreetype6",
        "fedora": "freetype",
        "arch": "freetype2",
        "suse": "libfreetype6",
    },
    "libglib-2.0.so.0": {
        "debian": "libglib2.0-0",
        "fedora": "glib2",
        "arch": "glib2",
        "suse": "libglib-2_0-0",
    },
    "libdbus-1.so.3": {
        "debian": "libdbus-1-3",
        "fedora": "dbus-libs",
        "arch": "dbus",
        "suse": "libdbus-1-3",
    },
    "libwayland-client.so.0": {
        "debian": "libwayland-client0",
        "fedora": "libwayland-client",
        "arch": "wayland",
        "suse": "libwayland-client0",
    },
    "libwayland-cursor.so.0": {
        "debian": "libwayland-cursor0",
        "fedora": "libwayland-cursor",
        "arch": "wayland",
        "suse": "libwayland-cursor0",
    },
    "libwayland-egl.so.1": {
        "debian": "libwayland-egl1",
        "fedora": "libwayland-egl",
        "arch": "wayland",
        "suse": "libwayland-egl1",
    },
}

_COMMON = (
    "libxkbcommon.so.0",
    "libGL.so.1",
    "libEGL.so.1",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libglib-2.0.so.0",
    "libdbus-1.so.3",
)

PLATFORM_LIBRARIES: dict[str, tuple[str, ...]] = {
    "xcb": (
        "libxcb-cursor.so.0",
        "libxcb-icccm.so.4",
        "libxcb-keysyms.so.1",
        "libxcb-image.so.0",
        "libxcb-render-util.so.0",
        "libxcb-util.so.1",
        "libxkbcommon-x11.so.0",
        "libxcb-randr.so.0",
        "libxcb-render.so.0",
        "libxcb-shape.so.0",
        "libxcb-shm.so.0",
        "libxcb-sync.so.1",
        "libxcb-xfixes.so.0",
        "libxcb-xkb.so.1",
        "libxcb.so.1",
        "libX11-xcb.so.1",
        "libX11.so.6",
        *_COMMON,
    ),
    "wayland": (
        "libwayland-client.so.0",
        "libwayland-cursor.so.0",
        "libwayland-egl.so.1",
        *_COMMON,
    ),
}
"""The system libraries each platform plugin of Qt 6 loads (from ``ldd`` of the plugins)."""

_INSTALLERS = {
    "debian": "sudo apt install",
    "fedora": "sudo dnf install",
    "arch": "sudo pacman -S",
    "suse": "sudo zypper install",
}

_FAMILIES = {
    "debian": "debian",
    "ubuntu": "debian",
    "fedora": "fedora",
    "rhel": "fedora",
    "centos": "fedora",
    "arch": "arch",
    "suse": "suse",
    "opensuse": "suse",
}

DESKTOP_PACKAGES: dict[str, tuple[str, ...]] = {
    family: tuple(dict.fromkeys(SYSTEM_LIBRARIES[lib][family] for lib in PLATFORM_LIBRARIES["xcb"]))
    for family in _INSTALLERS
}
"""Per family of systems, the packages a desktop needs for Tourney's window (the README's list)."""


def distribution_family(os_release: str) -> str | None:
    r"""``debian``, ``fedora``, ``arch`` or ``suse`` from the text of ``/etc/os-release``.

    >>> distribution_family('NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n')
    'debian'
    >>> distribution_family("ID=gentoo\n") is None
    True
    """
    fields: dict[str, str] = {}
    for line in os_release.splitlines():
        key, equals, value = line.partition("=")
        if equals:
            fields[key.strip()] = value.strip().strip("\"'")
    for word in [fields.get("ID", ""), *fields.get("ID_LIKE", "").split()]:
        family = _FAMILIES.get(word.lower()) or (
            "suse" if word.lower().startswith("opensuse") else None
        )
        if family is not None:
            return family
    return None


def install_command(libraries: Sequence[str], family: str | None) -> str | None:
    """The command that installs the packages providing ``libraries``, ``None`` if unknown."""
    if family is None:
        return None
    packages = dict.fromkeys(SYSTEM_LIBRARIES[lib][family] for lib in libraries)
    return f"{_INSTALLERS[family]} {' '.join(packages)}"


def libraries_problem(missing: Sequence[str], family: str | None) -> str:
    """The one line that says which libraries are missing and how to install them."""
    one = len(missing) == 1
    names = missing[0] if one else f"{', '.join(missing[:-1])} and {missing[-1]}"
    line = f"Tourney's window needs {names}, which {'is' if one else 'are'} not installed"
    command = install_command(missing, family)
    if command is None:
        return f"{line}: install the packages that provide {'it' if one else 'them'}"
    return f"{line}: {command}"


def chosen_platforms(environ: Mapping[str, str], argv: Sequence[str] = ()) -> list[str]:
    """The platform plugins Qt will try, in order, as Qt 6 chooses them on Linux.

    ``-platform NAME`` on the command line, else ``QT_QPA_PLATFORM`` (``"wayland;xcb"``
    lists several), else Wayland in a Wayland session and X11 after it.
    """
    named = ""
    for index, token in enumerate(argv):
        if token == "-platform" and index + 1 < len(argv):
            named = argv[index + 1]
    named = named or environ.get("QT_QPA_PLATFORM", "")
    if named:
        return [name.split(":", 1)[0].strip() for name in named.split(";") if name.strip()]
    if environ.get("XDG_SESSION_TYPE", "").lower() == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def _loadable(library: str) -> bool:
    import ctypes  # only on a desktop start: offscreen and other systems never load it

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def _os_release() -> str:
    for path in (Path("/etc/os-release"), Path("/usr/lib/os-release")):
        try:
            return path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
    return ""


def _platform_problem(
    platform: str, environ: Mapping[str, str], loadable: Callable[[str], bool], family: str | None
) -> str | None:
    if platform == "xcb" and not environ.get("DISPLAY"):
        return _NO_DISPLAY
    if platform == "wayland" and not environ.get("WAYLAND_DISPLAY"):
        return _NO_DISPLAY
    missing = [lib for lib in PLATFORM_LIBRARIES[platform] if not loadable(lib)]
    return libraries_problem(missing, family) if missing else None


_NO_DISPLAY = (
    "Tourney's window needs a display, and there is none here (DISPLAY and WAYLAND_DISPLAY are "
    "not set): start it from the desktop, or with ssh -X; the tourney subcommands need none"
)


def window_problem(
    environ: Mapping[str, str],
    argv: Sequence[str] = (),
    *,
    system: str = sys.platform,
    loadable: Callable[[str], bool] | None = None,
    os_release: Callable[[], str] | None = None,
) -> str | None:
    """Why Qt's window cannot start here, in one line, or ``None`` when nothing is missing.

    The window starts when one of the platforms Qt will try (:func:`chosen_platforms`) has
    its display and its libraries; otherwise the problem said is the one of X11, the
    platform every Linux desktop has (of the first platform when X11 is not among them).
    Platforms other than ``xcb`` and ``wayland`` (``offscreen``, ``vnc``…) and systems other
    than Linux are not checked.

    Args:
        environ: The environment (``os.environ``).
        argv: The command line (Qt reads ``-platform NAME`` there).
        system: ``sys.platform``.
        loadable: Whether a shared library loads (by default: load it).
        os_release: The text of ``/etc/os-release`` (by default: read it, only when
            something is missing).
    """
    loadable = loadable or _loadable
    os_release = os_release or _os_release
    if not system.startswith("linux"):
        return None
    tried = chosen_platforms(environ, argv)
    if not tried or any(platform not in PLATFORM_LIBRARIES for platform in tried):
        return None  # a platform we do not check (offscreen, vnc…) is among those Qt tries
    if any(_platform_problem(p, environ, loadable, None) is None for p in tried):
        return None
    reported = "xcb" if "xcb" in tried else tried[0]
    return _platform_problem(reported, environ, loadable, distribution_family(os_release()))
