#!/bin/sh
# Frame rates of the title screen's demo game in a window under Xvfb (Mesa's software Vulkan
# where there is no graphics card): for each graphics level given, the median of the frame
# rates Bevy logs each second and the longest frame of the run, after the first ten seconds.
#
#   scripts/frame-rates.sh VIEW SECONDS LEVEL...   (VIEW: 2d or 3d; LEVEL: low, medium, high)
#
# Uses a fresh settings folder; the game is the release build in CARGO_TARGET_DIR, or
# KONAKIS_BIN (to compare two builds).
set -eu
view=$1 seconds=$2
shift 2
target=${CARGO_TARGET_DIR:-$HOME/.cache/konakis-target}
binary=${KONAKIS_BIN:-$target/release/konakis}
for level in "$@"; do
    home=$(mktemp -d)
    printf "{ \"version\": 1, \"graphics\": \"%s\" ${KONAKIS_EXTRA:-} }\n" "$level" >"$home/settings.json"
    log=$(KONAKIS_HOME=$home KONAKIS_DIAGNOSTICS=1 timeout "$seconds" xvfb-run -a \
        -s "-screen 0 1280x800x24" "$binary" --view "$view" 2>&1 || true)
    rm -rf "$home"
    clean=$(echo "$log" | sed 's/\x1b\[[0-9;]*m//g')
    renderer=$(echo "$clean" | sed -n 's/.*graphics: //p' | head -n 1)
    # Each second's rate, the first ten seconds (start-up, pipelines compiling) left out.
    rates=$(echo "$clean" | awk '/ fps / { if (++t > 10) print $(NF - 2) + 0 }' | sort -n)
    count=$(echo "$rates" | grep -c . || true)
    median=$(echo "$rates" | sed -n "$(((count + 1) / 2))p")
    longest=$(echo "$clean" | awk '/longest frame in the last 10 s/ { if (++n > 1) print $(NF - 1) + 0 }' | sort -n | tail -n 1)
    echo "$view $level: median $median fps over $count s, longest frame ${longest:-?} ms ($renderer)"
done
