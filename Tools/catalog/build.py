#!/usr/bin/env python3
"""Build Reel's bundled offline "replay catalog".

Reads every Tools/catalog/movies-*.json (hand-written source data), validates
it, and writes one TMDB-shaped response record per file into
Resources/Catalog/.  Standard library only; the output is deterministic: the
same input always produces byte-identical files.

Usage:
    python3 Tools/catalog/build.py            # validate and (re)write Resources/Catalog
    python3 Tools/catalog/build.py --check    # validate and verify Resources/Catalog is up to date

Record format (one response per file):
    {"request": {"method": "GET", "path": "/3/movie/popular", "query": {"page": "1"}},
     "response": {"status": 200, "body": <TMDB JSON body>}}

File name = record_name(path, query); see record_name() below.  The Swift
replay reader computes the same name.
"""

import argparse
import datetime
import glob
import hashlib
import json
import math
import os
import random
import re
import string
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
import replay_index  # noqa: E402  (after the line above, on purpose)

# --------------------------------------------------------------------------
# Constants
# --------------------------------------------------------------------------

#: The catalog is a snapshot "as of" this day; it decides what is released,
#: upcoming and recent.  Never derived from the wall clock (determinism).
REFERENCE_DATE = datetime.date(2026, 11, 21)

#: The "dates" window TMDB attaches to now_playing / upcoming pages.
LIST_DATES = {"maximum": "2026-12-05", "minimum": "2026-10-24"}

PAGE_SIZE = 20
LIST_LIMIT = 60                 # top_rated, now_playing, upcoming, trending
TOP_RATED_MIN_VOTES = 300
RECENCY_WINDOW_DAYS = 3 * 365   # trending bonus for films from the last 3 years

#: TMDB's real movie genre list, in TMDB's order.
GENRES = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"),
    (80, "Crime"), (99, "Documentary"), (18, "Drama"), (10751, "Family"),
    (14, "Fantasy"), (36, "History"), (27, "Horror"), (10402, "Music"),
    (9648, "Mystery"), (10749, "Romance"), (878, "Science Fiction"),
    (10770, "TV Movie"), (53, "Thriller"), (10752, "War"), (37, "Western"),
]
GENRE_IDS = {name: gid for gid, name in GENRES}

CONFIGURATION = {
    "change_keys": [
        "adult", "air_date", "also_known_as", "alternative_titles", "biography",
        "birthday", "budget", "cast", "certifications", "character_names",
        "created_by", "crew", "deathday", "episode", "episode_number",
        "episode_run_time", "freebase_id", "freebase_mid", "general", "genres",
        "guest_stars", "homepage", "images", "imdb_id", "languages", "name",
        "network", "origin_country", "original_name", "original_title",
        "overview", "parts", "place_of_birth", "plot_keywords", "production_code",
        "production_companies", "production_countries", "releases", "revenue",
        "runtime", "season", "season_number", "season_regular",
        "spoken_languages", "status", "tagline", "title", "translations",
        "tvdb_id", "tvrage_id", "type", "video", "videos",
    ],
    "images": {
        "base_url": "http://image.tmdb.org/t/p/",
        "secure_base_url": "https://image.tmdb.org/t/p/",
        "backdrop_sizes": ["w300", "w780", "w1280", "original"],
        "logo_sizes": ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
        "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
        "profile_sizes": ["w45", "w185", "h632", "original"],
        "still_sizes": ["w92", "w185", "w300", "original"],
    },
}

REQUIRED_KEYS = [
    "id", "title", "original_title", "original_language", "release_date",
    "runtime", "genres", "director", "writers", "cast", "overview", "tagline",
    "certification_us", "status", "imdb_id", "budget", "revenue",
    "vote_average", "vote_count", "popularity", "production_countries",
    "spoken_languages", "collection", "homepage", "poster",
]
STATUSES = {"Rumored", "Planned", "In Production", "Post Production", "Released", "Canceled"}
CERTIFICATIONS = {"", "G", "PG", "PG-13", "R", "NC-17", "NR"}
DETAILS_QUERY = {"append_to_response": "credits,videos,release_dates"}

