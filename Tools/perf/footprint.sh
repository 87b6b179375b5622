#!/usr/bin/env bash
# footprint.sh: what one key press touches, counted exactly (callgrind), so two builds can be
# compared on a busy machine. Each press is measured from empty simulated caches: callgrind's
# instrumentation is switched on just before the key and off WINDOW seconds after (0.1 s: the
# frame; 1.0 s: also what finishes later, such as a newly shown poster), and a simulator that
# starts empty counts each distinct 64-byte line once. Between presses 60 ms apart a real
# machine's caches are cold, so these lines are what a press pays for.
#
#   Tools/perf/footprint.sh BIN OUTPREFIX N [KEY] [START]
#     KEY j on the popular list (default), or e.g. `l home` for l on the home screen.
#   prints per press: instructions (Ir), code lines (I1 misses), data lines (D1 misses);
#   callgrind_annotate --inclusive=yes OUTPREFIX.PID tells which functions touch them.
#
# BIN: a release build with its debug info stripped (valgrind 3.19 gives up on the static
# binary's DWARF): cp .build-release/release/reel /tmp/fp/ && strip -g /tmp/fp/reel, with
# Reel_ReplayCatalog.resources copied beside it. Needs valgrind and tmux.
set -euo pipefail
BIN=$1 OUT=$2 N=$3 KEY=${4:-j} START=${5:-popular}
HOME=$(mktemp -d)
export HOME
S=fp$$
T="$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/tui"
rm -f "$OUT".*
$T start $S 120x40 "TERM=xterm-256color valgrind --tool=callgrind --instr-atstart=no \
--cache-sim=yes --I1=1048576,16,64 --D1=1048576,16,64 --LL=16777216,16,64 \
--callgrind-out-file=$OUT.%p $BIN --replay --start $START 2>/dev/null"
if [ "$START" = home ]; then marker="Trending"; else marker="/227"; fi
$T wait $S "$marker" 120 >/dev/null || { echo "reel did not paint under valgrind" >&2; exit 1; }
sleep 4
# Warm up: first-use work (a film's details, a poster) is not a press's steady cost.
for _ in 1 2 3; do tmux -L tui send-keys -t $S "$KEY"; sleep 1.5; done
sleep 2
for _ in $(seq "$N"); do
  callgrind_control -i on >/dev/null 2>&1
  tmux -L tui send-keys -t $S "$KEY"
  sleep "${WINDOW:-0.1}"
  callgrind_control -i off >/dev/null 2>&1
  sleep 1.2
done
tmux -L tui send-keys -t $S q
sleep 6
$T stop $S
python3 - "$(ls "$OUT".* | head -1)" "$N" <<'PY'
import sys
path, presses = sys.argv[1], int(sys.argv[2])
events, totals = [], {}
for line in open(path):
    if line.startswith("events:"):
        events = line.split()[1:]
    if line.startswith(("totals:", "summary:")):
        totals = dict(zip(events, map(int, line.split()[1:])))
print("per press: Ir %.0f  code lines (I1 misses) %.0f  data lines (D1 misses) %.0f" % (
    totals.get("Ir", 0) / presses, totals.get("I1mr", 0) / presses,
    (totals.get("D1mr", 0) + totals.get("D1mw", 0)) / presses))
PY
