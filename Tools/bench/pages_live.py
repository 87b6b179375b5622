#!/usr/bin/env python3
"""The live 50-page figure: `reel list popular --pages 1-50 --json` against a local stand-in for
TMDB, in one process, through the real live stack (HTTP, the request gate, retries).

The stand-in answers /3/movie/popular?page=N (N = 1..50, 20 movies each, ids of their own) from
the bundled catalog's pages, with HTTP/1.1 keep-alive like TMDB's servers, after `--delay`
milliseconds (a round trip to TMDB is about 30-100 ms). Anything else is a 404.

    python3 Tools/bench/pages_live.py --reel .build-release/release/reel [--runs 7] [--delay 30,8]
        [--baseline OTHER_REEL] [--no-reference] [--trace] [--nagle]

Prints the median and every run's wall time, the peak number of requests in flight and the
most requests that started within any one second (TMDB's limit is about 50). `--baseline` runs
a second Reel build interleaved with the first; `--trace` prints each run's timeline (first
request, page 1 answered, every start, last answer, exit, in ms from launch).

The stand-in behaves as a real server would where a Python default would not: it sends with
TCP_NODELAY (`--nagle` turns that off: each kept-alive answer then waits up to 40 ms for the
client's delayed ACK) and accepts 20 connections at once (a backlog of 5 dropped SYNs, which
come again a second later), and it says `Connection: close` back to a client that asked for it.

The fair reference: issue #10's 0.43 s was a sequential tmdbsimple loop against TMDB's own
servers. The same loop runs here against the same stand-in at the same delay, interleaved with
Reel's runs, in a process of its own (start-up and imports count, as Reel's do), and prints the
movies as one JSON document as Reel does:

    tmdb.REQUESTS_SESSION = requests.Session()
    for page in range(1, 51): results += tmdb.Movies().popular(page=page)["results"]

tmdbsimple sends `Connection: close` with every request, so each page opens a new connection
(on loopback that costs well under a millisecond; against TMDB it is a TLS handshake more).

tmdbsimple and requests come from a venv under Tools/bench/.venv (gitignored), made once with
`python3 -m venv Tools/bench/.venv && Tools/bench/.venv/bin/pip install tmdbsimple`. Without
it the loop falls back to http.client over one keep-alive connection, and says so.

`--delay 30,8,0` runs each delay in turn. The issue's 0.43 s is 8.6 ms a page all told; here
the loop's own costs (Python's start, requests, a connection a page) come on top of the delay.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

CATALOG = Path(__file__).resolve().parents[2] / "Resources" / "Catalog"
VENV_PYTHON = Path(__file__).resolve().parent / ".venv" / "bin" / "python"

# The reference loop, run as `python -c LOOP BASE_URL`: tmdbsimple with one requests.Session,
# pages one after another, then the movies as one JSON document on stdout.
TMDBSIMPLE_LOOP = """
import json, sys
import requests, tmdbsimple as tmdb
tmdb.REQUESTS_SESSION = requests.Session()
results = []
for page in range(1, 51):
    movies = tmdb.Movies()
    movies.base_uri = sys.argv[1] + "/3"
    results += movies.popular(page=page)["results"]
json.dump({"results": results}, sys.stdout)
"""

# The same loop without tmdbsimple: http.client over one keep-alive connection.
HTTP_CLIENT_LOOP = """
import http.client, json, os, sys
from urllib.parse import urlparse
base = urlparse(sys.argv[1])
connection = http.client.HTTPConnection(base.hostname, base.port)
results = []
for page in range(1, 51):
    connection.request("GET", f"/3/movie/popular?page={page}&api_key={os.environ['TMDB_API_KEY']}",
                       headers={"Accept": "application/json"})
    answer = connection.getresponse()
    results += json.loads(answer.read())["results"]
