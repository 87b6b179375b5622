#!/usr/bin/env python3
"""Makes the linker's order file from presses.sh's dumps: the functions of reel's own binary
that the recorded key presses executed, as the gold section names -function-sections gives them
(".text.<symbol>"), the ones more kinds of press share first.

usage: hot-order.py [--calls] OUT.PID.1 OUT.PID.2 ... > hot-functions.txt

Order: functions run by more kinds of press first (kinds, most wanted first: a move in the list
j/k, a move along a home row l/h, a page PgDn/PgUp, a letter typed in search), then by the
most wanted kind they serve, then by more presses, then by more instructions; so the code every
press runs is one contiguous block, and each kind's own code follows it, j's first. A function compiled without its own section (the Swift
standard library's Swift code, the package dependencies) has no such section: gold ignores the
line, so a stale or missing name costs nothing but its place.
"""

import collections
import os
import re
import sys

KINDS = ["list", "row", "page", "search"]  # most wanted first
KIND_OF_KEY = {"j": "list", "k": "list", "l": "row", "h": "row", "NPage": "page", "PPage": "page"}

sys.path.insert(0, os.path.dirname(__file__))
from cgdump import Dump  # noqa: E402


def clean(fn):
    return re.sub(r"'\d+$", "", fn)  # callgrind's mark of a recursion depth


call_order = "--calls" in sys.argv
kinds = collections.defaultdict(set)
presses = collections.Counter()
instructions = collections.Counter()
callees = collections.defaultdict(dict)  # caller -> its callees, in the order first seen
for path in (a for a in sys.argv[1:] if a != "--calls"):
    key = path
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("desc: Trigger:"):
                key = KIND_OF_KEY.get(line.split()[-1], "search")
                break
    d = Dump(path)
    seen = set()
    for ob, fn, _, costs in d.instructions:
        if ob and ob.endswith("/reel") and costs.get("Ir", 0) > 0 and fn:
            fn = clean(fn)
            seen.add(fn)
            instructions[fn] += costs["Ir"]
    for fn in seen:
        kinds[fn].add(key)
        presses[fn] += 1
    for ob, caller, callee_ob, callee, _ in d.calls:
        if ob and ob.endswith("/reel") and callee_ob and callee_ob.endswith("/reel"):
            callees[clean(caller or "")].setdefault(clean(callee or ""), None)


def rank(fn):
    wanted = min(KINDS.index(k) if k in KINDS else len(KINDS) for k in kinds[fn])
    return (-len(kinds[fn]), wanted, -presses[fn], -instructions[fn], fn)


order = sorted(instructions, key=rank)
if call_order:
    # Within each group of the same rank (the same number of kinds, the same most wanted kind),
    # callers before their callees, depth first from the hottest: about the order they run in,
    # so a press walks its block forwards.
    groups = collections.defaultdict(list)
    for fn in order:
        groups[rank(fn)[:2]].append(fn)
    placed, laid = set(), []
    for group in sorted(groups):
        members = set(groups[group])
        for root in groups[group]:
            stack = [root]
            while stack:
                fn = stack.pop()
                if fn in placed or fn not in members:
                    continue
                placed.add(fn)
                laid.append(fn)
                stack.extend(reversed(list(callees[fn])))
    order = laid
for fn in order:
    if fn.startswith("0x"):  # no symbol: nothing the linker could name
        continue
    print(".text." + fn)
