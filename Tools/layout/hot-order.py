#!/usr/bin/env python3
"""Makes the linker's order file from presses.sh's dumps: the functions of reel's own binary
that the recorded key presses executed, as the gold section names -function-sections gives them
(".text.<symbol>"), the ones more kinds of press share first.

usage: hot-order.py OUT.PID.1 OUT.PID.2 ... > hot-functions.txt

Order: functions run by more kinds of key (j, k, l, NPage, a search letter ...) first, then by
more presses, then by more instructions; so the code every press runs is one contiguous block,
and each kind's own code follows it. A function compiled without its own section (the Swift
standard library's Swift code, the package dependencies) has no such section: gold ignores the
line, so a stale or missing name costs nothing but its place.
"""

import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from cgdump import Dump  # noqa: E402

kinds = collections.defaultdict(set)
presses = collections.Counter()
instructions = collections.Counter()
for path in sys.argv[1:]:
    key = path
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("desc: Trigger:"):
                key = line.split()[-1]
                break
    d = Dump(path)
    seen = set()
    for ob, fn, _, costs in d.instructions:
        if ob and ob.endswith("/reel") and costs.get("Ir", 0) > 0 and fn:
            fn = re.sub(r"'\d+$", "", fn)  # callgrind's mark of a recursion depth
            seen.add(fn)
            instructions[fn] += costs["Ir"]
    for fn in seen:
        kinds[fn].add(key)
        presses[fn] += 1

order = sorted(instructions, key=lambda fn: (-len(kinds[fn]), -presses[fn], -instructions[fn], fn))
for fn in order:
    if fn.startswith("0x"):  # no symbol: nothing the linker could name
        continue
    print(".text." + fn)
