#!/usr/bin/env bash
# per-press.sh: each key press's instructions, thread by thread, under callgrind: which press of
# a run is the costly one (a row turning over, a page arriving, posters read ahead) and on which
# thread (the loop's, or the workers decoding pages and converting posters).
#
#   Tools/perf/per-press.sh BIN OUTPREFIX N [KEY] [START]
#     N presses of KEY (default l) on START (default home), WIN seconds apart (default 1.2),
#     each its own callgrind dump; prints one line a press: instructions per thread.
#   PPHOME=DIR keeps HOME (run twice with the same DIR for a warm posters.pack).
#   callgrind_annotate --inclusive=yes OUTPREFIX.PID.PRESS-THREAD says where they go.
# BIN: a release build stripped of its debug info, as for footprint.sh.
set -euo pipefail
BIN=$1 OUT=$2 N=$3 KEY=${4:-l} START=${5:-home}
HOME=${PPHOME:-$(mktemp -d)}
export HOME
mkdir -p "$HOME"
S=pp$$
T=${TUI:-"$(cd "$(dirname "$0")/../../.." && pwd)/shared/tools/tui"}
if [ ! -x "$T" ]; then
  common=$(git -C "$(dirname "$0")" rev-parse --path-format=absolute --git-common-dir)
  T="$(dirname "$(dirname "$common")")/shared/tools/tui"
fi
rm -f "$OUT".[0-9]*
$T start $S 120x40 "TERM=xterm-256color REEL_PREVIEW_DELAY_MS=5000 valgrind --tool=callgrind \
--instr-atstart=no --separate-threads=yes --callgrind-out-file=$OUT.%p $BIN --replay \
--start $START 2>/dev/null"
if [ "$START" = home ]; then marker="Trending"; else marker="/227"; fi
$T wait $S "$marker" 120 >/dev/null || { echo "reel did not paint under valgrind" >&2; exit 1; }
sleep 4
# Only this run's valgrind (callgrind_control without a pid acts on every callgrind running).
pid=$(pgrep -f "^/usr/bin/valgrind.bin .*--callgrind-out-file=$OUT[.]%p" | head -1)
for i in $(seq "$N"); do
  callgrind_control -i on "$pid" >/dev/null 2>&1
  tmux -L tui send-keys -t $S "$KEY"
  sleep "${WIN:-1.2}"
  callgrind_control -i off "$pid" >/dev/null 2>&1
  callgrind_control -d "press$i" "$pid" >/dev/null 2>&1
done
tmux -L tui send-keys -t $S q
sleep 5
$T stop $S >/dev/null
python3 - "$OUT" <<'PY'
import collections, glob, re, sys
rows = collections.defaultdict(dict)
for path in glob.glob(sys.argv[1] + ".*"):
    match = re.search(r"\.(\d+)\.(\d+)-(\d+)$", path)
    if not match:
        continue
    totals = [int(line.split()[1]) for line in open(path) if line.startswith("totals:")]
    if totals and totals[0]:
        rows[int(match.group(2))][match.group(3)] = totals[0]
for press in sorted(rows):
    print("press %d: " % press + "  ".join(
        "thread %s %dk" % (thread, value // 1000) for thread, value in sorted(rows[press].items())))
PY