json.dump({"results": results}, sys.stdout)
"""


def reference_loop():
    """The command and a name for the Python loop: tmdbsimple when the venv has it."""
    if VENV_PYTHON.exists():
        probe = subprocess.run([str(VENV_PYTHON), "-c", "import tmdbsimple, requests"], capture_output=True)
        if probe.returncode == 0:
            return [str(VENV_PYTHON), "-c", TMDBSIMPLE_LOOP], "tmdbsimple loop (a connection a page, as tmdbsimple asks)"
    return [sys.executable, "-c", HTTP_CLIENT_LOOP], "http.client loop (keep-alive; no tmdbsimple venv)"


def pages():
    bodies = {}
    for number in range(1, 51):
        source = CATALOG / f"3_movie_popular__page-{(number - 1) % 12 + 1}.json"
        body = json.loads(source.read_text())["response"]["body"]
        body["page"] = number
        body["total_pages"] = 50
        body["total_results"] = 1000
        for movie in body["results"]:
            movie["id"] = number * 10_000_000 + movie["id"] if not os.environ.get("PAGES_KEEP_IDS") else movie["id"]
        bodies[number] = json.dumps(body).encode()
    return bodies


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.active = 0
        self.peak = 0
        self.starts = []
        self.ends = []

    def enter(self):
        with self.lock:
            self.active += 1
            self.peak = max(self.peak, self.active)
            self.starts.append(time.monotonic())

    def leave(self):
        with self.lock:
            self.active -= 1
            self.ends.append(time.monotonic())

    def timeline(self, launched, exited):
        """Where a run's time went, in ms from launching the process."""
        at = lambda instant: f"{(instant - launched) * 1000:.0f}"
        starts = sorted(self.starts)
        ends = sorted(self.ends)
        return (
            f"first request at {at(starts[0])}, page 1 answered at {at(ends[0])}, "
            f"last request at {at(starts[-1])}, last answer at {at(ends[-1])}, exit at {at(exited)}; "
            "starts: " + " ".join(at(when) for when in starts)
        )

    def most_in_a_second(self):
        starts = sorted(self.starts)
        most = 0
        low = 0
        for high, when in enumerate(starts):
            while when - starts[low] >= 1.0:
                low += 1
            most = max(most, high - low + 1)
        return most


class StandIn(ThreadingHTTPServer):
    # A listen backlog of 5 (socketserver's default) drops the SYNs of 20 connections opened at
    # once, and each dropped one is retried a second later: a stall no real server causes.
    request_queue_size = 128
    daemon_threads = True


