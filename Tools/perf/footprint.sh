#!/usr/bin/env bash
# footprint.sh: what one key press touches, counted exactly (callgrind), so two builds can be
# compared on a busy machine. Each press is measured from empty simulated caches: callgrind's
# instrumentation is switched on just before the key and off once the terminal shows the press
# (or WINDOW seconds after, to take in what finishes later, such as a newly shown poster), and a simulator that
# starts empty counts each distinct 64-byte line once. Between presses 60 ms apart a real
# machine's caches are cold, so these lines are what a press pays for.
#
#   Tools/perf/footprint.sh BIN OUTPREFIX N [KEY] [START]
#     KEY j on the popular list (default), or e.g. `l home` for l on the home screen.
#   prints per press: instructions (Ir), code lines (I1 misses), data lines (D1 misses);
#   callgrind_annotate --inclusive=yes OUTPREFIX.PID tells which functions touch them.
#   CALLGRIND_FLAGS adds valgrind options (--separate-threads=yes --dump-instr=yes: which code
#   addresses the loop's thread ran). LINE=4096 counts distinct 4 KB pages instead of 64-byte lines: each cold page costs a TLB
#   miss and a page walk (~65 ns on the CI machine), more than a cold line in a warm page.
#
# BIN: a release build with its debug info stripped (valgrind 3.19 gives up on the static
# binary's DWARF): cp .build-release/release/reel /tmp/fp/ && strip -g /tmp/fp/reel, with
# Reel_ReplayCatalog.resources copied beside it. Needs valgrind and tmux.
set -euo pipefail
BIN=$1 OUT=$2 N=$3 KEY=${4:-j} START=${5:-popular} LINE=${LINE:-64}
HOME=$(mktemp -d)
export HOME
S=fp$$
# ../shared/tools/tui beside the checkout; from a linked worktree, beside the main checkout.
T=${TUI:-"$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/tui"}
if [ ! -x "$T" ]; then
  common=$(git -C "$(dirname "$0")" rev-parse --path-format=absolute --git-common-dir)
  T="$(dirname "$(dirname "$common")")/shared/tools/tui"
fi
rm -f "$OUT".[0-9]*
# Under callgrind a press takes most of a second to reach the screen: the detail preview, due
# 150 ms after a j, would load inside the measured window. REEL_PREVIEW_DELAY_MS keeps it out.
$T start $S 120x40 "TERM=xterm-256color REEL_PREVIEW_DELAY_MS=${PREVIEW_MS:-5000} valgrind --tool=callgrind --instr-atstart=no \
--cache-sim=yes --I1=$((LINE * 16384)),16,$LINE --D1=$((LINE * 16384)),16,$LINE \
--LL=$((LINE * 262144)),16,$LINE ${CALLGRIND_FLAGS:-} \
--callgrind-out-file=$OUT.%p $BIN --replay --start $START 2>/dev/null"
if [ "$START" = home ]; then marker="Trending"; else marker="/227"; fi
$T wait $S "$marker" 120 >/dev/null || { echo "reel did not paint under valgrind" >&2; exit 1; }
sleep 4
# Warm up: first-use work (a film's details, a poster) is not a press's steady cost.
for _ in 1 2 3; do tmux -L tui send-keys -t $S "$KEY"; sleep 1.5; done
sleep 2
# Only this run's valgrind: callgrind_control without a pid would switch every callgrind on the
# machine on and off.
pid=$(pgrep -f "^/usr/bin/valgrind.bin .*--callgrind-out-file=$OUT[.]%p" | head -1)
[ -n "$pid" ] || { echo "no valgrind process for $OUT" >&2; exit 1; }
# shellcheck source=measured-press.sh
. "$(dirname "$0")/measured-press.sh"
for _ in $(seq "$N"); do
  measured_press "$pid" $S "$KEY"
  # Under a second between presses, as a run of keys: a return after a pause also asks the
  # watchlist database whether another program changed it (WatchlistCheckSchedule).
  sleep 0.5
done
tmux -L tui send-keys -t $S q
sleep 6
$T stop $S
# Another program's `callgrind_control -d` splits the output into parts: add them all up.
python3 - "$N" "$LINE" "$OUT".[0-9]* <<'PY'
import sys
presses, line, paths = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
unit = "lines" if line == 64 else "%d-byte blocks" % line
sums = {}
for path in paths:
    events = []
    for line in open(path):
        if line.startswith("events:"):
            events = line.split()[1:]
        if line.startswith("totals:"):
            for name, value in zip(events, map(int, line.split()[1:])):
                sums[name] = sums.get(name, 0) + value
def show(label, ir, code, data):
    print("%s: Ir %.0f  code %s (I1 misses) %.0f  data %s (D1 misses) %.0f" % (
        label, ir / presses, unit, code / presses, unit, data / presses))
show("per press", sums.get("Ir", 0), sums.get("I1mr", 0), sums.get("D1mr", 0) + sums.get("D1mw", 0))
# Presses here are over a second apart, so each one also asks the watchlist database whether
# another program changed it (WatchlistCheckSchedule); 60 ms apart, as the bench presses, that
# ask comes once in 5 s. Shown without it too.
import re, subprocess
check = [0, 0, 0]
for path in paths:
    out = subprocess.run(["callgrind_annotate", "--inclusive=yes", path],
                         capture_output=True, text=True).stdout
    for line in out.split("\n"):
        if line.rstrip().endswith("]") and "noticeOutsideWatchlistChangesyyFyyYbcfU_ [" in line:
            numbers = [p.replace(",", "") for p in re.sub(r"\([^)]*\)", " ", line).split()[:9]]
            numbers = [int(n) if n.isdigit() else 0 for n in numbers]
            check = [check[0] + numbers[0], check[1] + numbers[3], check[2] + numbers[4] + numbers[5]]
show("without the watchlist check", sums.get("Ir", 0) - check[0], sums.get("I1mr", 0) - check[1],
     sums.get("D1mr", 0) + sums.get("D1mw", 0) - check[2])
PY
