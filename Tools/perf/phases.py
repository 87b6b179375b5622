#!/usr/bin/env python3
"""Where the wall time of a key press goes, from kernel tracepoints (no PMU needed).

usage: Tools/perf/phases.py BIN [INTERVAL_MS] [PRESSES] [KEY] [START]
  BIN: a release reel with Reel_ReplayCatalog.resources beside it. Defaults: 60 ms apart,
  25 presses of j on popular (a j that does not scroll the list, as reel-bench presses).

Runs reel in a pty at 120x40 (replay), settles it, then records sched_switch and every system
call of its threads with `perf record` while it presses KEY every INTERVAL ms. For each press
of the loop's thread it prints the medians of:
  wake -> read   user time from the wait's return to the read of the key (ncurses, the loop)
  read           the read(2) of the key
  frame          user time from the read to the frame's write(2): handling and drawing
  write          the write(2) of the frame
  write -> sleep user time after the write until the thread sleeps again
Comparing INTERVAL 60 with 3 separates what a cold press costs from what its work costs
(Nov 2026, this machine: the frame took 112 µs 60 ms apart and 51 µs 3 ms apart).
The time before poll returns (the wake) is not seen: it runs before the thread does.
"""

import fcntl
import os
import pty
import re
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

binary = os.path.abspath(sys.argv[1])
interval = float(sys.argv[2] if len(sys.argv) > 2 else 60) / 1000
presses = int(sys.argv[3] if len(sys.argv) > 3 else 25)
key = sys.argv[4] if len(sys.argv) > 4 else "j"
start = sys.argv[5] if len(sys.argv) > 5 else "popular"

home = tempfile.mkdtemp()
env = {"HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    env[name] = os.path.join(home, name)
pid, fd = pty.fork()
if pid == 0:
    os.execve(binary, [binary, "--replay", "--start", start], env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))


def drain(seconds):
    end = time.time() + seconds
    while True:
        ready, _, _ = select.select([fd], [], [], max(0, end - time.time()))
        if not ready:
            return
        try:
            os.read(fd, 65536)
        except OSError:
            return


drain(3.0)
for warm in ("j", "j", "j", "k", "k", "k"):  # first-use work is not a press's steady cost
    os.write(fd, warm.encode())
    drain(0.2)
data = os.path.join(home, "phases.data")
perf = subprocess.Popen(
    ["perf", "record", "-q", "-e", "sched:sched_switch", "-e", "raw_syscalls:sys_enter",
     "-e", "raw_syscalls:sys_exit", "-p", str(pid), "-o", data],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1.0)
for _ in range(presses):
    os.write(fd, key.encode())
    drain(interval)
time.sleep(0.3)
perf.send_signal(2)
perf.wait()
os.write(fd, b"q")
drain(0.5)
try:
    os.waitpid(pid, 0)
except ChildProcessError:
    pass

script = subprocess.run(["perf", "script", "-i", data, "-F", "tid,time,event,trace"],
                        capture_output=True, text=True).stdout
events = []
for line in script.splitlines():
    match = re.match(r"\s*(\d+)\s+([\d.]+):\s+(\S+):\s+(.*)", line)
    if match:
        events.append((int(match[1]), float(match[2]), match[3], match[4]))
readers = [e[0] for e in events if e[2].endswith("sys_enter") and e[3].startswith("NR 0 (0,")]
if not readers:
    sys.exit("no read of the terminal was traced (is perf allowed to trace? run as root)")
loop = max(set(readers), key=readers.count)
mine = [e for e in events if e[0] == loop]
phases = {"wake -> read": [], "read": [], "frame": [], "write": [], "write -> sleep": []}
for i, (_, at, event, text) in enumerate(mine):
    # the wait returns (poll, or epoll_wait since Nov 2026), read(0) enters and exits,
    # write(1) enters and exits: one press.
    waited = text.startswith("NR 7 ") or text.startswith("NR 232 ")
    if not (event.endswith("sys_exit") and waited) or i + 4 >= len(mine):
        continue
    read_in, read_out, write_in, write_out = mine[i + 1:i + 5]
    if not (read_in[3].startswith("NR 0 (0,") and write_in[3].startswith("NR 1 (1,")):
        continue
    phases["wake -> read"].append(read_in[1] - at)
    phases["read"].append(read_out[1] - read_in[1])
    phases["frame"].append(write_in[1] - read_out[1])
    phases["write"].append(write_out[1] - write_in[1])
    for later in mine[i + 5:i + 12]:
        if later[2].endswith("sched_switch") and "prev_state=S" in later[3]:
            phases["write -> sleep"].append(later[1] - write_out[1])
            break
print("%d presses of %s, %.0f ms apart (medians, µs):" % (
    len(phases["frame"]), key, interval * 1000))
for name, values in phases.items():
    if values:
        print("  %-15s %7.1f" % (name, statistics.median(values) * 1e6))
