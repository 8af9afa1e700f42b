"""Whether the system has a PDF viewer: without one the print preview opens instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from tourney.gui.reports_menu import pdf_viewer_known


def _tool(folder: Path, name: str, prints: str = "") -> None:
    script = folder / name
    script.write_text(f"#!/bin/sh\nprintf '%s' '{prints}'\n")
    script.chmod(0o755)


@pytest.mark.parametrize(("default", "known"), [("", False), ("org.gnome.Evince.desktop\n", True)])
def test_the_desktops_default_for_pdf_is_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, default: str, known: bool
) -> None:
    _tool(tmp_path, "xdg-open")
    _tool(tmp_path, "xdg-mime", default)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert pdf_viewer_known("linux") is known


def test_no_xdg_open_is_no_viewer_and_other_systems_say_by_themselves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert pdf_viewer_known("linux") is False
    assert pdf_viewer_known("win32") is True
    assert pdf_viewer_known("darwin") is True
