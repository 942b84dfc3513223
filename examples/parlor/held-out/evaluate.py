#!/usr/bin/env python3
"""Independent checker of the held-out Parlor sets (issue 37).

Each puzzle in game.py / free.py gives every statement twice: as printed
(English, what `parlor` reads) and as its intended meaning, a Python
expression over one *world* (where the gems are, and every statement's truth
value). Nothing here comes from the Rust parser: the meanings were written by
hand, and the world enumeration is brute force, as in seed 003.

The rules of the game: the gems are in exactly one box; a box is true when it
has statements and all are true, false when it has statements and all are
false; at least one box is true and at least one is false; every statement is
true exactly when its meaning holds.

Counting rules of the printed text (the ones documented in docs/parlor.md,
written again here): a word is a run of characters between spaces that has a
letter or a digit (`ISN'T`, `WIND-UP`, `3` are one word each); a letter is an
alphabetic character; punctuation and spaces are neither.

usage:
  evaluate.py                      check every puzzle's stated answer against
                                   the brute force, write game.json / free.json
  evaluate.py [--sets DIR]         the same for the game.py / free.py of DIR
  evaluate.py --run PARLOR [--sets DIR]
                                   also run `PARLOR check --json` on both sets
                                   and `PARLOR solve --json` on every puzzle it
                                   answers, comparing the readings world for
                                   world; print the tally (right / wrong /
                                   refused / no unique answer)
"""
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The directory of the sets measured: this one unless `--sets DIR` names
# another (the later held-out sets live beside this one, one directory each).
SETS = (os.path.abspath(sys.argv[sys.argv.index("--sets") + 1]) if "--sets" in sys.argv
        else HERE)
BOXES = ["blue", "white", "black"]


def words(text):
    return [w for w in text.split() if re.search(r"[A-Za-z0-9]", w)]


def letters(text):
    return sum(1 for c in text if c.isalpha())


def plain(text):
    """Lower-case words without punctuation, for word look-ups."""
    return [re.sub(r"[^a-z0-9'-]", "", w.lower()).strip("'") for w in words(text)]


class World:
    def __init__(self, puzzle, gems, truth):
        self.p = puzzle
        self.gems = gems
        self.truth = truth  # {(box, i): bool}

    # --- the atoms -------------------------------------------------------
    def G(self, b):
        return self.gems == b

    def S(self, b, i):
        return self.truth[(b, i)]

    def n(self, b):
        return len(self.p[b])

    def T(self, b):
        return self.n(b) > 0 and all(self.S(b, i) for i in range(1, self.n(b) + 1))

    def F(self, b):
        return self.n(b) > 0 and not any(self.S(b, i) for i in range(1, self.n(b) + 1))

    def M(self, b):
        """Mixed: at least one true and one false statement."""
        vals = [self.S(b, i) for i in range(1, self.n(b) + 1)]
        return any(vals) and not all(vals)

    # --- sets and counts -------------------------------------------------
    def sids(self):
        return [(b, i) for b in BOXES for i in range(1, self.n(b) + 1)]

    def ntrue(self, boxes=BOXES):
        return sum(self.S(b, i) for (b, i) in self.sids() if b in boxes)

    def nfalse(self, boxes=BOXES):
        return sum(not self.S(b, i) for (b, i) in self.sids() if b in boxes)

    def nT(self):
        return sum(self.T(b) for b in BOXES)

    def nF(self):
        return sum(self.F(b) for b in BOXES)

    def text(self, b, i):
        return self.p[b][i - 1][0]

    def box_text(self, b):
        return " ".join(self.text(b, i) for i in range(1, self.n(b) + 1))


def left(b):
    k = BOXES.index(b)
    return BOXES[k - 1] if k > 0 else None


def right(b):
    k = BOXES.index(b)
    return BOXES[k + 1] if k < 2 else None


def others(b):
    return [x for x in BOXES if x != b]


def exactly(n, xs):
    return sum(bool(x) for x in xs) == n


def meaning_env(world, me, i):
    env = {
        "w": world, "me": me, "i": i, "BOXES": BOXES, "others": others,
        "left": left, "right": right, "exactly": exactly, "words": words,
        "letters": letters, "plain": plain,
        "G": world.G, "T": world.T, "F": world.F, "M": world.M, "S": world.S,
        "n": world.n, "text": world.text, "box_text": world.box_text,
        "ntrue": world.ntrue, "nfalse": world.nfalse, "nT": world.nT, "nF": world.nF,
        "sids": world.sids, "any": any, "all": all, "sum": sum, "len": len,
    }
    return env


