#!/usr/bin/env bash
# Add Tourney to the desktop's application menu for the current user (no root needed).
#
#   ./install_menu_entry.sh            # from the unpacked app folder: uses ./tourney
#   ./install_menu_entry.sh --remove   # takes it out again
#
# From a source checkout it runs the `tourney` on PATH, or the command you pass:
#   packaging/linux/install_menu_entry.sh "$PWD/.venv/bin/tourney"
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ID=org.tourney.Tourney
SIZES="16 32 48 64 128 256 512"

if [[ ${1:-} == --remove ]]; then
    rm -f "$DATA/applications/$ID.desktop" "$DATA/metainfo/$ID.metainfo.xml" \
        "$DATA/icons/hicolor/scalable/apps/$ID.svg"
    for size in $SIZES; do rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$ID.png"; done
    echo "removed Tourney from the menu"
    exit 0
fi

COMMAND=${1:-}
if [[ -z $COMMAND ]]; then
    COMMAND=$HERE/tourney
    [[ -x $COMMAND ]] || COMMAND=$(command -v tourney || true)
fi
if [[ ! -x $COMMAND ]]; then
    echo "no Tourney program found${COMMAND:+ at $COMMAND}; pass its path" >&2
    exit 1
fi
COMMAND=$(cd "$(dirname "$COMMAND")" && pwd)/$(basename "$COMMAND")  # the menu needs it absolute
# The icons: inside the app folder, or in the source checkout this script belongs to.
ICONS=$HERE/_internal/tourney/resources/icons
[[ -d $ICONS ]] || ICONS=$HERE/../../tourney/resources/icons
[[ -f $HERE/$ID.desktop ]] || { echo "$ID.desktop is not beside this script" >&2; exit 1; }

for size in $SIZES; do
    install -D -m 644 "$ICONS/tourney-$size.png" "$DATA/icons/hicolor/${size}x${size}/apps/$ID.png"
done
install -D -m 644 "$ICONS/tourney.svg" "$DATA/icons/hicolor/scalable/apps/$ID.svg"
install -D -m 644 "$HERE/$ID.metainfo.xml" "$DATA/metainfo/$ID.metainfo.xml"
mkdir -p "$DATA/applications"
# Exec gets the absolute path, quoted as the desktop entry spec asks.
awk -v command="$COMMAND" '/^Exec=/ { print "Exec=\"" command "\""; next } { print }' \
    "$HERE/$ID.desktop" > "$DATA/applications/$ID.desktop"
chmod 644 "$DATA/applications/$ID.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Tourney is in the application menu (Games); it runs $COMMAND"
