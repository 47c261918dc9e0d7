#!/bin/sh
# Install Phase 10 from the unpacked .tar.gz for the current user (no root needed):
#   the game in ~/.local/opt/phase10, a `phase10` command in ~/.local/bin,
#   the menu entry and icons under ~/.local/share (XDG_DATA_HOME).
# Run again to update; `./install.sh --uninstall` removes all of it (saved games
# and settings stay in ~/.local/share and ~/.config, as with any uninstall).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
DEST=$HOME/.local/opt/phase10
BIN=$HOME/.local/bin

uninstall() {
    rm -rf "$DEST"
    rm -f "$BIN/phase10" "$DATA/applications/phase10.desktop" \
        "$DATA/icons/hicolor/256x256/apps/phase10.png" \
        "$DATA/icons/hicolor/512x512/apps/phase10.png" \
        "$DATA/icons/hicolor/scalable/apps/phase10.svg"
}

refresh_caches() {
    # Optional: menus pick the entry up without these, only later. The desktop
    # database also tells xdg-open that phase10:// links open with the game.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    uninstall
    refresh_caches
    echo "Phase 10 removed."
    exit 0
fi

if [ ! -x "$HERE/phase10" ]; then
    echo "install.sh: run me from the unpacked Phase 10 folder (phase10 not found)" >&2
    exit 1
fi

uninstall
mkdir -p "$DEST" "$BIN" "$DATA/applications" "$DATA/icons/hicolor/256x256/apps" \
    "$DATA/icons/hicolor/512x512/apps" "$DATA/icons/hicolor/scalable/apps"
cp -R "$HERE/phase10" "$HERE/_internal" "$DEST/"
ln -sf "$DEST/phase10" "$BIN/phase10"
ICONS=$DEST/_internal/resources/icons
cp "$ICONS/phase10.png" "$DATA/icons/hicolor/256x256/apps/phase10.png"
cp "$ICONS/phase10-512.png" "$DATA/icons/hicolor/512x512/apps/phase10.png"
cp "$ICONS/phase10.svg" "$DATA/icons/hicolor/scalable/apps/phase10.svg"
# The menu entry must name the program by full path: ~/.local/bin is not on
# every desktop session's PATH.
# %u: a phase10:// invitation link the desktop opens with the game (MimeType).
sed "s|^Exec=.*|Exec=\"$DEST/phase10\" %u|" "$HERE/phase10.desktop" >"$DATA/applications/phase10.desktop"
refresh_caches
echo "Phase 10 installed: find it in your applications menu, or run $BIN/phase10"
