#!/usr/bin/env bash
# Records, under callgrind, the code each of a list of key presses runs: one dump per press
# (OUT.PID.N), with instruction addresses (--dump-instr) and mangled names (--demangle=no), each
# press from empty simulated caches. Feeds hot-order.py (the linker's order file) and pages.py
# (distinct code lines and 4 KB pages per press).
#
# usage: presses.sh BIN OUT START KEYS...
#   BIN    a release reel that valgrind can read (strip -g; the symbol table must stay)
#   START  popular or home (reel --start)
#   KEYS   tmux key names (j k l h NPage PPage / a Escape ...); a key written _KEY is sent
#          unmeasured (warm-up, opening the search field); every other key is one measured press.
# env: WINDOW: when set, the recording stays on that many seconds after a press; unset, it ends
# once the terminal shows the press (as footprint.sh). GAP (0.5 s) between presses.
# Needs tmux, valgrind and ../shared/tools/tui (TUI to override). Runs in an empty HOME.
set -euo pipefail
BIN=$1 OUT=$2 START=$3
shift 3
# ../shared/tools/tui beside the checkout; from a linked worktree, beside the main checkout.
T=${TUI:-"$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/tui"}
if [ ! -x "$T" ]; then
  common=$(git -C "$(dirname "$0")" rev-parse --path-format=absolute --git-common-dir)
  T="$(dirname "$(dirname "$common")")/shared/tools/tui"
fi
export HOME=$(mktemp -d)
S=layout$$
rm -f "$OUT".[0-9]*
# REEL_PREVIEW_DELAY_MS keeps the detail preview (150 ms after a j) out of the window.
$T start $S 120x40 "TERM=xterm-256color REEL_PREVIEW_DELAY_MS=${PREVIEW_MS:-5000} valgrind --tool=callgrind --instr-atstart=no \
  --dump-instr=yes --demangle=no --cache-sim=yes --I1=1048576,16,64 --D1=1048576,16,64 \
  --LL=16777216,16,64 --callgrind-out-file=$OUT.%p $BIN --replay --start $START 2>/dev/null"
if [ "$START" = home ]; then ready=Trending; else ready=/227; fi
$T wait $S "$ready" 120 >/dev/null || echo "presses.sh: no screen" >&2
sleep 4
# Only this run's valgrind: callgrind_control without a pid acts on every callgrind on the
# machine (switching other people's measurements on and off, splitting their output).
pid=$(pgrep -f "^/usr/bin/valgrind.bin .*--callgrind-out-file=$OUT[.]%p" | head -1)
[ -n "$pid" ] || { echo "presses.sh: no valgrind process for $OUT" >&2; exit 1; }
# shellcheck source=../perf/measured-press.sh
. "$(dirname "$0")/../perf/measured-press.sh"
for key in "$@"; do
  if [[ $key == _* ]]; then
    tmux -L tui send-keys -t $S "${key#_}"
    sleep 1.5
    continue
  fi
  measured_press "$pid" $S "$key"
  callgrind_control -d "press $key" "$pid" >/dev/null 2>&1
  sleep "${GAP:-0.5}"
done
$T snap $S | head -3 | tail -2
tmux -L tui send-keys -t $S Escape
sleep 0.5
tmux -L tui send-keys -t $S q
sleep 6
$T stop $S
ls "$OUT".[0-9]* | wc -l | xargs echo "presses.sh: dumps:"
