#!/usr/bin/env python3
"""Distinct code lines (64 B) and pages (4 KB) each press executes, from presses.sh's dumps.

usage: pages.py OUT.PID.1 OUT.PID.2 ...   (dumps with no instructions are skipped; the
binary is the object whose path ends in /reel)

Per press: in reel's own binary (the code its layout decides) and in all objects (libc,
ncurses, ... included). I1mr is callgrind's count of code-line misses from empty caches, the
same as footprint.sh's "code lines"; the line count from addresses should agree with it
(an instruction that straddles two lines is counted once here).
"""

import statistics
import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
from cgdump import Dump  # noqa: E402

rows = []
for path in sys.argv[1:]:
    d = Dump(path)
    executed = [i for i in d.instructions if i[3].get("Ir", 0) > 0]
    if not executed:
        continue
    binary = max({i[0] for i in executed}, key=lambda ob: ob.endswith("/reel"))
    mine = [i for i in executed if i[0] == binary]
    ir = sum(i[3]["Ir"] for i in executed)
    i1mr = sum(i[3].get("I1mr", 0) for i in executed)
    row = {
        "Ir": ir,
        "I1mr": i1mr,
        "lines": len({(i[0], i[2] >> 6) for i in executed}),
        "pages": len({(i[0], i[2] >> 12) for i in executed}),
        "reel lines": len({i[2] >> 6 for i in mine}),
        "reel pages": len({i[2] >> 12 for i in mine}),
        "reel functions": len({i[1] for i in mine}),
    }
    rows.append(row)
    print(path, "  ".join("%s %d" % kv for kv in row.items()))
if rows:
    print(
        "median of %d presses: " % len(rows)
        + "  ".join("%s %d" % (k, statistics.median(r[k] for r in rows)) for k in rows[0])
    )
