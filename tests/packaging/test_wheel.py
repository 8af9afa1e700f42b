"""The wheel: it carries every resource, and a fresh venv that installs it runs ``tourney``.

The fresh venv gets the wheel from ``pip install --no-deps`` and nothing else; its
dependencies (PySide6 and the rest, hundreds of megabytes) come from the environment running
the tests, through a ``.pth`` line written *after* the install, so pip never sees another
``tourney`` and the suite needs no network. A plain path line in a ``.pth`` file does not run
that folder's own ``.pth`` files, so the source tree's editable install stays out of reach: the
``tourney`` that runs is the wheel's copy.
"""

from __future__ import annotations

import os
import site
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tourney.base.languages import TRANSLATED
from tourney.resources import ICON_SIZES

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tourney"


def environment(cwd: Path | None) -> dict[str, str]:
    """This process's environment without ``PYTHONPATH``, headless, with settings under ``cwd``."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    if cwd is not None:
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[name] = str(cwd / name.lower())
    return env


def run(command: list[str | Path], *, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``command``; fail the test with its output when it exits non-zero."""
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=environment(cwd),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, f"{command} exited {result.returncode}:\n{result.stderr}"
    return result


def source_data_files() -> set[str]:
    """Every file of the source package that is not Python, as a path inside the wheel."""
    return {
        path.relative_to(ROOT).as_posix()
        for path in PACKAGE.rglob("*")
        if path.is_file() and path.suffix not in {".py", ".pyc"} and "__pycache__" not in path.parts
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    pip = [sys.executable, "-m", "pip"]
    run([*pip, "wheel", ROOT, "--no-deps", "--no-build-isolation", "--quiet", "--wheel-dir", out])
    (built,) = out.glob("tourney-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    venv = tmp_path_factory.mktemp("fresh") / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv])
    python = venv / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--quiet", wheel])
    purelib = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    lines = "".join(f"{folder}\n" for folder in site.getsitepackages())
    (Path(purelib.stdout.strip()) / "zz_test_dependencies.pth").write_text(lines)
    return venv


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    """An empty working folder, so nothing is imported from the source tree by accident."""
    return tmp_path


def test_the_wheel_holds_every_resource_of_the_package(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    expected = source_data_files()
    assert expected <= names, f"missing from the wheel: {sorted(expected - names)}"
    resources = {name for name in names if name.startswith("tourney/resources/")}
    assert {name.rsplit(".", 1)[-1] for name in resources} >= {"ttf", "wav", "png", "svg"}
    assert "tourney/resources/fonts/LICENSE-DejaVu.txt" in names
    assert "tourney/engine/standard_tables.marshal.gz" in names
    for code in TRANSLATED:  # both catalogs of every language: the window's and the rest
        assert f"tourney/resources/translations/{code}.mo" in names
        assert f"tourney/resources/translations/tourney_{code}.qm" in names
    for size in ICON_SIZES:
        assert f"tourney/resources/icons/tourney-{size}.png" in names


def test_the_wheel_declares_the_tourney_command(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        (entry_points,) = (n for n in archive.namelist() if n.endswith("/entry_points.txt"))
        text = archive.read(entry_points).decode()
    assert "tourney = tourney.__main__:main" in text


def test_the_installed_copy_is_the_wheels_and_finds_its_resources(
    venv: Path, workdir: Path
) -> None:
    script = (
        "import tourney, tourney.resources as r; print(tourney.__file__); "
        "print(all(p.is_file() for p in r.icon_files()))"
    )
    out = run([venv / "bin" / "python", "-c", script], cwd=workdir).stdout.split()
    assert Path(out[0]).resolve().is_relative_to(venv.resolve())
    assert out[1] == "True"


def wheel_version(venv: Path) -> str:
    """The version in the installed wheel's metadata."""
    (dist_info,) = (venv / "lib").glob("python*/site-packages/tourney-*.dist-info")
    return dist_info.name.removeprefix("tourney-").removesuffix(".dist-info")


def test_tourney_help_and_version_run_from_the_fresh_venv(venv: Path, workdir: Path) -> None:
    help_text = run([venv / "bin" / "tourney", "--help"], cwd=workdir).stdout
    assert help_text.startswith("usage: tourney")
    version = run([venv / "bin" / "tourney", "--version"], cwd=workdir).stdout.strip()
    assert version == f"tourney {wheel_version(venv)}"


def has_command(venv: Path, name: str, workdir: Path) -> bool:
    """Whether the installed ``tourney`` knows the subcommand ``name``."""
    result = subprocess.run(
        [str(venv / "bin" / "tourney"), name, "--help"],
        cwd=workdir,
        capture_output=True,
        check=False,
        env=environment(workdir),
    )
    return result.returncode == 0


def test_tourney_demo_and_screenshot_run_from_the_fresh_venv(venv: Path, workdir: Path) -> None:
    tourney = venv / "bin" / "tourney"
    if not has_command(venv, "demo", workdir):
        pytest.skip("this tourney has no demo subcommand yet")
    library = workdir / "lib.sqlite"
    run([tourney, "demo", library], cwd=workdir)
    assert library.is_file()
    assert library.read_bytes()[:16] == b"SQLite format 3\x00"
    if not has_command(venv, "screenshot", workdir):
        pytest.skip("this tourney has no screenshot subcommand yet")
    picture = workdir / "display.png"
    command: list[str | Path] = [tourney, "screenshot", library, "--view", "display"]
    run([*command, "-o", picture, "--size", "640x360"], cwd=workdir)
    header = picture.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", header[16:24]) == (640, 360)
