#!/usr/bin/env bash
# Code lines and 4 KB code pages per press, deterministic (callgrind, empty caches each press):
# three unmeasured presses, then N measured ones, each dumped on its own (presses.sh, pages.py).
#
# usage: Tools/layout/measure.sh BIN OUT [N] [KEY] [START]   (10 j on popular by default;
#        "10 l home" for l on home). WINDOW as presses.sh's (unset: until the screen shows the press).
set -euo pipefail
BIN=$1 OUT=$2 N=${3:-10} KEY=${4:-j} START=${5:-popular}
HERE=$(cd "$(dirname "$0")" && pwd)
keys=("_$KEY" "_$KEY" "_$KEY")
for _ in $(seq "$N"); do keys+=("$KEY"); done
"$HERE/presses.sh" "$BIN" "$OUT" "$START" "${keys[@]}" >/dev/null
python3 "$HERE/pages.py" "$OUT".*.* | tail -1
