#!/usr/bin/env python3
"""The live 50-page figure: `reel list popular --pages 1-50 --json` against a local stand-in for
TMDB, in one process, through the real live stack (HTTP, the request gate, retries).

The stand-in answers /3/movie/popular?page=N (N = 1..50, 20 movies each, ids of their own) from
the bundled catalog's pages, with HTTP/1.1 keep-alive like TMDB's servers, after `--delay`
milliseconds (a round trip to TMDB is about 30-100 ms). Anything else is a 404.

    python3 Tools/bench/pages_live.py --reel .build-release/release/reel [--runs 7] [--delay 30]

Prints the median and every run's wall time, the peak number of requests in flight and the
most requests that started within any one second (TMDB's limit is about 50).
"""

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

CATALOG = Path(__file__).resolve().parents[2] / "Resources" / "Catalog"


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

    def enter(self):
        with self.lock:
            self.active += 1
            self.peak = max(self.peak, self.active)
            self.starts.append(time.monotonic())

    def leave(self):
        with self.lock:
            self.active -= 1

    def most_in_a_second(self):
        starts = sorted(self.starts)
        most = 0
        low = 0
        for high, when in enumerate(starts):
            while when - starts[low] >= 1.0:
                low += 1
            most = max(most, high - low + 1)
        return most


def make_handler(bodies, stats, delay):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = os.environ.get("PAGES_PROTOCOL", "HTTP/1.1")  # keep-alive, as TMDB

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
                self.send_header("Content-Type", "application/json;charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            finally:
                stats.leave()

        def log_message(self, *args):
            pass

    return Handler


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reel", default=".build-release/release/reel")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--delay", type=float, default=30, help="milliseconds per answer")
    options = parser.parse_args()

    stats = Stats()
    bodies = pages()
    expected = sum(len(json.loads(body)["results"]) for body in bodies.values())
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(bodies, stats, options.delay / 1000))
    server.daemon_threads = True
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
    command = [options.reel, "--api-base-url", base, "--no-cache", "list", "popular", "--pages", "1-50", "--json"]
    times = []
    peaks = []
    bursts = []
    for _ in range(options.runs):
        stats.__init__()
        started = time.monotonic()
        run = subprocess.run(command, env=environment, capture_output=True)
        times.append((time.monotonic() - started) * 1000)
        if run.returncode != 0:
            raise SystemExit(f"reel failed: {run.stderr.decode()}")
        document = json.loads(run.stdout)
        if len(stats.starts) != 50:
            raise SystemExit(f"unexpected run: {len(stats.starts)} requests")
        if document.get("page_range") != {"first": 1, "last": 50} or len(document["results"]) != expected:
            # A release build once printed page 1 alone after asking for all 50 (a miscompile
            # in PageSpanFetcher): a figure for a short document would be no figure.
            raise SystemExit(f"reel printed pages {document.get('page_range')}, {len(document['results'])} movies")
        peaks.append(stats.peak)
        bursts.append(stats.most_in_a_second())
    server.shutdown()
    print(f"50 pages as JSON, live vs a local stand-in ({options.delay:g} ms an answer, keep-alive):")
    print(f"  median {statistics.median(times):.0f} ms over {options.runs} runs: " + ", ".join(f"{t:.0f}" for t in times))
    print(f"  peak requests in flight {max(peaks)}, most started within any second {max(bursts)}")
    print(f"  load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
