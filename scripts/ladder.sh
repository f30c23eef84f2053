#!/usr/bin/env bash
# The difficulty ladder: level HIGH against level HIGH-1 on one preset, each random opening
# played twice with the colours swapped, seeded (default 1000) so that every game replays
# exactly.
#
#   scripts/ladder.sh VARIANT HIGH OPENINGS TIME_MS [SEED]
#   e.g. scripts/ladder.sh brandub 6 20 1000
#
# Prints one line: the higher level's results as attackers and as defenders, and its score
# (a win 1, a draw 1/2) out of 2 * OPENINGS. TIME_MS is the top level's thinking time; the
# levels think their share of it as node budgets, so the machine's load changes nothing.
set -euo pipefail

if [ $# -lt 4 ] || [ $# -gt 5 ] || ! [[ $2 =~ ^[2-6]$ ]]; then
  echo "usage: scripts/ladder.sh VARIANT HIGH(2-6) OPENINGS TIME_MS [SEED]" >&2
  exit 2
fi
variant=$1 high=$2 openings=$3 time_ms=$4 seed=${5:-1000}
low=$((high - 1))

export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/konakis-target}
cargo build --quiet --release -p konakis-cli
cli="$CARGO_TARGET_DIR/release/konakis-cli"

common=(-v "$variant" --games "$openings" --seed "$seed" --time-ms "$time_ms" --random-opening 2)
attacking=$("$cli" match "${common[@]}" --attackers "$high" --defenders "$low" | tail -1)
defending=$("$cli" match "${common[@]}" --attackers "$low" --defenders "$high" | tail -1)

# "attackers W, defenders L, draws D" -> W L D
counts() { sed -E 's/attackers ([0-9]+), defenders ([0-9]+), draws ([0-9]+)/\1 \2 \3/' <<<"$1"; }
read -r a_wins _ a_draws <<<"$(counts "$attacking")"
read -r _ d_wins d_draws <<<"$(counts "$defending")"
halves=$((2 * (a_wins + d_wins) + a_draws + d_draws))
score=$((halves / 2))
if [ $((halves % 2)) -eq 1 ]; then score="$score.5"; fi

echo "$variant L$high v L$low, top level $time_ms ms:" \
  "attacking [$attacking] | defending [$defending] |" \
  "L$high scores $score / $((2 * openings))"
