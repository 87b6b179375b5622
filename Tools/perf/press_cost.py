#!/usr/bin/env python3
"""press_cost.py: what one key press costs a program in a pty, all threads (schedstat), with
the user/system split from /proc/PID/stat ticks, optionally under `perf record`.

  python3 Tools/perf/press_cost.py BINARY PRESSES [PERF_OUT|none] [ARGS...]

Presses j (20 at a time, then k) 8 ms apart at 120x40 once the program has drawn; ARGS default
to `--replay --start popular` (for Reel). To see the floor of waking on a key in this machine,
compare with Tools/perf/press_floor.c (gcc -O2 -o /tmp/press_floor Tools/perf/press_floor.c;
python3 Tools/perf/press_cost.py /tmp/press_floor 3000 none 700: ~25 us on the CI guest),
`less FILE` and `vim -u NONE FILE`.
"""
import os, pty, sys, time, select, struct, fcntl, termios, subprocess
binary = sys.argv[1]; presses = int(sys.argv[2]); mode = sys.argv[3] if len(sys.argv) > 3 else "none"
args = sys.argv[4:] if len(sys.argv) > 4 else ["--replay", "--start", "popular"]
home = "/tmp/press-cost-home"; os.makedirs(home, exist_ok=True)
env = {"GLIBC_TUNABLES": os.environ.get("GLIBC_TUNABLES", ""), "HOME": home, "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": home+"/cfg", "XDG_CACHE_HOME": home+"/cache", "XDG_DATA_HOME": home+"/data"}
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    os.execve(binary, [binary] + args, env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
def drain(quiet):
    n = 0
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r: return n
        try: d = os.read(fd, 65536)
        except OSError: return n
        n += len(d)
drain(1.5)
for k in "jjjkkk": os.write(fd, k.encode()); drain(0.06)
drain(0.3)
def stat():
    f = open(f"/proc/{pid}/stat").read().split(")")[1].split()
    return int(f[11]), int(f[12])
def sched():
    t = 0
    for th in os.listdir(f"/proc/{pid}/task"):
        t += int(open(f"/proc/{pid}/task/{th}/schedstat").read().split()[0])
    return t
perf = None
if mode != "none":
    perf = subprocess.Popen(["perf", "record", "-q", "-e", "cpu-clock", "-F", "20000", "-g", "-p", str(pid), "-o", mode], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
u0, s0 = stat(); c0 = sched(); total = 0
for i in range(presses):
    os.write(fd, b"j" if (i // 20) % 2 == 0 else b"k")
    total += drain(0.008)
u1, s1 = stat(); c1 = sched()
if perf: perf.send_signal(2); perf.wait()
print(f"presses {presses} bytes/press {total/presses:.0f} sched µs/press {(c1-c0)/presses/1000:.1f} user ticks {u1-u0} sys ticks {s1-s0}")
os.kill(pid, 9)
