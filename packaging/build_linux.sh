#!/usr/bin/env bash
# Build the standalone Linux app into dist/tourney/ and pack it as
# dist/tourney-VERSION-linux-ARCH.tar.gz. Run from anywhere; see packaging/README.md.
#
#   PYTHON=.venv/bin/python packaging/build_linux.sh
#
# PYTHON (default .venv/bin/python) must have Tourney's dependencies and the "package" extra:
#   .venv/bin/python -m pip install -e '.[package]'
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}

if ! "$PYTHON" -c 'import PyInstaller' 2>/dev/null; then
    echo "PyInstaller is missing: $PYTHON -m pip install -e '.[package]'" >&2
    exit 1
fi
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)

# Qt's X11 plugin needs these; the app carries them only if this machine has them. Debian and
# Ubuntu: apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0
for lib in libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1 libxkbcommon-x11.so.0; do
    if ! /sbin/ldconfig -p | grep -q "$lib"; then
        echo "warning: $lib is not installed here, so the app will need it on every machine" >&2
    fi
done

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tourney.spec

APP=dist/tourney
# The menu entry, its metadata and the script that installs them travel with the app.
cp packaging/linux/org.tourney.Tourney.desktop packaging/linux/org.tourney.Tourney.metainfo.xml "$APP/"
cp packaging/linux/install_menu_entry.sh "$APP/"

# A smoke test of the result: it starts, and knows its version.
QT_QPA_PLATFORM=offscreen "$APP/tourney" --version | grep -qx "tourney $VERSION" || {
    echo "dist/tourney/tourney --version does not say tourney $VERSION" >&2
    exit 1
}

ARCHIVE="dist/tourney-$VERSION-linux-$ARCH.tar.gz"
tar -C dist -czf "$ARCHIVE" tourney
echo "built $APP ($(du -sh "$APP" | cut -f1)) and $ARCHIVE ($(du -h "$ARCHIVE" | cut -f1))"
