# Store cost in the response cache, old prune (window query over the whole table) vs new
# (totals row kept by triggers + delete oldest by index). Same SQL as ResponseCache.swift.
import sqlite3, time, os, sys
def setup(path, new):
    if os.path.exists(path): os.remove(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=OFF")
    db.executescript("""CREATE TABLE response (key TEXT PRIMARY KEY NOT NULL, status INTEGER NOT NULL,
      body BLOB NOT NULL, size INTEGER NOT NULL, fetched_at REAL NOT NULL);
      CREATE INDEX response_by_fetched_at ON response (fetched_at);""")
    if new:
        db.executescript("""CREATE TABLE response_totals (id INTEGER PRIMARY KEY CHECK (id = 1), entries INTEGER NOT NULL, bytes INTEGER NOT NULL);
          INSERT INTO response_totals SELECT 1, COUNT(*), COALESCE(SUM(size), 0) FROM response;
          CREATE TRIGGER response_added AFTER INSERT ON response BEGIN UPDATE response_totals SET entries = entries + 1, bytes = bytes + new.size; END;
          CREATE TRIGGER response_removed AFTER DELETE ON response BEGIN UPDATE response_totals SET entries = entries - 1, bytes = bytes - old.size; END;
          CREATE TRIGGER response_replaced AFTER UPDATE OF size ON response BEGIN UPDATE response_totals SET bytes = bytes - old.size + new.size; END;""")
    return db
OLD_PRUNE = """DELETE FROM response WHERE key IN (SELECT key FROM (SELECT key, ROW_NUMBER() OVER newest AS position,
  SUM(size) OVER newest AS running FROM response WINDOW newest AS (ORDER BY fetched_at DESC, key ROWS UNBOUNDED PRECEDING))
  WHERE position > ? OR running > ?)"""
def store_old(db, key, body, t, maxE, maxB):
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT OR REPLACE INTO response VALUES (?,?,?,?,?)", (key, 200, body, len(body), t))
    db.execute(OLD_PRUNE, (maxE, maxB)); db.execute("COMMIT")
def store_new(db, key, body, t, maxE, maxB):
    db.execute("BEGIN IMMEDIATE")
    db.execute("""INSERT INTO response VALUES (?,?,?,?,?) ON CONFLICT (key) DO UPDATE SET status=excluded.status,
      body=excluded.body, size=excluded.size, fetched_at=excluded.fetched_at""", (key, 200, body, len(body), t))
    e, b = db.execute("SELECT entries, bytes FROM response_totals").fetchone()
    if e > maxE:
        db.execute("DELETE FROM response WHERE key IN (SELECT key FROM response ORDER BY fetched_at, key DESC LIMIT ?)", (e - maxE,))
        e, b = db.execute("SELECT entries, bytes FROM response_totals").fetchone()
    while b > maxB and e > 0:
        db.execute("DELETE FROM response WHERE key IN (SELECT key FROM response ORDER BY fetched_at, key DESC LIMIT 1)")
        e, b = db.execute("SELECT entries, bytes FROM response_totals").fetchone()
    db.execute("COMMIT")
body = b"{" + b"x" * 2000 + b"}"
for name, fn, new in [("old", store_old, False), ("new", store_new, True)]:
    for fill, cap in [(0, 2000), (1000, 2000), (2000, 2000), (20000, 20000)]:
        maxE = cap
        db = setup("/tmp/reel_cache_store_cost.sqlite", new)
        db.execute("BEGIN")
        for i in range(fill):
            db.execute("INSERT INTO response VALUES (?,?,?,?,?)", ("k%d" % i, 200, body, len(body), float(i)))
        if new: db.execute("UPDATE response_totals SET entries=?, bytes=?", (fill, fill*len(body)))
        db.execute("COMMIT")
        n = 200
        start = time.perf_counter()
        for j in range(n):
            fn(db, "n%d" % j, body, 1e9 + j, maxE, 10**12)
        per = (time.perf_counter() - start) / n * 1e6
        print(f"{name} prune, {fill:>5} entries stored (cap {cap}): {per:8.1f} µs per store")
        db.close()
