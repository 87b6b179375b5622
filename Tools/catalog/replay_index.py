"""The replay index: everything the replay transport computes answers from, in one compact file.

Searching, discover, recommendations, people, collections, providers and translated answers all
need every film at once.  Reading that from the ~230 details records on every start cost
billions of instructions; this file holds just what those answers use, prepared once when the
catalog is built, so a replay start decodes one small file.

Shapes use TMDB's field names wherever an answer repeats them verbatim.
"""

import hashlib

#: Bumped when the Swift reader must refuse an older layout.
INDEX_VERSION = 2
#: Not *.json: every *.json file of the catalog is a response record, and tools rely on that.
INDEX_FILE = "replay-index.catalog"
#: People are only needed for person pages and person search: their own file, read on demand.
PEOPLE_FILE = "replay-people.catalog"

#: Regions the illustrative watch providers cover.
PROVIDER_REGIONS = ["US", "GB", "DE", "JP"]

#: Real TMDB provider ids and names; logos are made-up paths like the posters.
PROVIDERS = [
    (8, "Netflix"), (9, "Amazon Prime Video"), (337, "Disney Plus"), (11, "MUBI"),
    (2, "Apple TV"), (3, "Google Play Movies"), (10, "Amazon Video"),
]
STREAMING = [8, 9, 337, 11]
STORES = [2, 3, 10]


def _number(text, modulo):
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") % modulo


def provider_table(image_path):
    """Each provider once; films name them by id."""
    return [{"logo_path": image_path("provider-logo", pid), "provider_id": pid, "provider_name": name}
            for pid, name in PROVIDERS]


def providers(movie_id, released):
    """Illustrative offers: a stable pick per film and region, not real availability.
    Compact: region -> {"flatrate"|"rent"|"buy": [provider ids, in display order]}."""
    if not released:
        return {}
    regions = {}
    for region in PROVIDER_REGIONS:
        key = "%s:%s" % (movie_id, region)
        if _number("offered:" + key, 5) == 0:
            continue  # some films are on nothing in some regions, as in life
        answer = {}
        if _number("streams:" + key, 3) != 0:
            answer["flatrate"] = [STREAMING[_number("stream:" + key, len(STREAMING))]]
        stores = [s for i, s in enumerate(STORES) if _number("store%d:%s" % (i, key), 4) != 0]
        if stores:
            answer["rent"] = stores
            answer["buy"] = stores
        if answer:
            regions[region] = answer
    return regions


# The files are lines of tab-separated fields, not JSON: the Swift reader splits bytes
# instead of running a JSON decoder, so a replay start reads ~230 films in a few
# milliseconds. One line per record, its kind first:
#   V version
#   G language genre-id name
#   P provider-id name logo-path
#   C collection-id name overview poster-path backdrop-path
#   M (MOVIE_FIELDS, in order)
#   H (PERSON_FIELDS, in order)                                   [people file]
# Lists inside a field: items separated by RS (0x1E), an item's parts by US (0x1F).
# Absent values are empty fields; booleans are 0 or 1.
RS, US = "\x1e", "\x1f"
MOVIE_FIELDS = [
    "id", "title", "original_title", "original_language", "overview", "tagline",
    "release_date", "popularity", "vote_average", "vote_count", "genre_ids", "adult",
    "poster_path", "backdrop_path", "runtime", "revenue", "certification", "collection",
    "cast", "crew", "providers", "translations",
]
PERSON_FIELDS = [
    "id", "name", "known_for_department", "popularity", "gender", "biography", "birthday",
    "deathday", "place_of_birth",
]
_FORBIDDEN = ("\t", "\n", "\r", RS, US)


class _Composite(str):
    """A field already built from checked parts, holding the list separators on purpose."""


def _field(value):
    if isinstance(value, _Composite):
        return value
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    text = str(value)
    if any(c in text for c in _FORBIDDEN):
        raise SystemExit("error: index field %r holds a tab, newline or separator" % text[:60])
    return text


def _line(kind, values):
    return "\t".join([kind] + [_field(v) for v in values]) + "\n"


def _movie_line(m):
    values = []
    for key in MOVIE_FIELDS:
        v = m.get(key)
        if key == "genre_ids":
            v = ",".join(str(g) for g in v)
        elif key == "cast":
            v = RS.join(_field(pid) + US + _field(character) for pid, character in v)
        elif key == "crew":
            v = RS.join(US.join(_field(x) for x in credit) for credit in v)
        elif key == "providers":
            v = RS.join(US.join([region, kind, ",".join(str(i) for i in ids)])
                        for region, offers in sorted(v.items()) for kind, ids in sorted(offers.items()))
        elif key == "translations":
            v = RS.join(US.join([lang, _field(t["title"]), _field(t.get("overview")),
                                 _field(t.get("tagline"))])
                        for lang, t in sorted((v or {}).items()))
        values.append(_Composite(v) if key in ("cast", "crew", "providers", "translations") else v)
    return _line("M", values)


def _index_text(document):
    out = [_line("V", [document["version"]])]
    for lang, names in sorted(document["genres"].items()):
        out += [_line("G", [lang, gid, name]) for gid, name in sorted(names.items(), key=lambda kv: int(kv[0]))]
    out += [_line("P", [p["provider_id"], p["provider_name"], p["logo_path"]]) for p in document["providers"]]
    out += [_line("C", [c["id"], c["name"], c["overview"], c["poster_path"], c["backdrop_path"]])
            for c in document["collections"]]
    out += [_movie_line(m) for m in document["movies"]]
    return "".join(out)


