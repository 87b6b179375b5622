#!/usr/bin/env python3
"""posters.pack under several Reels at once, some killed with SIGKILL mid-run (review44).

    python3 Tools/hostile/pack_stress.py REEL [--rounds 20] [--at-once 4]

Each round starts `--at-once` `reel --replay show ID` (on a pseudo-terminal, so each prints
and converts its poster and appends it to one shared posters.pack), SIGKILLs some of them
at a random moment, and waits for the rest. Then:

- the pack is read the way its layout is written down (ArtPack.swift): whole records up to the
  first that does not add up; damage is only ever at the end of a killed writer's record;
- every record's cells are those a clean Reel converts for that name (no film's cells under
  another film's name);
- a new `reel show` of every film works and prints the same poster a clean cache gives.

Prints one line per finding and a summary; exits 1 when a check fails.
"""

import argparse
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time


def fnv(data):
    value = 2166136261
    for byte in data:
        value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
    return value


def read_pack(path):
    """(records by name, bytes of whole records, file size)."""
    try:
        data = open(path, "rb").read()
    except FileNotFoundError:
        return {}, 0, 0
    if len(data) < 13 or data[:4] != b"RPAK" or data[4] != 1:
        return {}, 0, len(data)
    found, offset = {}, 13
    while offset + 2 <= len(data):
        # A second header (two Reels without the lock between them) is passed over.
        if data[offset:offset + 5] == b"RPAK\x01" and offset + 13 <= len(data):
            offset += 13
            continue
        (name_count,) = struct.unpack_from("<H", data, offset)
        name_end = offset + 2 + name_count
        if name_count > 255 or name_end + 4 > len(data):
            break
        (data_count,) = struct.unpack_from("<I", data, name_end)
        data_end = name_end + 4 + data_count
        if data_count > 1 << 20 or data_end + 4 > len(data):
            break
        name = data[offset + 2:name_end]
        body = data[name_end + 4:data_end]
        (stored,) = struct.unpack_from("<I", data, data_end)
        if stored != fnv(name + body):
            break
        found[name.decode()] = body
        offset = data_end + 4
    return found, offset, len(data)


def environment(home):
    env = dict(os.environ)
    env.update(HOME=home, XDG_CACHE_HOME=f"{home}/cache", XDG_DATA_HOME=f"{home}/data",
               XDG_STATE_HOME=f"{home}/state", XDG_CONFIG_HOME=f"{home}/config",
               TERM="xterm-256color", COLUMNS="80", LINES="24")
    for name in ("TMDB_API_KEY", "TMDB_ACCESS_TOKEN", "TMUX"):
        env.pop(name, None)
    return env


def show(reel, film, env):
    """A `reel show` on a pseudo-terminal (so that it prints its poster)."""
    command = f"{reel} --replay show {film} --images symbols"
    return subprocess.Popen(["script", "-qec", command, "/dev/null"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)


def poster_of(output):
    return b"\n".join(line for line in output.splitlines() if b"\x1b[0;" in line)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reel")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--at-once", type=int, default=4)
    parser.add_argument("--films", default="11 13 15 19 22 28 38 55 62 64 78 79 85 98 99 101")
    parser.add_argument("--seed", type=int, default=44)
    args = parser.parse_args()
    random.seed(args.seed)
    films = args.films.split()
    work = tempfile.mkdtemp(prefix="reel-pack-stress-")
    failures = []

    # The clean answers: each film alone, one after another, in a cache of its own.
    clean_env = environment(f"{work}/clean")
    clean = {}
    for film in films:
        out, _ = show(args.reel, film, clean_env).communicate(timeout=60)
        clean[film] = poster_of(out)
    reference, _, _ = read_pack(f"{work}/clean/cache/reel/posters.pack")
    print(f"clean: {len(reference)} converted posters, {sum(bool(p) for p in clean.values())} printed")

    env = environment(f"{work}/shared")
    pack = f"{work}/shared/cache/reel/posters.pack"
    killed = 0
    for round_number in range(args.rounds):
        running = [show(args.reel, random.choice(films), env) for _ in range(args.at_once)]
        victims = random.sample(running, random.randint(0, len(running)))
        time.sleep(random.uniform(0.0, 0.25))
        for process in victims:
            os.killpg(process.pid, signal.SIGKILL)
            killed += 1
        for process in running:
            try:
                process.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                failures.append(f"round {round_number}: a reel show did not end in 60 s")
        records, whole, size = read_pack(pack)
        for name, body in records.items():
            if name in reference and reference[name] != body:
                failures.append(f"round {round_number}: {name} holds other cells than a clean Reel's")
        if whole < size:
            print(f"round {round_number}: {size - whole} bytes after the last whole record "
                  f"(a killed writer's), {len(records)} records")

    # The next start: every film once more, one at a time, must print what a clean cache does.
    records, whole, size = read_pack(pack)
    for film in films:
        process = show(args.reel, film, env)
        out, err = process.communicate(timeout=60)
        if process.returncode != 0:
            failures.append(f"next start: reel show {film} exited {process.returncode}: {err[-200:]!r}")
        elif poster_of(out) != clean[film]:
            failures.append(f"next start: reel show {film} printed another poster than a clean cache")
    after, whole_after, size_after = read_pack(pack)
    print(f"{args.rounds} rounds of {args.at_once}, {killed} killed; pack before the next start: "
          f"{len(records)} records, {size - whole} damaged bytes; after: {len(after)} records, "
          f"{size_after - whole_after} damaged bytes")
    for line in failures:
        print("FAIL", line)
    shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