BASE62 = string.digits + string.ascii_lowercase + string.ascii_uppercase
SAFE_CHARS = set(string.ascii_letters + string.digits + "._,-")

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
IMDB_RE = re.compile(r"^tt\d{7,8}$")
LANG_RE = re.compile(r"^[a-z]{2}$")
COUNTRY_RE = re.compile(r"^[A-Z]{2}$")


# --------------------------------------------------------------------------
# Record naming (must match the Swift replay reader)
# --------------------------------------------------------------------------

def encode_component(value, escaped=""):
    """Keep [A-Za-z0-9._,-] (less `escaped`); every other UTF-8 byte becomes %XX (uppercase
    hex). A "_" is kept only between two bytes that are not "_", so no component holds the
    "__" that starts the next key ("a__region-US" must not read as region US)."""
    data = value.encode("utf-8")
    out = []
    for i, byte in enumerate(data):
        ch = chr(byte)
        if ch == "_":
            kept = 0 < i < len(data) - 1 and data[i - 1] != byte and data[i + 1] != byte
        else:
            kept = byte < 128 and ch in SAFE_CHARS and ch not in escaped
        out.append(ch if kept else "%%%02X" % byte)
    return "".join(out)


CREDENTIAL_NAMES = {"api_key"}  # never part of a name (QueryItem.credentialNames)
NAME_LIMIT = 150  # longer names are cut to NAME_KEPT_PREFIX and hashed (recordNameLimit)
NAME_KEPT_PREFIX = 120
SHORTENED_RE = re.compile(r".{%d}_[0-9a-f]{16}" % NAME_KEPT_PREFIX, re.DOTALL)


