#!/usr/bin/env python3
"""Make the replay catalog's posters: one small abstract JPEG per film.

Reel's replay mode runs without network, so the bundled catalog ships a poster for every film,
keyed by the film's poster_path (Resources/Catalog/posters/<poster_path without "/">). They are
our own abstract art, drawn from the film's genres, year and title, and say "REEL DEMO" on
them: clearly not TMDB's artwork, and free to ship.

Deterministic: the same catalog gives the same pictures (shapes are seeded from the film's id).
Needs Pillow (`pip install Pillow`); CI never runs this, the JPEGs are committed.

Usage:
    python3 Tools/posters/make_posters.py            # (re)write Resources/Catalog/posters
    python3 Tools/posters/make_posters.py --check    # list films whose poster is missing
"""

import argparse
import glob
import hashlib
import json
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 185, 278
QUALITY = 72  # about 6 KB a poster; the whole set stays around a megabyte and a half

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
CATALOG = os.path.join(ROOT, "Resources", "Catalog")
OUT = os.path.join(CATALOG, "posters")

#: A palette per genre (background top, background bottom, shapes).
PALETTES = {
    "Action": ((120, 20, 10), (20, 10, 10), (250, 140, 30)),
    "Adventure": ((200, 120, 40), (40, 60, 30), (250, 220, 120)),
    "Animation": ((60, 160, 230), (250, 200, 80), (250, 90, 120)),
    "Comedy": ((250, 210, 60), (240, 120, 60), (60, 120, 220)),
    "Crime": ((30, 30, 40), (90, 10, 20), (220, 200, 180)),
    "Documentary": ((90, 110, 100), (30, 40, 40), (230, 230, 210)),
    "Drama": ((40, 50, 90), (10, 10, 30), (210, 170, 120)),
    "Family": ((120, 200, 140), (250, 230, 160), (240, 110, 90)),
    "Fantasy": ((70, 30, 120), (10, 30, 60), (220, 190, 250)),
    "History": ((140, 100, 60), (50, 30, 20), (230, 210, 160)),
    "Horror": ((10, 10, 10), (80, 0, 0), (200, 200, 190)),
    "Music": ((200, 40, 140), (30, 10, 60), (60, 230, 220)),
    "Mystery": ((20, 40, 60), (0, 0, 10), (180, 220, 240)),
    "Romance": ((240, 140, 160), (120, 30, 70), (250, 230, 230)),
    "Science Fiction": ((10, 30, 70), (0, 0, 0), (80, 230, 250)),
    "TV Movie": ((100, 100, 120), (40, 40, 50), (240, 240, 240)),
    "Thriller": ((20, 20, 30), (60, 60, 70), (240, 60, 50)),
    "War": ((70, 70, 50), (20, 20, 10), (200, 160, 80)),
    "Western": ((220, 150, 80), (110, 50, 20), (60, 30, 10)),
}
DEFAULT_PALETTE = ((90, 90, 100), (20, 20, 30), (230, 230, 230))


def films():
    """Every film with a poster_path: details records first, then list pages."""
    found = {}
    for path in sorted(glob.glob(os.path.join(CATALOG, "3_*.json"))):
        with open(path, encoding="utf-8") as handle:
            body = json.load(handle).get("response", {}).get("body", {})
        entries = body.get("results") if isinstance(body, dict) else None
        if entries is None:
            entries = [body] if isinstance(body, dict) and "title" in body else []
        for film in entries:
            poster = film.get("poster_path")
            if not isinstance(poster, str) or not poster.startswith("/"):
                continue
            known = found.setdefault(poster, {})
            known.setdefault("id", film.get("id"))
            known.setdefault("title", film.get("title") or "")
            known.setdefault("release_date", film.get("release_date") or "")
            genres = [g["name"] for g in film.get("genres", []) if isinstance(g, dict)]
            if genres and not known.get("genres"):
                known["genres"] = genres
            if not known.get("genre_ids"):
                known["genre_ids"] = film.get("genre_ids") or []
    return found


