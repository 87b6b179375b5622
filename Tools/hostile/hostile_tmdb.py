#!/usr/bin/env python3
"""A hostile stand-in for TMDB, for trying Reel's live mode by hand (review40).

    python3 Tools/hostile/hostile_tmdb.py [--port 8765]
    TMDB_API_KEY=0123456789abcdef0123456789abcdef \\
      TMDB_API_BASE_URL=http://127.0.0.1:8765/MODE[~MATCH] reel list popular

The first segment of the path is the mode; `~MATCH` limits it to requests whose path holds
MATCH (everything else is answered from the bundled catalog, or made up when the catalog has
no such answer). The configuration points posters back at this server, under /pix-MODE/ when
the mode begins with `poster-`, so a poster fault comes with ordinary pages.

Transport modes: drip (a body byte a second), stall (never answers), slowhead (the head a byte
a second), info100 (1xx answers without end), badchunk, hugechunk (a chunk of 2^64-1 bytes),
endlesschunk, longer (more body than Content-Length), http10 (no length, then close), reset
(a reset after half the body), gzipbomb, zstdbomb, gzip5 (five gzip layers), bighead (one 1 MB
header), ratelimit (429, Retry-After: 300), redirfile, redirftp, redirdata, redirscheme (//other-host), redirloop.

Answer modes: deep (JSON nested 100,000 deep), bigarray (10^6 results), dupkeys, nan,
bigints, bom, badutf8, escapes (terminal escapes, bidi overrides, ZWJ in titles), bigtitle
(a 1 MB title), page7 (page 7 whatever was asked), pages0, pagesneg, pageshuge, sameid (the
same ids on every page), imgother, imgfile, imgdotdot (a configuration whose image base URL is
another host, file:// or climbs with ..).

Poster modes: poster-big (50 MB), poster-dims (a JPEG header of 50,000 x 50,000), poster-png,
poster-svg, poster-webp, poster-gzipbomb. Encodings: utf16, utf16bom, utf32 (JSON in UTF-16/32).

`/live/...` answers in the mode last set with `/_set/MODE` (plain at first): one base URL,
and so one response cache, across modes.

Every request is printed on stderr (so a key sent where it must not go shows).
"""

import argparse
import glob
import gzip
import json
import os
import socket
import subprocess
import sys
import threading
import time
import zlib
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

CATALOG = Path(__file__).resolve().parents[2] / "Resources" / "Catalog"
LOG_LOCK = threading.Lock()
CURRENT = {"mode": "plain"}


def log(*parts):
    with LOG_LOCK:
        print(*parts, file=sys.stderr, flush=True)


def catalog_answer(path, query):
    """The catalog's body for path+query, or a made-up TMDB-shaped one."""
    page = query.get("page", "1")
    name = path.strip("/").replace("/", "_")
    for candidate in (f"{name}__page-{page}.json", f"{name}.json"):
        file = CATALOG / candidate
        if file.exists():
            return json.loads(file.read_text())["response"]["body"]
    found = glob.glob(str(CATALOG / f"{glob.escape(name)}__*"))
    if found:
        return json.loads(Path(found[0]).read_text())["response"]["body"]
    if "page" in query or path.startswith("/3/search") or path.startswith("/3/discover"):
        return made_up_page(int(page) if page.isdigit() else 1)
    return {"status_code": 34, "status_message": "The resource you requested could not be found."}


def made_up_page(page, ids=None):
    ids = ids or range(page * 100, page * 100 + 20)
    results = [
        {"id": i, "title": f"Film {i}", "release_date": "2020-01-01", "vote_average": 7.0,
         "poster_path": f"/p{i}.jpg", "overview": "A film.", "genre_ids": [18]}
        for i in ids
    ]
    return {"page": page, "results": results, "total_pages": 5, "total_results": 100}


