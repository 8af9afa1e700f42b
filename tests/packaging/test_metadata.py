"""The Linux desktop entry and AppStream metainfo: valid, consistent, and on the same version.

The official validators run where they are installed (Debian: ``desktop-file-utils`` and
``appstream``); the consistency checks run everywhere.
"""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import tourney
from tourney.resources import icon_files

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.tourney.Tourney"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        version: str = tomllib.load(file)["project"]["version"]
    return version


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def validator(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def test_desktop_file_validate_accepts_the_desktop_entry() -> None:
    result = subprocess.run(
        [validator("desktop-file-validate"), str(DESKTOP)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""  # no warnings either


def test_appstreamcli_accepts_the_metainfo() -> None:
    result = subprocess.run(
        [validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_desktop_entry_starts_tourney_with_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "tourney"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_the_metainfo_names_the_desktop_entry_and_the_current_release() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("provides/binary") == desktop_entry()["Exec"]
    assert component.find("content_rating") is not None
    newest = component.find("releases/release")
    assert newest is not None
    assert newest.get("version") == project_version()


def test_the_package_and_pyproject_agree_on_the_version() -> None:
    assert tourney.__version__ == project_version()


def test_every_icon_size_is_a_square_png_of_that_size() -> None:
    *pngs, svg = icon_files()
    for path in pngs:
        header = path.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n", path.name
        size = int(path.stem.removeprefix("tourney-"))
        assert int.from_bytes(header[16:20]) == int.from_bytes(header[20:24]) == size
    assert svg.read_bytes() == (ROOT / "resources" / "icons" / "tourney.svg").read_bytes()
