#!/usr/bin/env bash
# Regenerates Tools/layout/hot-functions.txt, the order in which the release link lays out the
# functions a key press runs (see README.md here), from a release reel run under callgrind.
#
# usage: Tools/layout/regenerate.sh BIN [WORKDIR]
#   BIN: a release reel valgrind can read, e.g.
#     swift build -c release --static-swift-stdlib --scratch-path .build-release --product reel
#     mkdir -p /tmp/l/bin && cp .build-release/release/reel /tmp/l/bin/ && strip -g /tmp/l/bin/reel
#     cp -r .build-release/release/Reel_ReplayCatalog.resources /tmp/l/bin/
# Records j k PgDn PgUp and search letters on the popular list, l h PgDn on home (about 3 min).
set -euo pipefail
BIN=$1
DIR=${2:-$(mktemp -d)}
mkdir -p "$DIR"
HERE=$(cd "$(dirname "$0")" && pwd)
"$HERE/presses.sh" "$BIN" "$DIR/popular" popular _j _j _j _k _k _k _NPage _PPage \
  j j j j k k k k NPage NPage PPage PPage _/ _m s t a r
"$HERE/presses.sh" "$BIN" "$DIR/home" home _l _l _l _h _h _NPage \
  l l l l l h h h NPage NPage
python3 "$HERE/hot-order.py" --calls "$DIR"/popular.*.* "$DIR"/home.*.* >"$HERE/hot-functions.txt"
wc -l "$HERE/hot-functions.txt"
