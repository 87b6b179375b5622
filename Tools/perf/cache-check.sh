#!/bin/sh
# What the response cache's check of an answer costs before the decode: the old whole parse
# (JSONSerialization, to learn the body is an object and not TMDB's error object) against the
# byte check UsableAnswer makes now (UTF-8, then the top-level keys). Every body of the bundled
# catalog, best of 7 rounds of 10 passes; the decode after it is the same in both.
# Usage: Tools/perf/cache-check.sh   (from the repository's root; needs python3 and swiftc)
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bodies"
python3 - "$work/bodies" <<'PY'
import glob, json, sys
n = 0
for path in sorted(glob.glob("Resources/Catalog/*.json")):
    body = json.load(open(path))["response"].get("body")
    if body is None:
        continue
    text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
    open("%s/%04d.json" % (sys.argv[1], n), "w").write(text)
    n += 1
PY
swiftc -O -o "$work/bench" Sources/TMDB/JSONTopLevelKeys.swift Sources/TMDB/UTF8Check.swift \
  Tools/perf/cache-check/main.swift
BODIES="$work/bodies" "$work/bench"
