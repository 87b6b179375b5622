#!/usr/bin/env python3
"""thread_cost.py: CPU per key press of each thread (schedstat), in a pty at 120x40, replay.

  python3 Tools/perf/thread_cost.py BIN HOME [PRESSES] [KEY]

Starts on home, presses KEY (default l) PRESSES times (default 30), each after the output went
quiet for 60 ms (as reel-bench does), and prints µs a press in all and per thread. Run twice
with the same HOME: the first run converts posters (a first visit), the second reads them from
posters.pack.
"""
import os, pty, sys, time, select, struct, fcntl, termios
binary, home = sys.argv[1], sys.argv[2]
presses = int(sys.argv[3]) if len(sys.argv) > 3 else 30
key = sys.argv[4] if len(sys.argv) > 4 else "l"
os.makedirs(home, exist_ok=True)
env = {"HOME": home, "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
for n in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"]:
    env[n] = home + "/" + n
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    os.execve(binary, [binary, "--replay", "--start", "home"], env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
buf = b""
def drain(quiet):
    global buf
    n = 0
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r: return n
        try: d = os.read(fd, 65536)
        except OSError: return n
        buf += d[-100000:]
        n += len(d)
t0 = time.time()
while b"Trending this week" not in buf and time.time() - t0 < 10: drain(0.05)
drain(0.5)
def sched():
    t = {}
    for th in os.listdir(f"/proc/{pid}/task"):
        try:
            t[th] = (int(open(f"/proc/{pid}/task/{th}/schedstat").read().split()[0]), open(f"/proc/{pid}/task/{th}/comm").read().strip())
        except OSError: pass
    return t
a = sched(); total = 0
for i in range(presses):
    os.write(fd, key.encode()); total += drain(0.06)
b = sched()
allt = 0
rows = []
for th, (c, name) in b.items():
    d = c - a.get(th, (0, ""))[0]
    allt += d
    if d > 0: rows.append((d, th, name))
rows.sort(reverse=True)
print(f"all {allt/presses/1000:.1f} us/press, bytes/press {total/presses:.0f}; " + ", ".join(f"{n}[{'main' if th==str(pid) else th}] {d/presses/1000:.1f}" for d, th, n in rows))
os.kill(pid, 9); os.waitpid(pid, 0)
