#!/usr/bin/env bash
# Renders the application icon's PNGs from its SVG source, at the sizes Linux desktops use.
#
#   scripts/render-icons.sh
#
# Source: resources/src/main/resources/dev/ralphdesk/resources/icons/ralph-desk.svg
# Output: ralph-desk-N.png beside it, N = 16 24 32 48 64 128 256 512 (committed; the window takes
# the 128 px one, the packages install them all as hicolor/NxN/apps/ralph-desk.png).
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin). Re-run after editing the SVG.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
icons=$root/resources/src/main/resources/dev/ralphdesk/resources/icons
command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert: apt-get install librsvg2-bin" >&2; exit 1; }
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$icons/ralph-desk.svg" \
    --output "$icons/ralph-desk-$size.png"
done
echo "rendered $(ls "$icons"/ralph-desk-*.png | wc -l) PNGs into $icons"
