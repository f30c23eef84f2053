#!/bin/sh
# CPU the game spends at rest: a two-player Copenhagen game in VIEW (2d or 3d) under Xvfb,
# nothing moving; the CPU-seconds it uses over ten seconds, 25 seconds after start-up.
#
#   scripts/rest-cpu.sh VIEW        (KONAKIS_BIN: another build to measure)
set -eu
view=$1
target=${CARGO_TARGET_DIR:-$HOME/.cache/konakis-target}
binary=${KONAKIS_BIN:-$target/release/konakis}
home=$(mktemp -d)
KONAKIS_HOME=$home xvfb-run -a -s "-screen 0 1280x800x24" "$binary" --variant copenhagen \
    --view "$view" >/dev/null 2>&1 &
sleep 25
pid=$(pgrep -n -f "$binary --variant copenhagen --view $view")
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
first=$(ticks "$pid")
sleep 10
last=$(ticks "$pid")
kill "$pid"
rm -rf "$home"
awk -v a="$first" -v b="$last" -v hz="$(getconf CLK_TCK)" -v view="$view" \
    'BEGIN { printf "%s: %.2f CPU-seconds over 10 s at rest\n", view, (b - a) / hz }'
