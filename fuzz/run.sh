#!/usr/bin/env bash
# Runs the fuzz targets with AFL++ (through cargo-afl, on stable Rust), each for SECONDS
# (default 600), one after another, then prints what each did: executions, executions a
# second, paths found, crashes and hangs saved. See README.md.
#
#   fuzz/run.sh [SECONDS] [TARGET...]       (default: every target)
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record rules_text position_move rules_json store_files saved_game)
cargo afl build --release
mkdir -p out
for target in "${targets[@]}"; do
  rm -rf "out/$target"
  AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 \
    cargo afl fuzz -V "$seconds" -t 2000 -i "seeds/$target" -o "out/$target" \
    "target/release/$target" > "out/$target.log" 2>&1 || true
  stats="out/$target/default/fuzzer_stats"
  if [ ! -f "$stats" ]; then
    echo "$target: no statistics (see out/$target.log)"
    continue
  fi
  value() { grep "^$1 " "$stats" | sed 's/.*: //'; }
  printf '%s: %s executions in %s s (%s a second), %s paths, %s crashes, %s hangs\n' \
    "$target" "$(value execs_done)" "$(value run_time)" "$(value execs_per_sec)" \
    "$(value corpus_count)" "$(value saved_crashes)" "$(value saved_hangs)"
done
