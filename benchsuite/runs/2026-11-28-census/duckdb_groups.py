"""The class-size histogram of a census from its shard files by the DuckDB
query of docs/experiments.md, compared with the census's JSON `groups`
(exact when `fingerprint_collisions` is 0). Usage: duckdb_groups.py DIR JSON"""
import json
import sys

import duckdb

shards, report = sys.argv[1], json.load(open(sys.argv[2]))
rows = duckdb.sql(f"""
  SELECT size, count(*) AS classes FROM (
    SELECT fingerprint, count(*) AS size FROM read_parquet('{shards}/*.parquet') GROUP BY fingerprint
  ) GROUP BY size ORDER BY size
""").fetchall()
got = {str(size): classes for size, classes in rows}
assert report["fingerprint_collisions"] == 0
assert got == report["groups"], (got, report["groups"])
print(f"duckdb {duckdb.__version__}: the query's histogram equals the census JSON's groups "
      f"({len(got)} sizes, {sum(got.values())} classes)")