def fnv1a64_hex(text):
    """FNV-1a, 64 bit, of the UTF-8 bytes, as 16 lower-case hex digits (fnv1a64Hex)."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def record_name(path, query):
    """'/3/movie/popular', {'page': '2'} -> '3_movie_popular__page-2.json'.

    A name past NAME_LIMIT characters, or one that already has the shape of a shortened name
    (so that no search can take a long one's record), is its first NAME_KEPT_PREFIX
    characters, "_" and the hash of the whole."""
    name = path.lstrip("/").replace("/", "_")
    for key in sorted(k for k in query if k not in CREDENTIAL_NAMES):
        name += "__" + encode_component(key, "-") + "-" + encode_component(str(query[key]))
    if len(name) > NAME_LIMIT or SHORTENED_RE.fullmatch(name):
        name = name[:NAME_KEPT_PREFIX] + "_" + fnv1a64_hex(name)
    return name + ".json"


# --------------------------------------------------------------------------
# Deterministic illustrative values
# --------------------------------------------------------------------------

def image_path(kind, key):
    """A 27-char base62 path like TMDB's, from a PRNG seeded by (kind, key).

    Only random.Random(str).random() is used: its sequence for a given seed is
    guaranteed stable across Python versions.
    """
    rng = random.Random("reel-catalog:%s:%s" % (kind, key))
    return "/" + "".join(BASE62[int(rng.random() * 62)] for _ in range(27)) + ".jpg"


def _digest(text):
    return hashlib.sha256(text.encode("utf-8")).digest()


#: Real TMDB person ids by name, from people.json (filled by main()).
REAL_PERSON_IDS = {}


def person_id(name):
    """The person's real TMDB id when people.json knows it, else a stable synthetic one."""
    return REAL_PERSON_IDS.get(name) or synthetic_person_id(name)


def synthetic_person_id(name):
    """Stable synthetic person id from the name (same person, same id everywhere)."""
    return 20_000_000 + int.from_bytes(_digest("person:" + name)[:8], "big") % 10_000_000


#: Each person's popularity from the films they are credited in (filled by build_records), so
#: searching people ranks a famous director above a namesake, as TMDB's popularity would.
PERSON_POPULARITY = {}


def person_popularity(name):
    if name in PERSON_POPULARITY:
        return PERSON_POPULARITY[name]
    return round(0.6 + int.from_bytes(_digest("popularity:" + name)[:4], "big") % 4000 / 100, 3)


CREDIT_KINDS = {"cast": 1, "director": 2, "writer": 3}


def credit_id(movie_id, kind, index, name):
    """24 hex digits like TMDB's: movie, person, kind and position, so the replay transport
    computes the same id for a person's film list (ReplayPeople.swift mirrors this)."""
    return "%08x%08x%08x" % (movie_id & 0xFFFFFFFF, person_id(name) & 0xFFFFFFFF,
                             (CREDIT_KINDS[kind] << 16) | index)


# --------------------------------------------------------------------------
# Loading and validation
# --------------------------------------------------------------------------

class Entry:
    def __init__(self, file, index, movie):
        self.file, self.index, self.movie = file, index, movie

    @property
    def where(self):
        m = self.movie if isinstance(self.movie, dict) else {}
        return "%s[%d] (id %r, %r)" % (self.file, self.index, m.get("id"), m.get("title"))


def load_entries(catalog_dir):
    paths = sorted(glob.glob(os.path.join(catalog_dir, "movies-*.json")))
    if not paths:
        raise SystemExit("error: no movies-*.json files in %s" % catalog_dir)
    entries, errors = [], []
    for path in paths:
        name = os.path.basename(path)
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as exc:
            errors.append("%s: cannot read JSON: %s" % (name, exc))
            continue
        if not isinstance(data, list):
            errors.append("%s: top level must be a JSON array of movie objects" % name)
            continue
        entries.extend(Entry(name, i, m) for i, m in enumerate(data))
    return paths, entries, errors


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _is_num(v):
    return (isinstance(v, (int, float)) and not isinstance(v, bool)) and math.isfinite(v)


def _nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def parse_date(value):
    """'' -> None; 'YYYY-MM-DD' -> date; anything else raises ValueError."""
    if value == "":
        return None
    if not isinstance(value, str) or not DATE_RE.match(value):
        raise ValueError("expected YYYY-MM-DD or \"\"")
    return datetime.date.fromisoformat(value)


def validate_movie(m):
    """Return (errors, warnings) for one movie object."""
    errs, warns = [], []
    if not isinstance(m, dict):
        return ["must be a JSON object"], warns
    missing = [k for k in REQUIRED_KEYS if k not in m]
    unknown = sorted(k for k in m if k not in REQUIRED_KEYS)
    if missing:
        errs.append("missing key(s): " + ", ".join(missing))
    if unknown:
        errs.append("unknown key(s): " + ", ".join(unknown))
    if missing:
        return errs, warns

    if not _is_int(m["id"]) or m["id"] <= 0:
        errs.append("id must be a positive integer")
    for key in ("title", "original_title"):
        if not _nonempty_str(m[key]):
            errs.append("%s must be a non-empty string" % key)
    if not isinstance(m["original_language"], str) or not LANG_RE.match(m["original_language"]):
        errs.append("original_language must be a 2-letter lowercase ISO 639-1 code")
    date = None
    try:
        date = parse_date(m["release_date"])
    except ValueError as exc:
        errs.append("release_date %r is invalid: %s" % (m["release_date"], exc))
    if m["runtime"] is not None and (not _is_int(m["runtime"]) or m["runtime"] <= 0):
        errs.append("runtime must be a positive integer (minutes) or null")

    genres = m["genres"]
    if not isinstance(genres, list) or not genres:
        errs.append("genres must be a non-empty list of TMDB genre names")
    else:
        for g in genres:
            if g not in GENRE_IDS:
                errs.append("unknown genre %r (known: %s)" % (g, ", ".join(n for _, n in GENRES)))
        if len(set(map(str, genres))) != len(genres):
            errs.append("genres contain duplicates")

    director = m["director"]
    if isinstance(director, list):
        if not director or not all(_nonempty_str(d) for d in director):
            errs.append("director list must hold non-empty names")
    elif not isinstance(director, str):
        errs.append("director must be a string (\"\" if none announced) or a list of names")
    if not isinstance(m["writers"], list) or not all(_nonempty_str(w) for w in m["writers"]):
        errs.append("writers must be a list of non-empty names")

    cast = m["cast"]
    if not isinstance(cast, list):
        errs.append("cast must be a list")
    else:
        for i, c in enumerate(cast):
            if not isinstance(c, dict) or set(c) != {"name", "character"}:
                errs.append("cast[%d] must be {\"name\", \"character\"}" % i)
            elif not _nonempty_str(c["name"]) or not isinstance(c["character"], str):
                errs.append("cast[%d] needs a non-empty name and a string character" % i)

    for key in ("overview", "tagline", "homepage"):
        if not isinstance(m[key], str):
            errs.append("%s must be a string" % key)
    if m["certification_us"] not in CERTIFICATIONS:
        errs.append("certification_us %r not one of %s" % (m["certification_us"], sorted(CERTIFICATIONS)))
    if m["status"] not in STATUSES:
        errs.append("status %r not one of %s" % (m["status"], sorted(STATUSES)))
    if m["imdb_id"] is not None and (not isinstance(m["imdb_id"], str) or not IMDB_RE.match(m["imdb_id"])):
        errs.append("imdb_id must look like tt0137523 or be null")
    for key in ("budget", "revenue", "vote_count"):
        if not _is_int(m[key]) or m[key] < 0:
            errs.append("%s must be a non-negative integer" % key)
    if not _is_num(m["vote_average"]) or not 0 <= m["vote_average"] <= 10:
        errs.append("vote_average must be a number from 0 to 10")
    if not _is_num(m["popularity"]) or m["popularity"] < 0:
        errs.append("popularity must be a non-negative number")

    pcs = m["production_countries"]
    if not isinstance(pcs, list) or not all(
            isinstance(p, dict) and set(p) == {"iso_3166_1", "name"}
            and isinstance(p["iso_3166_1"], str) and COUNTRY_RE.match(p["iso_3166_1"])
            and _nonempty_str(p["name"]) for p in pcs):
        errs.append("production_countries must be a list of {\"iso_3166_1\": \"US\", \"name\": ...}")
    sls = m["spoken_languages"]
    if not isinstance(sls, list) or not all(
            isinstance(s, dict) and set(s) == {"iso_639_1", "english_name", "name"}
            and isinstance(s["iso_639_1"], str) and LANG_RE.match(s["iso_639_1"])
            and _nonempty_str(s["english_name"]) and isinstance(s["name"], str) for s in sls):
        errs.append("spoken_languages must be a list of {\"iso_639_1\", \"english_name\", \"name\"}")
    coll = m["collection"]
    if coll is not None and not (isinstance(coll, dict) and set(coll) == {"id", "name"}
                                 and _is_int(coll["id"]) and coll["id"] > 0 and _nonempty_str(coll["name"])):
        errs.append("collection must be null or {\"id\": positive int, \"name\": string}")
    if not isinstance(m["poster"], bool):
        errs.append("poster must be true or false")
    if errs:
        return errs, warns

    if m["id"] >= 9_000_000:
        warns.append("synthetic id: replace it with the film's real TMDB id once checked on themoviedb.org")
    # Consistency checks.
    released = m["status"] == "Released"
    if released and date is None:
        warns.append("status is Released but release_date is empty "
                      "(kept out of now_playing and upcoming, which are ordered by date)")
    if released and date is not None and date > REFERENCE_DATE:
        errs.append("status is Released but release_date %s is after the catalog date %s"
                    % (date, REFERENCE_DATE))
    if not released and date is not None and date <= REFERENCE_DATE:
        warns.append("status %r but release_date %s is not after the catalog date %s"
                     % (m["status"], date, REFERENCE_DATE))
    if released and m["runtime"] is None:
        warns.append("released film without a runtime")
    if not released and (m["vote_count"] or m["vote_average"]):
        warns.append("unreleased film has votes")
    if released and not 4 <= len(cast) <= 8:
        warns.append("released film lists %d cast members (expected 4-8)" % len(cast))
    return errs, warns


def validate(entries):
    errors, warnings = [], []
    seen_ids, collections, people = {}, {}, {}
    for e in entries:
        errs, warns = validate_movie(e.movie)
        errors += ["%s: %s" % (e.where, x) for x in errs]
        warnings += ["%s: %s" % (e.where, x) for x in warns]
        m = e.movie
        mid = m.get("id") if isinstance(m, dict) else None
        if _is_int(mid):
            if mid in seen_ids:
                errors.append("%s: duplicate movie id %d (also used by %s)" % (e.where, mid, seen_ids[mid]))
            else:
                seen_ids[mid] = e.where
        if errs:
            continue
        if m["collection"]:
            cid, cname = m["collection"]["id"], m["collection"]["name"]
            if cid in collections and collections[cid][0] != cname:
                errors.append("%s: collection id %d is named %r here but %r in %s"
                              % (e.where, cid, cname, collections[cid][0], collections[cid][1]))
            collections.setdefault(cid, (cname, e.where))
        for name in credit_names(m):
            pid = person_id(name)
            if people.setdefault(pid, name) != name:
                errors.append("%s: person id collision between %r and %r (rename or extend person_id)"
                              % (e.where, name, people[pid]))
    return errors, warnings


# --------------------------------------------------------------------------
# TMDB-shaped bodies
# --------------------------------------------------------------------------

def directors_of(m):
    d = m["director"]
    return [d] if isinstance(d, str) and d else (list(d) if isinstance(d, list) else [])


def credit_names(m):
    return [c["name"] for c in m["cast"]] + directors_of(m) + list(m["writers"])


def is_released(m):
    return m["status"] == "Released"


def date_of(m):
    return parse_date(m["release_date"])


def poster_path(m):
    return image_path("poster", m["id"]) if m["poster"] else None


def backdrop_path(m):
    # Films without a poster (unannounced artwork) get no backdrop either.
    return image_path("backdrop", m["id"]) if m["poster"] else None


def list_item(m):
    return {
        "adult": False,
        "backdrop_path": backdrop_path(m),
        "genre_ids": [GENRE_IDS[g] for g in m["genres"]],
        "id": m["id"],
        "original_language": m["original_language"],
        "original_title": m["original_title"],
        "overview": m["overview"],
        "popularity": m["popularity"],
        "poster_path": poster_path(m),
        "release_date": m["release_date"],
        "title": m["title"],
        "video": False,
        "vote_average": m["vote_average"],
        "vote_count": m["vote_count"],
    }


def known_for_departments(movies):
    """Each person's main department across the whole catalog (ties: Directing, Acting, Writing)."""
    counts = {}
    for m in movies:
        for dept, names in (("Acting", [c["name"] for c in m["cast"]]),
                            ("Directing", directors_of(m)), ("Writing", m["writers"])):
            for name in names:
                counts.setdefault(name, {"Acting": 0, "Directing": 0, "Writing": 0})[dept] += 1
    order = ["Directing", "Acting", "Writing"]
    return {name: max(order, key=lambda d: (c[d], -order.index(d))) for name, c in counts.items()}


def person(name, known_for):
    return {
        "adult": False,
        "gender": 0,
        "id": person_id(name),
        "known_for_department": known_for.get(name, "Acting"),
        "name": name,
        "original_name": name,
        "popularity": person_popularity(name),
        "profile_path": None,
    }


def credits(m, known_for):
    cast = []
    for order, c in enumerate(m["cast"]):
        p = person(c["name"], known_for)
        p.update({"cast_id": order + 1, "character": c["character"],
                  "credit_id": credit_id(m["id"], "cast", order, c["name"]), "order": order})
        cast.append(p)
    crew = []
    for i, name in enumerate(directors_of(m)):
        p = person(name, known_for)
        p.update({"credit_id": credit_id(m["id"], "director", i, name),
                  "department": "Directing", "job": "Director"})
        crew.append(p)
    for i, name in enumerate(m["writers"]):
        p = person(name, known_for)
        p.update({"credit_id": credit_id(m["id"], "writer", i, name),
                  "department": "Writing", "job": "Screenplay"})
        crew.append(p)
    return {"id": m["id"], "cast": cast, "crew": crew}


def release_dates(m):
    if not m["release_date"]:
        return {"results": []}
    return {"results": [{"iso_3166_1": "US", "release_dates": [{
        "certification": m["certification_us"], "descriptors": [], "iso_639_1": "", "note": "",
        "release_date": m["release_date"] + "T00:00:00.000Z", "type": 3}]}]}


def details(m, known_for):
    coll = m["collection"]
    countries = []
    for pc in m["production_countries"]:
        if pc["iso_3166_1"] not in countries:
            countries.append(pc["iso_3166_1"])
    return {
        "adult": False,
        "backdrop_path": backdrop_path(m),
        "belongs_to_collection": None if coll is None else {
            "id": coll["id"], "name": coll["name"],
            "poster_path": image_path("collection-poster", coll["id"]),
            "backdrop_path": image_path("collection-backdrop", coll["id"]),
        },
        "budget": m["budget"],
        "genres": [{"id": GENRE_IDS[g], "name": g} for g in m["genres"]],
        "homepage": m["homepage"],
        "id": m["id"],
        "imdb_id": m["imdb_id"],
        "origin_country": countries,
        "original_language": m["original_language"],
        "original_title": m["original_title"],
        "overview": m["overview"],
        "popularity": m["popularity"],
        "poster_path": poster_path(m),
        "production_companies": [],
        "production_countries": m["production_countries"],
        "release_date": m["release_date"],
        "revenue": m["revenue"],
        "runtime": m["runtime"],
        "spoken_languages": m["spoken_languages"],
        "status": m["status"],
        "tagline": m["tagline"],
        "title": m["title"],
        "video": False,
        "vote_average": m["vote_average"],
        "vote_count": m["vote_count"],
        "credits": credits(m, known_for),
        "videos": {"results": []},
        "release_dates": release_dates(m),
    }


# --------------------------------------------------------------------------
# Category lists
# --------------------------------------------------------------------------

def recency_bonus(m):
    d = date_of(m)
    if d is None:
        return 0.0
    age = (REFERENCE_DATE - d).days
    if 0 <= age <= RECENCY_WINDOW_DAYS:
        return 1.0 - age / RECENCY_WINDOW_DAYS
    if -365 <= age < 0:
        return 0.5          # dated and coming within a year: some buzz
    return 0.0


def category_lists(movies):
    released = [m for m in movies if is_released(m)]
    dated_released = [m for m in released if m["release_date"]]
    newest_first = sorted(dated_released, key=lambda m: (-date_of(m).toordinal(), m["id"]))
    unreleased = [m for m in movies if not is_released(m)]
    soonest_first = sorted(unreleased, key=lambda m: (m["release_date"] == "", m["release_date"], m["id"]))
    return {
        "/3/movie/popular": (sorted(movies, key=lambda m: (-m["popularity"], m["id"])), False),
        "/3/movie/top_rated": (sorted((m for m in released if m["vote_count"] >= TOP_RATED_MIN_VOTES),
                                      key=lambda m: (-m["vote_average"], -m["vote_count"], m["id"]))[:LIST_LIMIT],
                               False),
        "/3/movie/now_playing": (newest_first[:LIST_LIMIT], True),
        "/3/movie/upcoming": ((soonest_first + newest_first)[:LIST_LIMIT], True),
        "/3/trending/movie/week": (sorted(movies, key=lambda m: (-m["popularity"] * (1 + recency_bonus(m)),
                                                                 m["id"]))[:LIST_LIMIT], False),
    }


def paged_bodies(items, with_dates):
    total = len(items)
    total_pages = math.ceil(total / PAGE_SIZE)
    for page in range(1, max(total_pages, 1) + 1):
        body = {"page": page,
                "results": [list_item(m) for m in items[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]],
                "total_pages": total_pages, "total_results": total}
        if with_dates:
            body["dates"] = dict(LIST_DATES)
        yield page, body


# --------------------------------------------------------------------------
# Build / write
# --------------------------------------------------------------------------

def record(path, query, body):
    return {"request": {"method": "GET", "path": path, "query": dict(query)},
            "response": {"status": 200, "body": body}}


def serialize(rec):
    return json.dumps(rec, ensure_ascii=False, sort_keys=True, indent=1) + "\n"


def load_optional_json(path, default):
    """A source file that may be absent; a broken one stops the build with its name."""
    if not os.path.exists(path):
        return default
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as exc:
        raise SystemExit("error: %s: cannot read JSON: %s" % (os.path.basename(path), exc))


def build_records(movies, people_facts=None, translations=None):
    records = {}
    PERSON_POPULARITY.clear()
    for m in movies:
        for name in set(credit_names(m)):
            PERSON_POPULARITY[name] = PERSON_POPULARITY.get(name, 0.0) + m["popularity"] / 4
    for name, value in PERSON_POPULARITY.items():
        PERSON_POPULARITY[name] = round(value, 3)

    def add(path, query, body):
        name = record_name(path, query)
        if name in records:
            raise SystemExit("error: two records map to the same file name %s" % name)
        records[name] = serialize(record(path, query, body))

    add("/3/configuration", {}, CONFIGURATION)
    add("/3/genre/movie/list", {}, {"genres": [{"id": gid, "name": name} for gid, name in GENRES]})
    for path, (items, with_dates) in category_lists(movies).items():
        for page, body in paged_bodies(items, with_dates):
            add(path, {"page": str(page)}, body)
    known_for = known_for_departments(movies)
    for m in sorted(movies, key=lambda m: m["id"]):
        add("/3/movie/%d" % m["id"], DETAILS_QUERY, details(m, known_for))
    records.update(replay_index.build_index(
        movies, sys.modules[__name__], people_facts or {}, translations or {}))
    return records


def write_records(out_dir, records):
    os.makedirs(out_dir, exist_ok=True)
    for old in glob.glob(os.path.join(out_dir, "*.json")) + glob.glob(os.path.join(out_dir, "*.catalog")):
        os.remove(old)
    for name in sorted(records):
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(records[name])


def check_records(out_dir, records):
    on_disk = {os.path.basename(p) for p in glob.glob(os.path.join(out_dir, "*.json"))
               + glob.glob(os.path.join(out_dir, "*.catalog"))}
    problems = ["missing: " + n for n in sorted(set(records) - on_disk)]
    problems += ["stale (not produced by the sources): " + n for n in sorted(on_disk - set(records))]
    for name in sorted(set(records) & on_disk):
        with open(os.path.join(out_dir, name), encoding="utf-8", newline="") as f:
            if f.read() != records[name]:
                problems.append("out of date: " + name)
    return problems


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--catalog-dir", default=here, help="folder holding movies-*.json (default: %(default)s)")
    ap.add_argument("--out-dir", default=os.path.join(repo, "Resources", "Catalog"),
                    help="where records are written (default: %(default)s)")
    ap.add_argument("--check", action="store_true",
                    help="do not write; fail if the output folder differs from a fresh build")
    args = ap.parse_args(argv)

    paths, entries, errors = load_entries(args.catalog_dir)
    people_list = load_optional_json(os.path.join(args.catalog_dir, "people.json"), [])
    people_facts = {p.get("name"): p for p in people_list if isinstance(p, dict)}
    translations = load_optional_json(os.path.join(args.catalog_dir, "translations.json"), {})
    REAL_PERSON_IDS.update({n: p["id"] for n, p in people_facts.items() if isinstance(p.get("id"), int)})
    val_errors, warnings = validate(entries)
    errors += val_errors
    if not errors:
        errors += replay_index.validate_sources(
            [e.movie for e in entries], people_facts, translations, GENRE_IDS, synthetic_person_id)
    for w in warnings:
        print("warning: " + w, file=sys.stderr)
    if errors:
        for e in errors:
            print("error: " + e, file=sys.stderr)
        print("%d error(s); nothing written." % len(errors), file=sys.stderr)
        return 1

    movies = [e.movie for e in entries]
    records = build_records(movies, people_facts, translations)
    sources = ", ".join("%s (%d)" % (os.path.basename(p), sum(1 for e in entries if e.file == os.path.basename(p)))
                        for p in paths)
    if args.check:
        problems = check_records(args.out_dir, records)
        for p in problems:
            print("check: " + p, file=sys.stderr)
        if problems:
            print("Catalog is out of date: run python3 Tools/catalog/build.py", file=sys.stderr)
            return 1
        print("Catalog up to date: %d movies from %s, %d records." % (len(movies), sources, len(records)))
        return 0
    write_records(args.out_dir, records)
    print("Wrote %d records for %d movies from %s to %s" % (len(records), len(movies), sources, args.out_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
