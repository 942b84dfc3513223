#!/usr/bin/env python3
"""Held-out free-English probe of the Parlor reader (issue 23).

probe-held-out.json holds puzzles in free English; probe-held-out-formulas.json
the same puzzles with each statement's intended meaning as a formula (`= ...`).
The expected solution of each puzzle is the unique answer of its formula
version.  This script runs both through `parlor check --json` and prints

  right / wrong / refused / read-with-assumptions / ambiguous (no unique answer)

for the English version, after checking that every formula version is read
and solved to its expected answer.

usage: probe_held_out.py [PARLOR_BINARY]   (default: target/release/parlor)
"""
import json
import re
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENGLISH = os.path.join(HERE, "probe-held-out.json")
FORMULAS = os.path.join(HERE, "probe-held-out-formulas.json")


def check(parlor, path):
    out = subprocess.run([parlor, "check", "--json", path],
                         capture_output=True, text=True)
    if not out.stdout.strip():
        sys.exit(f"{parlor} check {path} gave no JSON (exit {out.returncode}): {out.stderr}")
    return json.loads(out.stdout)["results"]


def classify(r):
    if r.get("error"):
        return "refused"
    if r.get("verdict") == "unique":
        if r.get("tolerated"):
            return "read-with-assumptions"
        return "right" if r.get("prize") == r.get("expected") else "wrong"
    if r.get("verdict") == "unknown":
        return "stopped"
    return "ambiguous"


def main():
    parlor = sys.argv[1] if len(sys.argv) > 1 else "target/release/parlor"
    formulas = check(parlor, FORMULAS)
    bad = [r["id"] for r in formulas if not r.get("correct")]
    print(f"formula versions: {len(formulas) - len(bad)}/{len(formulas)} unique and as expected")
    if bad:
        print("  formula versions not as expected:", ", ".join(map(str, bad)))
    english = check(parlor, ENGLISH)
    puzzles = {p["id"]: p for p in json.load(open(ENGLISH, encoding="utf-8"))}
    kinds = ["right", "wrong", "refused", "read-with-assumptions", "ambiguous", "stopped"]
    groups = {k: [] for k in kinds}
    for r in english:
        groups[classify(r)].append(r)
    n = len(english)
    print(f"\n{'outcome':<24}{'count':>6}{'share':>8}")
    for k in kinds:
        print(f"{k:<24}{len(groups[k]):>6}{100 * len(groups[k]) / n:>7.1f}%")
    print(f"{'total':<24}{n:>6}")
    answered = n - len(groups["refused"])
    print(f"answered (not refused): {answered}/{n} ({100 * answered / n:.1f}%)")
    for k in ["wrong", "read-with-assumptions", "ambiguous", "stopped"]:
        for r in groups[k]:
            print(f"\n{k.upper()} {r['id']}: {r.get('verdict')} {r.get('prize')} "
                  f"(expected {r.get('expected')}; possible {r.get('possible')})")
            for t in r.get("tolerated") or []:
                print(f"    assumption: {t}")
            p = puzzles[r["id"]]
            for b in ("blue", "white", "black"):
                for s in p[b] if isinstance(p[b], list) else [p[b]]:
                    print(f"    {b}: {s}")
    print("\nREFUSED (first line of each puzzle's error):")
    for r in groups["refused"]:
        print(f"  {r['id']}: {r['error'].splitlines()[0]}")
    # every statement not read, grouped by the reason the reader gives
    by_reason = {}
    for r in groups["refused"]:
        lines = r["error"].splitlines()
        for i, line in enumerate(lines):
            m = re.match(r"statement \d+ on the \w+ box: cannot read `(.*)`$", line)
            if not m:
                continue
            reason = lines[i + 1].strip() if i + 1 < len(lines) else "?"
            if reason.startswith("every word is known") and i + 2 < len(lines):
                reason = lines[i + 2].strip()
            by_reason.setdefault(reason, set()).add(m.group(1))
    print("\nSTATEMENTS NOT READ, by reason (distinct sentences):")
    for reason, sents in sorted(by_reason.items(), key=lambda kv: -len(kv[1])):
        print(f"  [{len(sents)}] {reason}")
        for t in sorted(sents)[:4]:
            print(f"        {t}")
    return 1 if groups["wrong"] else 0


if __name__ == "__main__":
    sys.exit(main())
