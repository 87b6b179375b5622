#!/usr/bin/env python3
"""Hostile poster hosts on top of hostile_tmdb.py's stand-in for TMDB (review44).

    python3 Tools/hostile/hostile_posters.py [--port 8766] [--jpegs DIR]
    TMDB_API_KEY=0123456789abcdef0123456789abcdef \\
      TMDB_API_BASE_URL=http://127.0.0.1:8766/poster-MODE script -qc "reel show 550" /dev/null

The API is answered as hostile_tmdb.py answers it; the configuration sends posters to
/pix-poster-MODE/ on this server, answered as MODE says:

  redirother   302 to the same path on another host (127.0.0.2), which answers a JPEG
  html         200, Content-Type text/html, an error page
  huge         200, a JPEG followed by 100 MB of zeros, Content-Length said
  endless      200, no length, a JPEG's start and then zeros until the client leaves
  drip         200, a JPEG one byte every 0.2 s
  shortlen     200, Content-Length twice the body, then the connection closes
  longlen      200, Content-Length half the body (the rest follows anyway)
  stall        200 head, then nothing, ever
  wrongsize    200, a JPEG whose header says 1 x 10000
  odd-NAME     200, DIR/NAME.jpg (Tools/hostile/make_jpegs.c's files: cmyk, arithmetic ...)

Every poster request is printed with the headers that could carry a credential (Authorization,
Cookie, the query); a line beginning "LEAK" means one reached the poster host.
"""

import argparse
import os
import socket
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import hostile_tmdb as base  # noqa: E402

JPEGS = {"dir": None}
SECRET_WORDS = ("0123456789abcdef", "api_key", "bearer", "authorization")


def check_for_credentials(request_line, headers):
    carried = " ".join([request_line] + [f"{k}: {v}" for k, v in headers.items()]).lower()
    leaked = [word for word in SECRET_WORDS if word in carried]
    base.log(("LEAK " if leaked else "poster ") + request_line,
             "| auth:", headers.get("authorization", "-"), "| cookie:", headers.get("cookie", "-"))


class PosterConnection(base.Connection):
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
        target = request_line.split(" ")[1]
        segments = target.split("?")[0].split("/")
        spec = segments[1] if len(segments) > 1 else ""
        if not spec.startswith("pix"):
            # Not a poster: hostile_tmdb answers it, from the bytes already read.
            self.sock = Replaying(self.sock, data)
            return base.Connection.serve(self)
        check_for_credentials(request_line, headers)
        mode = spec[len("pix-poster-"):] if spec.startswith("pix-poster-") else ""
        self.hostile_poster(mode, headers, target)

    def hostile_poster(self, mode, headers, target):
        jpeg = base.small_jpeg()
        jpeg_head = base.head(200, {"Content-Type": "image/jpeg"}, len(jpeg))
        if mode == "redirother":
            port = self.sock.getsockname()[1]
            other = "/pix/" + "/".join(target.split("/")[2:])
            self.send(base.head(302, {"Location": f"http://127.0.0.2:{port}{other}"}, 0))
        elif mode == "html":
            page = b"<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"
            self.send(base.head(200, {"Content-Type": "text/html"}, len(page)) + page)
        elif mode == "huge":
            size = len(jpeg) + (100 << 20)
            if not self.send(base.head(200, {"Content-Type": "image/jpeg"}, size) + jpeg[:-2]):
                return
            zeros = b"\x00" * (1 << 20)
            for _ in range(100):
                if not self.send(zeros):
                    base.log("  huge: client left")
                    return
            self.send(b"\xff\xd9")
        elif mode == "endless":
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, None, "HTTP/1.0") + jpeg[:-2])
            zeros = b"\x00" * 65536
            sent = 0
            while self.send(zeros):
                sent += 1
            base.log("  endless: client left after", sent * 64, "KB")
        elif mode == "drip":
            self.send(jpeg_head)
            for index, byte in enumerate(jpeg):
                if not self.send(bytes([byte])):
                    base.log("  drip: client left after", index, "bytes")
                    return
                time.sleep(0.2)
        elif mode == "shortlen":
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, 2 * len(jpeg)) + jpeg)
        elif mode == "longlen":
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, len(jpeg) // 2) + jpeg)
        elif mode == "stall":
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, len(jpeg)))
            while self.sock.recv(1):
                pass
            base.log("  stall: client left")
        elif mode == "wrongsize":
            body = base.jpeg_with_dimensions(1, 10000)
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, len(body)) + body)
        elif mode.startswith("odd-") and JPEGS["dir"]:
            body = (Path(JPEGS["dir"]) / (mode[4:] + ".jpg")).read_bytes()
            self.send(base.head(200, {"Content-Type": "image/jpeg"}, len(body)) + body)
        else:
            self.send(jpeg_head + jpeg)


class Replaying:
    """A socket whose first reads give back bytes already read from it."""

    def __init__(self, sock, data):
        self.sock, self.pending = sock, data

    def recv(self, size):
        if self.pending:
            piece, self.pending = self.pending[:size], self.pending[size:]
            return piece
        return self.sock.recv(size)

    def __getattr__(self, name):
        return getattr(self.sock, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--jpegs", help="folder of make_jpegs.c's files, for odd-NAME")
    args = parser.parse_args()
    JPEGS["dir"] = args.jpegs
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("0.0.0.0", args.port))
    listener.listen(64)
    base.log(f"hostile posters on http://127.0.0.1:{args.port}/poster-MODE")
    while True:
        sock, _ = listener.accept()
        PosterConnection(sock, None).start()


if __name__ == "__main__":
    main()