def make_handler(bodies, stats, delay):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = os.environ.get("PAGES_PROTOCOL", "HTTP/1.1")  # keep-alive, as TMDB
        # TCP_NODELAY, as TMDB's servers (nginx behind a CDN) send. Without it the body, written
        # after the head, waits for the client's delayed ACK of the head: up to 40 ms an answer
        # on a kept-alive connection, a stall of the stand-in's own (`--nagle` shows it).
        disable_nagle_algorithm = not os.environ.get("PAGES_NAGLE")

        def do_GET(self):
            stats.enter()
            if os.environ.get("PAGES_LIVE_DEBUG"): print(self.path, flush=True)
            try:
                url = urlparse(self.path)
                page = parse_qs(url.query).get("page", ["1"])[-1]
                body = bodies.get(int(page)) if url.path == "/3/movie/popular" and page.isdigit() else None
                time.sleep(delay)
                status = 200 if body else 404
                body = body or b'{"status_code": 34, "status_message": "not found"}'
                self.send_response(status)
                if self.headers.get("Connection", "").lower() == "close":
                    # Said back, as TMDB's servers do, so the client does not reuse the connection
                    # (tmdbsimple asks for a new connection for every request).
                    self.send_header("Connection", "close")
                self.send_header("Content-Type", "application/json;charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            finally:
                stats.leave()

        def log_message(self, *args):
            pass

    return Handler


def timed(command, environment):
    """Milliseconds from launch to exit, the printed document, and the launch instant."""
    started = time.monotonic()
    run = subprocess.run(command, env=environment, capture_output=True)
    elapsed = (time.monotonic() - started) * 1000
    if run.returncode != 0:
        raise SystemExit(f"{command[0]} failed: {run.stderr.decode()}")
    return elapsed, json.loads(run.stdout), started


def measure(options, bodies, delay, reference, reference_name):
    """Interleaved runs of Reel and the reference loop at one delay; prints both and the ratio."""
    stats = Stats()
    expected = sum(len(json.loads(body)["results"]) for body in bodies.values())
    server = StandIn(("127.0.0.1", 0), make_handler(bodies, stats, delay / 1000))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    home = tempfile.mkdtemp(prefix="reel-pages-")
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": home,
        "XDG_CONFIG_HOME": f"{home}/config",
        "XDG_CACHE_HOME": f"{home}/cache",
        "XDG_DATA_HOME": f"{home}/data",
        "XDG_STATE_HOME": f"{home}/state",
        "TMDB_API_KEY": "0123456789abcdef0123456789abcdef",
    }
    def reel_command(binary):
        return [binary, "--api-base-url", base, "--no-cache", "list", "popular", "--pages", "1-50", "--json"]

    def reel_run(binary, name):
        """One run of a Reel build, checked; its time, peak in flight and busiest second."""
        stats.__init__()
        elapsed, document, launched = timed(reel_command(binary), environment)
        if options.trace:
            print(f"  {name}: " + stats.timeline(launched, launched + elapsed / 1000))
        if len(stats.starts) != 50:
            raise SystemExit(f"unexpected run: {len(stats.starts)} requests")
        if document.get("page_range") != {"first": 1, "last": 50} or len(document["results"]) != expected:
            # A release build once printed page 1 alone after asking for all 50 (a miscompile
            # in PageSpanFetcher): a figure for a short document would be no figure.
            raise SystemExit(f"reel printed pages {document.get('page_range')}, {len(document['results'])} movies")
        return elapsed, stats.peak, stats.most_in_a_second()

    times = []
    reference_times = []
    peaks = []
    bursts = []
    reference_peaks = []
    baseline = []
    for _ in range(options.runs):
        elapsed, peak, burst = reel_run(options.reel, "reel")
        times.append(elapsed)
        peaks.append(peak)
        bursts.append(burst)
        if options.baseline:
            baseline.append(reel_run(options.baseline, "baseline"))
        if options.no_reference:
            continue
        stats.__init__()
        elapsed, document, launched = timed(reference + [base], environment)
        if options.trace:
            print("  loop: " + stats.timeline(launched, launched + elapsed / 1000))
        reference_times.append(elapsed)
        if len(stats.starts) != 50 or len(document["results"]) != expected:
            raise SystemExit(f"the reference loop made {len(stats.starts)} requests, {len(document['results'])} movies")
        reference_peaks.append(stats.peak)
    server.shutdown()
    median = statistics.median(times)
    sending = "Nagle on" if os.environ.get("PAGES_NAGLE") else "TCP_NODELAY"
    print(f"50 pages as JSON, live vs a local stand-in ({delay:g} ms an answer, keep-alive, {sending}):")
    print(f"  reel: median {median:.0f} ms over {options.runs} runs: " + ", ".join(f"{t:.0f}" for t in times))
    print(f"    peak requests in flight {max(peaks)}, most started within any second {max(bursts)}")
    if baseline:
        print(
            f"  baseline {options.baseline}: median {statistics.median(b[0] for b in baseline):.0f} ms: "
            + ", ".join(f"{b[0]:.0f}" for b in baseline)
            + f" (peak in flight {max(b[1] for b in baseline)}, most started within any second {max(b[2] for b in baseline)})"
        )
    if reference_times:
        reference_median = statistics.median(reference_times)
        print(
            f"  {reference_name}: median {reference_median:.0f} ms: "
            + ", ".join(f"{t:.0f}" for t in reference_times)
            + f" (peak in flight {max(reference_peaks)})"
        )
        print(f"  reel takes {median / reference_median:.2f}x the loop's time ({reference_median / median:.1f}x faster)")
    print(f"  load average {os.getloadavg()[0]:.1f}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reel", default=".build-release/release/reel")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--delay", default="30", help="milliseconds per answer; several as 30,8")
    parser.add_argument("--no-reference", action="store_true", help="Reel alone, no Python loop")
    parser.add_argument("--baseline", help="another Reel build, run interleaved with --reel")
    parser.add_argument("--trace", action="store_true", help="each run's request timeline")
    parser.add_argument("--nagle", action="store_true", help="the stand-in without TCP_NODELAY, as it was")
    options = parser.parse_args()
    if options.nagle:
        os.environ["PAGES_NAGLE"] = "1"

    bodies = pages()
    reference, reference_name = reference_loop()
    for delay in (float(value) for value in options.delay.split(",")):
        measure(options, bodies, delay, reference, reference_name)


if __name__ == "__main__":
    main()
