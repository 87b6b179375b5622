#!/usr/bin/env python3
"""What the same presses would touch under another binary's layout: code lines (64 B) and pages
(4 KB) of reel's own code per press, with each executed instruction moved to where its function
lies in NEWBIN (same offset inside the function). Noise-free A/B of a layout: the presses are
recorded once (presses.sh on OLDBIN), only the addresses change.

usage: relayout.py OLDBIN NEWBIN OUT.PID.1 OUT.PID.2 ...
(both binaries must keep their symbol tables; a function missing from NEWBIN keeps its old
address, and is counted in "unmoved")
"""

import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from cgdump import Dump  # noqa: E402


def symbols(binary):
    out = subprocess.run(
        ["nm", "--defined-only", binary], capture_output=True, text=True, check=True
    ).stdout
    table = {}
    for line in out.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[1] in "tTwW":
            table.setdefault(parts[2], int(parts[0], 16))
    return table


old, new = symbols(sys.argv[1]), symbols(sys.argv[2])
rows = []
for path in sys.argv[3:]:
    mine = [
        i for i in Dump(path).instructions
        if i[3].get("Ir", 0) > 0 and i[0] and i[0].endswith("/reel")
    ]
    if not mine:
        continue
    before, after, unmoved = set(), set(), set()
    for _, fn, address, _ in mine:
        before.add(address)
        name = re.sub(r"'\d+$", "", fn or "")
        if name in old and name in new:
            after.add(address - old[name] + new[name])
        else:
            after.add(address)
            unmoved.add(name)
    row = {
        "lines before": len({a >> 6 for a in before}),
        "lines after": len({a >> 6 for a in after}),
        "pages before": len({a >> 12 for a in before}),
        "pages after": len({a >> 12 for a in after}),
        "unmoved functions": len(unmoved),
    }
    rows.append(row)
    print(os.path.basename(path), "  ".join("%s %d" % kv for kv in row.items()))
if rows:
    print(
        "median of %d presses: " % len(rows)
        + "  ".join("%s %d" % (k, statistics.median(r[k] for r in rows)) for k in rows[0])
    )