def worlds(puzzle):
    """Every consistent world: (gems, tuple of truth values in box order)."""
    sids = [(b, i) for b in BOXES for i in range(1, len(puzzle[b]) + 1)]
    out = []
    for gems in BOXES:
        for bits in itertools.product([False, True], repeat=len(sids)):
            truth = dict(zip(sids, bits))
            w = World(puzzle, gems, truth)
            if not any(w.T(b) for b in BOXES) or not any(w.F(b) for b in BOXES):
                continue
            ok = True
            for (b, i) in sids:
                expr = puzzle[b][i - 1][1]
                if bool(eval(expr, meaning_env(w, b, i))) != truth[(b, i)]:
                    ok = False
                    break
            if ok:
                out.append((gems, bits))
    return out


def load(name):
    scope = {}
    with open(os.path.join(SETS, name), encoding="utf-8") as f:
        exec(f.read(), scope)
    return scope["PUZZLES"]


def normalise(p):
    return {b: [tuple(s) for s in p.get(b, [])] for b in BOXES}


def data_set(puzzles):
    return [{"id": p["id"], **{b: [s[0] for s in normalise(p)[b]] for b in BOXES},
             "solution": p["answer"]} for p in puzzles]


def verify(puzzles, label):
    bad = 0
    for p in puzzles:
        ws = worlds(normalise(p))
        gems = sorted({g for g, _ in ws})
        if gems != [p["answer"]]:
            bad += 1
            print(f"{label} {p['id']}: brute force gives {gems or 'no reading'}, stated {p['answer']}")
    return bad


def classify(r):
    if r.get("error"):
        return "refused"
    if r.get("verdict") == "unique" and not r.get("tolerated"):
        return "right" if r.get("prize") == r.get("expected") else "wrong"
    if r.get("verdict") == "unique":
        return "assumed"
    return "no unique answer"


def run(parlor, puzzles, label, path, log):
    out = subprocess.run([parlor, "check", "--json", path], capture_output=True, text=True)
    results = json.loads(out.stdout)["results"]
    tally = {k: [] for k in ["right", "wrong", "refused", "assumed", "no unique answer"]}
    for p, r in zip(puzzles, results):
        kind = classify(r)
        if kind == "right":
            # The readings must be the brute force's, world for world.
            mismatch = compare_readings(parlor, p)
            if mismatch:
                kind = "wrong"
                r = dict(r, error=f"readings differ from the brute force: {mismatch}")
        tally[kind].append((p["id"], r))
    print(f"{label}: {len(tally['right'])}/{len(puzzles)} right, {len(tally['wrong'])} wrong, "
          f"{len(tally['refused'])} refused, {len(tally['no unique answer'])} without a unique answer, "
          f"{len(tally['assumed'])} read with assumptions", file=log)
    for kind in ["wrong", "refused", "no unique answer", "assumed"]:
        for pid, r in tally[kind]:
            reason = (r.get("error") or f"{r.get('verdict')} {r.get('possible')}").splitlines()[0]
            print(f"  {kind.upper()} {pid}: {reason}", file=log)
    return tally


def compare_readings(parlor, p):
    q = normalise(p)
    text = "".join(f"{b}: {s[0]}\n" for b in BOXES for s in q[b])
    out = subprocess.run([parlor, "solve", "--json", "--allow-assumptions", "-"], input=text,
                         capture_output=True, text=True)
    got = json.loads(out.stdout)
    if not got.get("readings_complete"):
        return "the readings were not listed in full"
    mine = {(r["gems"], tuple(v for b in BOXES for v in r["statements"][b])) for r in got["readings"]}
    theirs = set(worlds(q))
    if mine != theirs:
        return f"{len(mine - theirs)} extra, {len(theirs - mine)} missing"
    return None


def main():
    game, free = load("game.py"), load("free.py")
    bad = verify(game, "game") + verify(free, "free")
    for name, puzzles in [("game.json", game), ("free.json", free)]:
        with open(os.path.join(SETS, name), "w", encoding="utf-8") as f:
            json.dump(data_set(puzzles), f, indent=1, ensure_ascii=False)
            f.write("\n")
    print(f"brute force: {len(game)} game-style and {len(free)} free-English puzzles, "
          f"{bad} without the stated unique answer")
    if bad:
        sys.exit(1)
    if "--run" in sys.argv:
        parlor = sys.argv[sys.argv.index("--run") + 1]
        log = sys.stdout
        run(parlor, game, "game-style", os.path.join(SETS, "game.json"), log)
        run(parlor, free, "free-English", os.path.join(SETS, "free.json"), log)


if __name__ == "__main__":
    main()
