#!/usr/bin/env python3
"""Converts SpaceMonkeyy86/ParlorSolver's puzzles.json to the data-set format
that `parlor check` reads, keeping only the game's text.

Usage: convert.py UPSTREAM_PUZZLES_JSON > puzzles.json

The upstream file (commit 4d3eae5f9cf8530f20f325fcf6b495a92c811423, see
../SOURCE.md) is checked by its SHA-256 first. Kept per puzzle: `id`, the
statements of each box (as lists, verbatim) and `prize`. Dropped: the wiki
contributors' `description`s. Statements damaged by the scrape (a quoted word
lost, leaving two spaces in a row) are listed in `damaged`, each with what was
lost; the list below is written by hand and must equal the statements the
scrape left with a gap, or the script stops.
"""

import hashlib
import json
import sys

UPSTREAM_SHA256 = "bbb37795dabd316cbf5a959e397202ad7e9b52967d700576a608743a456c9ab2"

BOXES = ("blue", "white", "black")

# (id, box, position): what the scrape lost.
DAMAGED = {
    (17, "black", 1): 'the quoted word after "the word" and the quoted word after '
    '"with the word" were lost ("REPLACED THE WORD  WITH THE WORD.")',
    (18, "black", 1): 'the quoted word after "the word" was lost',
    (39, "black", 1): 'the quoted word after "the word" and the quoted replacement '
    'after "with" were lost',
    (48, "black", 1): 'the quoted words after "the words" were lost',
    (53, "blue", 1): 'the quoted word after "the word" was lost',
    (53, "white", 1): 'the quoted word after "the word" was lost',
    (54, "blue", 1): 'the quoted letter after "the letter" was lost',
    (54, "white", 1): 'the quoted letter after "more than one" was lost',
    (61, "white", 1): 'the quoted word after "the word" was lost',
    (74, "white", 1): 'the quoted word after "the word" was lost',
}


def main() -> None:
    raw = open(sys.argv[1], "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != UPSTREAM_SHA256:
        sys.exit(f"{sys.argv[1]}: SHA-256 {digest}, expected {UPSTREAM_SHA256}")
    upstream = json.loads(raw)
    gaps = {
        (p["id"], box, i + 1)
        for p in upstream
        for box in BOXES
        for i, text in enumerate(p["input"][box])
        if "  " in text
    }
    if gaps != set(DAMAGED):
        sys.exit(f"gaps in the scrape {sorted(gaps)} differ from DAMAGED {sorted(DAMAGED)}")
    out = []
    for p in upstream:
        entry = {"id": p["id"]}
        for box in BOXES:
            entry[box] = p["input"][box]
        entry["prize"] = p["solution"]["prize"]
        damaged = [
            f"{box} {pos}: {why}"
            for (pid, box, pos), why in sorted(DAMAGED.items(), key=lambda kv: (kv[0][0], BOXES.index(kv[0][1]), kv[0][2]))
            if pid == p["id"]
        ]
        if damaged:
            entry["damaged"] = damaged
        out.append(entry)
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