def genre_names(film, names_by_id):
    names = film.get("genres") or [names_by_id.get(i) for i in film.get("genre_ids", [])]
    return [n for n in names if n] or ["Drama"]


def blend(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def draw_poster(film, genres):
    seed = int(hashlib.sha256(f"{film.get('id')}{film['title']}".encode()).hexdigest()[:12], 16)
    rng = random.Random(seed)
    top, bottom, ink = PALETTES.get(genres[0], DEFAULT_PALETTE)
    accent = PALETTES.get(genres[1], DEFAULT_PALETTE)[2] if len(genres) > 1 else ink
    image = Image.new("RGB", (WIDTH, HEIGHT))
    draw = ImageDraw.Draw(image)
    for y in range(HEIGHT):
        draw.line([(0, y), (WIDTH, y)], fill=blend(top, bottom, y / HEIGHT))
    # The decade sets the shapes: older films get stripes, newer ones circles and rings.
    year = int(film["release_date"][:4]) if film["release_date"][:4].isdigit() else 2000
    if year < 1980:
        for _ in range(rng.randint(4, 8)):
            x = rng.randint(-40, WIDTH)
            draw.polygon([(x, 0), (x + rng.randint(10, 40), 0), (x - 60, HEIGHT), (x - 80, HEIGHT)],
                         fill=blend(ink, top, rng.random() * 0.6))
    else:
        for _ in range(rng.randint(3, 7)):
            r = rng.randint(12, 70)
            cx, cy = rng.randint(0, WIDTH), rng.randint(20, HEIGHT - 90)
            colour = blend(ink if rng.random() < 0.6 else accent, bottom, rng.random() * 0.5)
            if rng.random() < 0.5:
                draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour)
            else:
                draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=colour, width=rng.randint(3, 9))
    # Title block: the title (wrapped), the year, and the demo mark.
    font = ImageFont.load_default()
    draw.rectangle([0, HEIGHT - 78, WIDTH, HEIGHT], fill=blend(bottom, (0, 0, 0), 0.4))
    words, lines, line = film["title"].split(), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if draw.textlength(candidate, font=font) > WIDTH - 16 and line:
            lines.append(line)
            line = word
        else:
            line = candidate
    lines.append(line)
    y = HEIGHT - 72
    for text in lines[:3]:
        draw.text((8, y), text, fill=(245, 245, 245), font=font)
        y += 13
    draw.text((8, HEIGHT - 18), str(year), fill=ink, font=font)
    mark = "REEL DEMO"
    draw.text((WIDTH - 8 - draw.textlength(mark, font=font), HEIGHT - 18), mark,
              fill=(200, 200, 200), font=font)
    return image


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="list films without a poster")
    args = parser.parse_args()
    with open(os.path.join(CATALOG, "3_genre_movie_list.json"), encoding="utf-8") as handle:
        genre_list = json.load(handle)["response"]["body"]["genres"]
    names_by_id = {g["id"]: g["name"] for g in genre_list}
    catalog = films()
    wanted = {poster.lstrip("/") for poster in catalog}
    if args.check:
        missing = sorted(n for n in wanted if not os.path.exists(os.path.join(OUT, n)))
        for name in missing:
            print("missing poster:", name)
        return 1 if missing else 0
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*.jpg")):
        if os.path.basename(old) not in wanted:
            os.remove(old)
    for poster, film in sorted(catalog.items()):
        image = draw_poster(film, genre_names(film, names_by_id))
        image.save(os.path.join(OUT, poster.lstrip("/")), "JPEG", quality=QUALITY, optimize=True)
    total = sum(os.path.getsize(p) for p in glob.glob(os.path.join(OUT, "*.jpg")))
    print(f"{len(catalog)} posters, {total // 1024} KB in {os.path.relpath(OUT, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
