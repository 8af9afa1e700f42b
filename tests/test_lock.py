"""The lock file pins every dependency a fresh machine installs, as CI tested them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _name(requirement: str) -> str:
    name = re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0]
    return name.lower().replace("_", "-")


def test_every_dependency_of_the_app_and_the_tests_is_pinned() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {_name(r) for r in project["dependencies"] + project["optional-dependencies"]["test"]}
    pins = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, _, version = line.partition("==")
            assert version, f"{line!r} is not pinned to one version"
            pins[_name(name)] = version
    assert sorted(wanted - set(pins)) == [], "run `make lock`"
    assert pins["pyside6"].startswith("6.") and not pins["pyside6"].startswith("6.12")
