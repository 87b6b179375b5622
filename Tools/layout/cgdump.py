"""Reads a callgrind dump made with --dump-instr=yes (presses.sh): the instructions it executed.

Shared by pages.py and hot-order.py. Handles callgrind's name compression ("fn=(12) name" once,
"fn=(12)" after) and position compression ("+4", "-8", "*"); the cost line after a calls= line
is the call's inclusive cost, not an instruction of the caller, so it is marked as a call.
"""

import re

_NAMED = re.compile(r"\((\d+)\)(?: (.*))?")


class Dump:
    def __init__(self, path):
        self.path = path
        self.events = []
        self.positions = ["line"]
        self.total = {}
        self.instructions = []  # (object, function, address, {event: count})
        self.calls = []  # (object, caller, callee object, callee, count), in the file's order
        self._read()

    def _read(self):
        names = {"ob": {}, "fn": {}}
        ob = fn = None
        cob = cfn = None
        previous = []
        after_calls = False
        with open(self.path, errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                if not line:
                    continue
                head = line[0]
                if head.isdigit() or head in "+-*" or line.startswith("0x"):
                    fields = line.split()
                    npos = len(self.positions)
                    pos = []
                    for i in range(npos):
                        p = fields[i] if i < len(fields) else "*"
                        if p == "*":
                            pos.append(previous[i] if i < len(previous) else 0)
                        elif p[0] in "+-":
                            pos.append((previous[i] if i < len(previous) else 0) + int(p))
                        else:
                            pos.append(int(p, 0))
                    previous = pos
                    if after_calls:
                        after_calls = False
                        continue
                    costs = dict(zip(self.events, map(int, fields[npos:])))
                    self.instructions.append((ob, fn, pos[0], costs))
                    continue
                key, _, value = line.partition("=")
                if key in ("ob", "fn"):
                    m = _NAMED.fullmatch(value)
                    if m:
                        if m.group(2) is not None:
                            names[key][m.group(1)] = m.group(2)
                        value = names[key].get(m.group(1), value)
                    if key == "ob":
                        ob = value
                    else:
                        fn = value
                elif key in ("cob", "cfn"):
                    m = _NAMED.fullmatch(value)
                    if m:
                        if m.group(2) is not None:
                            names[key[1:]][m.group(1)] = m.group(2)
                        value = names[key[1:]].get(m.group(1), value)
                    if key == "cob":
                        cob = value
                    else:
                        cfn = value
                elif key == "calls":
                    after_calls = True
                    self.calls.append((ob, fn, cob or ob, cfn, int(value.split()[0])))
                    cob = cfn = None
                elif line.startswith("events:"):
                    self.events = line.split()[1:]
                elif line.startswith("positions:"):
                    self.positions = line.split()[1:]
                elif line.startswith("totals:"):
                    self.total = dict(zip(self.events, map(int, line.split()[1:])))
