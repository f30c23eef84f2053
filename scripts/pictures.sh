#!/bin/sh
# The README's pictures of the 3D table at "high", drawn under Xvfb (Mesa's software Vulkan
# where there is no graphics card): the table, the set close up, and an animated capture.
#
#   scripts/pictures.sh [OUT]        (OUT: docs, by default)
#
# Needs xvfb-run, xdotool and ImageMagick; the game is the release build in CARGO_TARGET_DIR.
set -eu
out=${1:-docs}
target=${CARGO_TARGET_DIR:-$HOME/.cache/konakis-target}
game=$target/release/konakis
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
printf '{ "version": 1, "graphics": "high" }\n' >"$home/settings.json"
export KONAKIS_HOME=$home

# The table: Copenhagen after three moves.
xvfb-run -a -s "-screen 0 1280x800x24" "$game" --variant copenhagen \
    --moves f2-i2 f4-i4 d1-d3 --view 3d --screenshot "$out/copenhagen-3d.png"

# The set close up: the camera brought in over the king and lowered, then the screen taken.
Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
DISPLAY=:97 "$game" --variant brandub --moves d2-c2 e4-e3 --view 3d >/dev/null 2>&1 &
konakis=$!
sleep 12
DISPLAY=:97 xdotool mousemove 490 420
for _ in 1 2 3 4 5 6 7; do DISPLAY=:97 xdotool click 4; sleep 0.4; done
DISPLAY=:97 xdotool mousedown 3
for _ in 1 2 3 4 5 6; do DISPLAY=:97 xdotool mousemove_relative -- 0 -12; sleep 0.3; done
DISPLAY=:97 xdotool mouseup 3
sleep 8
DISPLAY=:97 import -window root -crop 980x800+0+0 "$out/set-3d.png"
kill $konakis $xvfb

# A capture, frame by frame: Brandub, c1-c4 takes b4 (every other frame of a thirtieth of a
# second), cropped to the board and made an animated GIF.
frames=$(mktemp -d)
xvfb-run -a -s "-screen 0 1280x800x24" "$game" -v brandub -p /2t4/7/7/tT5/7/7/3K3/ \
    --to-move attackers --moves c1-c4 --view 3d --every 2 --frames "$frames"
convert -delay 7 -loop 0 "$frames"/frame-*.png -crop 900x640+60+110 +repage \
    -resize 540x -layers Optimize -colors 128 "$out/capture-3d.gif"
rm -rf "$frames"
