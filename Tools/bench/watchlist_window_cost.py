# Cost of the watchlist window reads on a million entries: same schema, indexes and queries as
# SQLiteWatchlistStore (v3), against reading every row as `entries(sortedBy:)` does.
import sqlite3, time, os, random
p="/tmp/reel_watchlist_window_cost.sqlite"
if os.path.exists(p): os.remove(p)
db=sqlite3.connect(p, isolation_level=None)
db.executescript("""PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF;
CREATE TABLE watchlist (movie_id INTEGER PRIMARY KEY NOT NULL CHECK (movie_id > 0), title TEXT NOT NULL, original_title TEXT, year INTEGER, poster_path TEXT, vote_average REAL, added_at TEXT NOT NULL, note TEXT);
CREATE INDEX watchlist_by_added_at ON watchlist (added_at);
CREATE INDEX watchlist_by_title ON watchlist (title COLLATE NOCASE, movie_id);
CREATE INDEX watchlist_by_year ON watchlist (COALESCE(year, 0), movie_id);
CREATE INDEX watchlist_by_rating ON watchlist (COALESCE(vote_average, 0), movie_id);""")
random.seed(1)
db.execute("BEGIN")
db.executemany("INSERT INTO watchlist VALUES (?,?,?,?,?,?,?,?)", ((i, "Movie %x" % random.getrandbits(40), None, 1900+i%125, None, (i%100)/10, "2024-%02d-%02dT00:00:%02d.000Z" % (1+i%12, 1+i%28, i%60), None) for i in range(1, 1_000_001)))
db.execute("COMMIT")
orders={"added":"added_at DESC, movie_id DESC","title":"title COLLATE NOCASE, movie_id","year":"COALESCE(year, 0) DESC, movie_id DESC","rating":"COALESCE(vote_average, 0) DESC, movie_id DESC"}
def t(sql,args=()):
    s=time.perf_counter(); db.execute(sql,args).fetchall(); return (time.perf_counter()-s)*1000
print("count: %.1f ms" % t("SELECT COUNT(*) FROM watchlist"))
for name,o in orders.items():
    print("%-6s first 50: %6.2f ms   50 at 500k: %6.1f ms   all rows (old): %6.0f ms" % (name, t(f"SELECT * FROM watchlist ORDER BY {o} LIMIT 50 OFFSET 0"), t(f"SELECT * FROM watchlist ORDER BY {o} LIMIT 50 OFFSET 500000"), t("SELECT * FROM watchlist")))
ids=list(range(1,2000000,100000))[:20]
print("ids among 20: %.2f ms" % t("SELECT movie_id FROM watchlist WHERE movie_id IN (%s)" % ",".join("?"*20), ids))