def configuration(host, mode):
    base = f"http://{host}/pix-{mode}/" if mode.startswith("poster-") else f"http://{host}/pix/"
    if mode == "imgother":
        base = "http://127.0.0.2:9/"
    elif mode == "imgfile":
        base = "file:///etc/"
    elif mode == "imgdotdot":
        base = f"http://{host}/pix/../../../etc/"
    return {
        "images": {
            "base_url": base, "secure_base_url": base,
            "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "original"],
            "backdrop_sizes": ["w300", "original"], "profile_sizes": ["w45", "original"],
        }
    }


def small_jpeg():
    file = next(iter(sorted((CATALOG / "posters").glob("*.jpg"))), None)
    return file.read_bytes() if file else b"\xff\xd8\xff\xd9"


def jpeg_with_dimensions(width, height):
    """A JPEG whose SOF0 names width x height, the rest of a real small JPEG's segments."""
    data = bytearray(small_jpeg())
    index = 2
    while index + 4 < len(data):
        marker, length = data[index + 1], int.from_bytes(data[index + 2:index + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2):
            data[index + 5:index + 7] = height.to_bytes(2, "big")
            data[index + 7:index + 9] = width.to_bytes(2, "big")
            break
        index += 2 + length
    return bytes(data)


def gzip_bomb(size):
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b" " * (1 << 20)
    out = [compressor.compress(b"{")]
    for _ in range(size >> 20):
        out.append(compressor.compress(chunk))
    out.append(compressor.flush())
    return b"".join(out)


def zstd_bomb(size):
    raw = b"{" + b" " * size
    return subprocess.run(["zstd", "-19", "-c", "--long=27"], input=raw, capture_output=True).stdout


def head(status, headers, length=None, version="HTTP/1.1"):
    lines = [f"{version} {status} X"]
    if length is not None:
        lines.append(f"Content-Length: {length}")
    lines.append("Connection: close")
    lines += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


JSON = {"Content-Type": "application/json;charset=utf-8"}

# Heads a parser may trip on, each followed by the ordinary body.
RAW_HEADS = {
    "clneg": lambda status, n: b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n",
    "cldup": lambda status, n: b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\nContent-Length: 3\r\n\r\n" % n,
    "clhuge": lambda status, n: b"HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999\r\n\r\n",
    "tecl": lambda status, n: b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n" % n,
    "teodd": lambda status, n: b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n",
    "ceodd": lambda status, n: b"HTTP/1.1 200 OK\r\nContent-Encoding: x-unknown\r\nContent-Length: %d\r\n\r\n" % n,
    "status999": lambda status, n: b"HTTP/1.1 999 Odd\r\nContent-Length: %d\r\n\r\n" % n,
    "status2000": lambda status, n: b"HTTP/1.1 2000 Odd\r\nContent-Length: %d\r\n\r\n" % n,
    "status0": lambda status, n: b"HTTP/1.1 000 Odd\r\nContent-Length: %d\r\n\r\n" % n,
    "http2pre": lambda status, n: b"HTTP/2 200\r\nContent-Length: %d\r\n\r\n" % n,
    "http09": lambda status, n: b"",
    "nulhead": lambda status, n: b"HTTP/1.1 200 OK\r\nX-A: a\x00b\r\nContent-Length: %d\r\n\r\n" % n,
    "foldhead": lambda status, n: b"HTTP/1.1 200 OK\r\nX-A: a\r\n folded\r\nContent-Length: %d\r\n\r\n" % n,
    "lfonly": lambda status, n: b"HTTP/1.1 200 OK\nContent-Length: %d\n\n" % n,
}


def answer_body(mode, path, query, host):
    """The body (bytes) for an answer mode, or None to answer normally."""
    if path == "/3/configuration" and mode != "bigsizes":
        return json.dumps(configuration(host, mode)).encode()
    page = int(query.get("page", "1")) if query.get("page", "1").isdigit() else 1
    big = big_answer(mode, path, page)
    if big is not None:
        return big
    if mode == "deep":
        return b"[" * 100_000 + b"]" * 100_000
    if mode == "bigarray":
        return b'{"page":%d,"total_pages":5,"total_results":100,"results":[' % page + \
            b",".join([b"{}"] * 1_000_000) + b"]}"
    if mode == "dupkeys":
        body = made_up_page(page)
        text = json.dumps(body)
        return text.replace('"page": %d' % page, '"page": %d, "page": 9, "page": %d' % (page, page)).encode()
    if mode == "nan":
        return json.dumps(made_up_page(page)).replace("7.0", "NaN").encode()
    if mode == "bigints":
        return json.dumps(made_up_page(page)).replace('"total_results": 100',
                                                       '"total_results": 99999999999999999999999').encode()
    if mode == "bom":
        return b"\xef\xbb\xbf" + json.dumps(catalog_answer(path, query)).encode()
    if mode == "badutf8":
        return json.dumps(made_up_page(page)).replace("A film.", "A \\u0000 film.").encode() \
            .replace(b"Film 1", b"Film \xc0\xaf\xed\xa0\x80\xff1")
    if mode == "escapes":
        body = made_up_page(page)
        for i, movie in enumerate(body["results"]):
            movie["title"] = ["\x1b]52;c;SGVsbG8=\x07Copy", "\u202eevil\u202c", "\x1b[2J\x1b[31mRed",
                              "👨\u200d👩\u200d👧 family", "\x9b31mC1", "a\u0301\u0301\u0301" * 50][i % 6]
        return json.dumps(body).encode()
    if mode == "bigtitle":
        body = made_up_page(page)
        body["results"][0]["title"] = "W" * (1 << 20)
        body["results"][1]["overview"] = "word " * 200_000
        return json.dumps(body).encode()
    if mode == "page7":
        return json.dumps(made_up_page(7)).encode()
    if mode in ("pages0", "pagesneg", "pageshuge"):
        body = made_up_page(page)
        value = {"pages0": 0, "pagesneg": -5, "pageshuge": 2 ** 63 - 1}[mode]
        body["total_pages"] = value
        body["total_results"] = value
        return json.dumps(body).encode()
    if mode in ("utf16", "utf16bom", "utf32"):
        text = json.dumps(catalog_answer(path, query), ensure_ascii=False)
        return {"utf16": text.encode("utf-16-le"), "utf16bom": text.encode("utf-16"),
                "utf32": text.encode("utf-32-le")}[mode]
    if mode == "sameid":
        return json.dumps(made_up_page(page, ids=range(1, 21))).encode()
    return None


def big_answer(mode, path, page):
    """Lists as long as 8 MB allows, where each screen reads one."""
    credit = '{"id":%d,"title":"F%d","character":"c","release_date":"2001-01-01","popularity":%d}'
    if mode == "bigcredits" and path.startswith("/3/person/"):
        cast = ",".join(credit % (i, i, i % 97) for i in range(90_000))
        return ('{"id":1,"name":"Many Films","biography":"b","movie_credits":{"cast":[%s],"crew":[]}}'
                % cast).encode()
    if mode == "bigbio" and path.startswith("/3/person/"):
        return json.dumps({"id": 1, "name": "Long Life", "biography": "word " * 1_500_000,
                           "also_known_as": ["alias %d" % i for i in range(50_000)],
                           "place_of_birth": "p" * 100_000,
                           "movie_credits": {"cast": [], "crew": []}}).encode()
    if mode == "bigparts" and path.startswith("/3/collection/"):
        parts = ",".join('{"id":%d,"title":"P%d","release_date":"2001-01-01"}' % (i, i) for i in range(110_000))
        return ('{"id":10,"name":"Huge","overview":"%s","parts":[%s]}' % ("o " * 500_000, parts)).encode()
    if mode == "bigcast" and path.startswith("/3/movie/") and path.count("/") == 3:
        cast = ",".join('{"id":%d,"name":"N%d","character":"c","order":%d}' % (i, i, i) for i in range(140_000))
        return ('{"id":%s,"title":"Big Cast","credits":{"cast":[%s],"crew":[]}}' % (path.split("/")[3], cast)).encode()
    if mode == "bigproviders" and path.endswith("/watch/providers"):
        countries = ",".join('"%s":{"link":"https://x","flatrate":[{"provider_id":%d,"provider_name":"S%d"}]}'
                             % ("C%05d" % i, i, i) for i in range(60_000))
        return ('{"id":1,"results":{%s}}' % countries).encode()
    if mode == "bigsizes" and path == "/3/configuration":
        return json.dumps({"images": {"secure_base_url": "http://127.0.0.1:9/",
                                      "poster_sizes": ["w%d" % i for i in range(400_000)]}}).encode()
    if mode == "biggenres" and path == "/3/genre/movie/list":
        return json.dumps({"genres": [{"id": i, "name": "G%d" % i} for i in range(200_000)]}).encode()
    if mode == "bigpeople" and path == "/3/search/person":
        people = ",".join('{"id":%d,"name":"N%d","known_for":[{"id":1,"title":"t"}]}' % (i, i) for i in range(900))
        return ('{"page":1,"total_pages":1,"total_results":900,"results":[%s]}' % people).encode()
    if mode == "bigknownfor" and path == "/3/search/person":
        known = ",".join('{"id":%d,"title":"K%d"}' % (i, i) for i in range(200_000))
        return ('{"page":1,"total_pages":1,"total_results":1,"results":[{"id":1,"name":"N","known_for":[%s]}]}'
                % known).encode()
    return None


class Connection(threading.Thread):
    def __init__(self, sock, address):
        super().__init__(daemon=True)
        self.sock = sock

    def send(self, data):
        try:
            self.sock.sendall(data)
            return True
        except OSError:
            return False

    def run(self):
        try:
            self.serve()
        except OSError as error:
            log("  connection:", error)
        finally:
            try:
                self.sock.close()
            except OSError:
                pass

    def serve(self):
        data = b""
        while b"\r\n\r\n" not in data:
            piece = self.sock.recv(65536)
            if not piece:
                return
            data += piece
        head_text = data.split(b"\r\n\r\n")[0].decode("latin-1")
        request_line, *header_lines = head_text.split("\r\n")
        headers = {h.split(":", 1)[0].lower(): h.split(":", 1)[1].strip() for h in header_lines if ":" in h}
        method, target, _ = request_line.split(" ", 2)
        log(request_line, "| auth:", headers.get("authorization", "-"))
        url = urlsplit(target)
        query = dict(parse_qsl(url.query))
        segments = url.path.split("/")
        spec = segments[1] if len(segments) > 1 else ""
        rest = "/" + "/".join(segments[2:])
        if spec == "_set":
            # /_set/MODE: what /live/... answers from now on (so one base URL, and one cache,
            # can see a good answer, then a hostile one, then none).
            CURRENT["mode"] = rest.strip("/") or "plain"
            log("  /live is now", CURRENT["mode"])
            self.send(head(200, JSON, 2) + b"{}")
            return
        if spec == "live":
            spec = CURRENT["mode"]
        mode, _, match = spec.partition("~")
        host = headers.get("host", "127.0.0.1")
        if mode.startswith("pix"):
            return self.poster(mode[4:] if mode.startswith("pix-") else "", rest)
        if match and match not in rest:
            mode = "plain"
        body = answer_body(mode, rest, query, host)
        if body is None:
            body = json.dumps(catalog_answer(rest, query)).encode()
        status = 404 if b'"status_code": 34' in body else 200
        self.transport(mode, status, body, host, spec, rest)

    def poster(self, mode, rest):
        if mode == "poster-big":
            data = small_jpeg()
            body = data[:-2] + b"\x00" * (50 << 20) + b"\xff\xd9"
        elif mode == "poster-dims":
            body = jpeg_with_dimensions(50_000, 50_000)
        elif mode == "poster-png":
            body = b"\x89PNG\r\n\x1a\n" + b"\x00" * 100
        elif mode == "poster-svg":
            body = b'<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"/>'
        elif mode == "poster-webp":
            body = b"RIFF\x00\x00\x00\x00WEBPVP8 " + b"\x00" * 100
        elif mode == "poster-gzipbomb":
            bomb = gzip_bomb(1 << 30)
            self.send(head(200, {"Content-Type": "image/jpeg", "Content-Encoding": "gzip"}, len(bomb)) + bomb)
            return
        else:
            body = small_jpeg()
        self.send(head(200, {"Content-Type": "image/jpeg"}, len(body)) + body)

    def transport(self, mode, status, body, host, spec, rest):
        if mode == "drip":
            self.send(head(status, JSON, len(body)))
            for byte in body:
                if not self.send(bytes([byte])):
                    log("  drip: client left")
                    return
                time.sleep(1)
        elif mode == "stall":
            while self.sock.recv(1):
                pass
            log("  stall: client left")
        elif mode == "slowhead":
            for byte in head(status, JSON, len(body)):
                if not self.send(bytes([byte])):
                    return
                time.sleep(1)
            self.send(body)
        elif mode == "info100":
            count = 0
            while self.send(b"HTTP/1.1 102 Processing\r\nX-Count: %d\r\n\r\n" % count):
                count += 1
                if count % 1000 == 0:
                    time.sleep(0.01)
            log("  info100: client left after", count)
        elif mode == "badchunk":
            self.send(head(status, {**JSON, "Transfer-Encoding": "chunked"}) + b"zz\r\n{}\r\n0\r\n\r\n")
        elif mode == "hugechunk":
            self.send(head(status, {**JSON, "Transfer-Encoding": "chunked"}) + b"ffffffffffffffff\r\n" + body)
        elif mode == "endlesschunk":
            self.send(head(status, {**JSON, "Transfer-Encoding": "chunked"}))
            chunk = b"10000\r\n" + b" " * 0x10000 + b"\r\n"
            sent = 0
            while self.send(chunk):
                sent += 1
            log("  endlesschunk: client left after", sent, "chunks")
        elif mode == "longer":
            self.send(head(status, JSON, len(body)) + body + b" " * (20 << 20))
        elif mode == "http10":
            self.send(head(status, JSON, None, "HTTP/1.0") + body)
        elif mode == "reset":
            self.send(head(status, JSON, len(body)) + body[: len(body) // 2])
            time.sleep(0.05)
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        elif mode == "gzipbomb":
            bomb = gzip_bomb(1 << 30)
            self.send(head(status, {**JSON, "Content-Encoding": "gzip"}, len(bomb)) + bomb)
        elif mode == "zstdbomb":
            bomb = zstd_bomb(64 << 20)
            self.send(head(status, {**JSON, "Content-Encoding": "zstd"}, len(bomb)) + bomb)
        elif mode == "gzip5":
            layered = body
            for _ in range(5):
                layered = gzip.compress(layered)
            self.send(head(status, {**JSON, "Content-Encoding": "gzip, gzip, gzip, gzip, gzip"}, len(layered)) + layered)
        elif mode == "bighead":
            self.send(head(status, {**JSON, "X-Big": "a" * (1 << 20)}, len(body)) + body)
        elif mode in RAW_HEADS:
            self.send(RAW_HEADS[mode](status, len(body)) + body)
        elif mode == "ratelimit":
            self.send(head(429, {**JSON, "Retry-After": "300"}, 2) + b"{}")
        elif mode.startswith("redir"):
            target = {
                "redirfile": "file:///etc/passwd",
                "redirftp": f"ftp://{host}/x",
                "redirdata": "data:application/json,{}",
                "redirscheme": "//127.0.0.2:9/3/movie/popular",
                "redirloop": f"/{spec}{rest}",
            }.get(mode, "/")
            self.send(head(302, {"Location": target}, 0))
        else:
            self.send(head(status, JSON, len(body)) + body)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", args.port))
    listener.listen(64)
    log(f"hostile TMDB on http://127.0.0.1:{args.port}/MODE")
    while True:
        sock, address = listener.accept()
        Connection(sock, address).start()


if __name__ == "__main__":
    main()