def _people_text(document):
    out = [_line("V", [document["version"]])]
    out += [_line("H", [p.get(k) for k in PERSON_FIELDS]) for p in document["people"]]
    return "".join(out)


def build_index(movies, helpers, people_facts, translations):
    """{file name: deterministic text} for the index and the people file (format above).

    helpers: the build script's functions (GENRES, GENRE_IDS, list_item, directors_of,
    person_id, person_popularity, known_for_departments, image_path, is_released).
    """
    h = helpers
    known_for = h.known_for_departments(movies)
    index_movies = []
    people = {}
    collections = {}

    def add_person(name):
        pid = h.person_id(name)
        if pid not in people:
            # Facts only where people.json gives them; the reader defaults the rest.
            person = {"id": pid, "known_for_department": known_for.get(name, "Acting"),
                      "name": name, "popularity": h.person_popularity(name)}
            facts = people_facts.get(name, {})
            for key in ("biography", "birthday", "deathday", "gender", "place_of_birth"):
                if facts.get(key) is not None:
                    person[key] = facts[key]
            people[pid] = person
        return pid

    for m in sorted(movies, key=lambda m: m["id"]):
        item = h.list_item(m)
        del item["adult"], item["video"]  # always false in this catalog
        cast = [[add_person(c["name"]), c["character"]] for c in m["cast"]]
        crew = [[add_person(n), "Director", "Directing"] for n in h.directors_of(m)]
        crew += [[add_person(n), "Screenplay", "Writing"] for n in m["writers"]]
        coll = m["collection"]
        if coll is not None:
            collections.setdefault(coll["id"], {
                "backdrop_path": h.image_path("collection-backdrop", coll["id"]),
                "id": coll["id"], "name": coll["name"], "overview": "",
                "poster_path": h.image_path("collection-poster", coll["id"]),
            })
        item.update({
            "cast": cast,
            "certification": m["certification_us"],
            "collection": coll["id"] if coll else None,
            "crew": crew,
            "providers": providers(m["id"], h.is_released(m)),
            "revenue": m["revenue"],
            "runtime": m["runtime"],
            "tagline": m["tagline"],
        })
        text = translations.get("movies", {}).get(str(m["id"]))
        if text:
            item["translations"] = text
        index_movies.append(item)

    genre_names = {"en": {str(gid): name for gid, name in h.GENRES}}
    for lang, names in sorted(translations.get("genres", {}).items()):
        genre_names[lang] = {str(h.GENRE_IDS[en]): name for en, name in names.items()}
    document = {
        "collections": [collections[k] for k in sorted(collections)],
        "genres": genre_names,
        "movies": index_movies,
        "providers": provider_table(h.image_path),
        "version": INDEX_VERSION,
    }
    people_document = {"people": [people[k] for k in sorted(people)], "version": INDEX_VERSION}
    return {INDEX_FILE: _index_text(document), PEOPLE_FILE: _people_text(people_document)}


def validate_sources(movies, people_facts, translations, genre_ids, synthetic_id):
    """Errors in people.json and translations.json, in plain words."""
    errors = []
    names = set()
    for m in movies:
        names.update(c["name"] for c in m["cast"])
        d = m["director"]
        names.update([d] if isinstance(d, str) and d else (d if isinstance(d, list) else []))
        names.update(m["writers"])
    seen = {}
    for name, facts in people_facts.items():
        if name not in names:
            errors.append("people.json: %r is not named by any film" % name)
        pid = facts.get("id")
        if not isinstance(pid, int) or pid <= 0:
            errors.append("people.json: %r needs a positive integer TMDB id" % name)
            continue
        if pid in seen:
            errors.append("people.json: id %d is given to both %r and %r" % (pid, seen[pid], name))
        seen[pid] = name
        for key in ("birthday", "deathday"):
            value = facts.get(key)
            if value is not None and not (isinstance(value, str) and len(value) == 10):
                errors.append("people.json: %r %s must be YYYY-MM-DD or null" % (name, key))
    synthetic = {synthetic_id(n) for n in names if n not in people_facts}
    for pid, name in seen.items():
        if pid in synthetic:
            errors.append("people.json: %r's id %d collides with a synthetic id" % (name, pid))
    ids = {m["id"] for m in movies}
    for key, by_language in translations.get("movies", {}).items():
        if not key.isdigit() or int(key) not in ids:
            errors.append("translations.json: movie %s is not in the catalog" % key)
        for lang, text in by_language.items():
            if set(text) - {"title", "overview", "tagline"} or not text.get("title", "").strip():
                errors.append("translations.json: movie %s %s needs a title (and may have overview, tagline)"
                              % (key, lang))
    for lang, names_ in translations.get("genres", {}).items():
        missing = set(genre_ids) - set(names_)
        unknown = set(names_) - set(genre_ids)
        if missing or unknown:
            errors.append("translations.json: genres %s: missing %s, unknown %s"
                          % (lang, sorted(missing), sorted(unknown)))
    return errors
