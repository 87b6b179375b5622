#!/usr/bin/env bash
# kernel-share.sh: where a key press's CPU goes beyond Reel's own instructions: the kernel
# (poll, read, the write through the pty, the context switch), the C library, ncurses, and
# which threads wake. callgrind (footprint.sh) counts instructions only; this samples the live
# process, so it sees the kernel side and the cold caches, but it is noisy on a shared machine:
# compare two builds alternately, twice.
#
#   Tools/perf/kernel-share.sh BIN N [KEY] [START]
#     KEY j on the popular list (default), or e.g. `l home`. N presses ~70 ms apart (the
#     bench's pace: the detail preview, due 150 ms after a j, never loads).
#   prints per press: each thread's wakes (voluntary context switches), preemptions and CPU
#   (from the scheduler, not sampled); then the share of samples by library and the kernel's
#   busiest functions (perf record -e cpu-clock, 20 µs period, which slows the process: shares
#   are what to compare, not times).
#
# Needs tmux and perf (linux-perf), run as root or with perf_event_paranoid <= 1. BIN: any
# release build of reel, with Reel_ReplayCatalog.resources beside it.
set -euo pipefail
BIN=$1 N=$2 KEY=${3:-j} START=${4:-popular}
HOME=$(mktemp -d)
export HOME
S=ks$$
OUT=$(mktemp -d)
T=${TUI:-"$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/tui"}
if [ ! -x "$T" ]; then
  common=$(git -C "$(dirname "$0")" rev-parse --path-format=absolute --git-common-dir)
  T="$(dirname "$(dirname "$common")")/shared/tools/tui"
fi
$T start $S 120x40 "TERM=xterm-256color $BIN --replay --start $START"
if [ "$START" = home ]; then marker="Trending"; else marker="/227"; fi
$T wait $S "$marker" 60 >/dev/null || { echo "reel did not paint" >&2; $T stop $S; exit 1; }
sleep 2
# Warm up: first-use work is not a press's steady cost.
for _ in 1 2 3; do tmux -L tui send-keys -t $S "$KEY"; sleep 0.2; done
sleep 0.5
pid=$(tmux -L tui display-message -p -t $S '#{pane_pid}')
# The pane runs bash -c, which execs or forks reel: take reel itself.
reel=$(pgrep -P "$pid" -f "$BIN" | head -1 || true)
[ -n "$reel" ] || reel=$pid
threads() {
  for task in /proc/"$reel"/task/*; do
    printf '%s %s %s %s %s\n' "$(basename "$task")" "$(tr ' ' _ <"$task"/comm)" \
      "$(awk '/^voluntary_ctxt_switches/ {print $2}' "$task"/status)" \
      "$(awk '/^nonvoluntary_ctxt_switches/ {print $2}' "$task"/status)" \
      "$(awk '{print $1}' "$task"/schedstat)"
  done | sort
}
presses() {
  for _ in $(seq "$N"); do
    tmux -L tui send-keys -t $S "$KEY"
    sleep 0.07
  done
  sleep 0.1
}
threads >"$OUT/before"
presses
threads >"$OUT/after"
echo "per press, by thread (wakes = voluntary switches):"
join "$OUT/before" "$OUT/after" | awk -v n="$N" '{
  wakes = ($7 - $3) / n; preempted = ($8 - $4) / n; cpu = ($9 - $5) / n / 1000
  if (wakes + preempted > 0) printf "  %-8s %-16s wakes %.2f  preempted %.2f  CPU %.1f µs\n", $1, $2, wakes, preempted, cpu
  all += cpu; w += wakes
} END { printf "  all threads: wakes %.2f, CPU %.1f µs\n", w, all }'
perf record -q -e cpu-clock -c 20000 -p "$reel" -o "$OUT/perf.data" 2>/dev/null &
recorder=$!
sleep 0.5
presses
kill -INT $recorder
wait $recorder 2>/dev/null || true
tmux -L tui send-keys -t $S q
sleep 1
$T stop $S
echo "samples by library (perf, the loop and every other thread):"
perf report -i "$OUT/perf.data" --sort dso 2>/dev/null | grep -v '^#' | grep -v '^$' | head -8
echo "busiest kernel functions:"
perf report -i "$OUT/perf.data" --sort sym --dsos '[kernel.kallsyms]' 2>/dev/null |
  grep -v '^#' | grep -v '^$' | head -10
rm -rf "$OUT"
