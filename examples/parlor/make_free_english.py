"""Writes examples/parlor/free-english.json: puzzles in free English, in
several authors' styles (contractions, first person, other names for the
gems, long sentences, two and three statements per box), drawn from STYLES,
1-3 statements per box, kept when `parlor check` finds a unique answer under
pure logic with no assumption. The answers stored are the solver's;
crates/parlor/tests/suites.rs checks each again with the independent
evaluator of the typed meaning and requires every statement read exactly.

Usage: python3 examples/parlor/make_free_english.py [SEED]   (the file uses seed 23; set
           PARLOR_FREE_OUT=PATH to write elsewhere, e.g. to compare with the file kept)
       python3 examples/parlor/make_free_english.py --probe  (which sentences are refused)
       python3 examples/parlor/make_free_english.py --pairs  (the puzzles free-p-N: from the
           sentences of free-english-pairs.tsv, each puzzle kept only when the same puzzle
           in the paraphrases, the meaning intended, has the same answer)
       python3 examples/parlor/make_free_english.py --round4  (the puzzles free-r4-N: the same,
           from the sentences of the fourth round only, after the line "# Round 4")
"""
import json, os, random, subprocess, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.environ.get("PARLOR_FREE_OUT") or os.path.join(ROOT, "examples", "parlor", "free-english.json")
STYLES = {
 "contractions": [
  "The gems aren't in this box", "The white box isn't empty", "This box doesn't contain the gems",
  "The black box isn't lying", "It's the blue box that's empty", "There's no gems in the black box",
  "The blue box doesn't tell the truth", "That's not so", "That's right", "The gems aren't here",
  "It isn't true that the white box is empty", "The treasure isn't on the left",
 ],
 "first person": [
  "I am empty", "I am telling the truth", "The gems are in me", "My statement is true",
  "I am lying", "The box to my left is false", "The box to my right is empty", "I contain the gems",
  "I don't contain the gems", "I am not the blue box", "I am next to the black box",
  "My other statement is false",
 ],
 "other names": [
  "The treasure is in the blue box", "The jewels are in here", "The diamonds are in the middle",
  "This box keeps the treasure", "The white box holds the jewels", "The prize is on the right",
  "The treasure is not in the white box", "An honest box contains the jewels", "The truthful box is empty",
  "A lying box holds the treasure", "The blue box is a liar", "The white box is honest",
 ],
 "showing verbs": [
  "The gems are in a box having two statements", "The gems are in a box featuring a true statement",
  "The white box features a false statement", "Boxes displaying a false statement are empty",
  "A box carrying no true statements contains the gems", "The black box exhibits a true statement",
  "The statement written on the white box is true", "The statements printed on the black box are false",
  "The gems are in a two-statement box", "The gems are in a one-statement box",
  "No two-statement box is false", "The box bearing the word \"blue\" is empty",
 ],
 "counts": [
  "An even number of boxes are true", "An odd number of boxes are false", "An even number of boxes are empty",
  "An odd number of statements are true", "An even number of statements are false",
  "There are more true statements than false statements", "Exactly two boxes are empty",
  "At least one of the other boxes is true", "At most one box tells the truth", "No box is false",
 ],
 "long": [
  "If the blue box is telling the truth then the gems are not in the white box",
  "The gems are either in this box or in the box on the far side of the white box",
  "Either the white box is lying or the gems are in the black box",
  "The black box is true and it contains the treasure",
  "The gems are in the blue box or the white box but not both",
  "Neither the white box nor the black box contains the gems",
  "The blue box is empty but the white box is not",
  "It is not true that the gems are in the box on the left",
  "The box in the middle is false or the gems are in it",
  "This box is empty and so is the blue box",
 ],
 "colloquial": [
  "Exactly one of us is telling the truth", "All of us are lying", "One of us has the gems",
  "At least two of us are lying", "Both of my neighbours are empty", "The white box has got the gems",
  "You'll find the gems in the white box", "The gems can't be in the black box", "The gems cannot be here",
  "The gems must be in the blue box", "The gems sit in the white box", "The blue box definitely holds the gems",
 ],
 "superlatives": [
  "The box with the shortest statement is empty", "The box with the most words has the gems",
  "The longest statement is false", "The shortest statement is true",
  "The box with the fewest statements holds the treasure", "The box with the most true statements contains the gems",
  "The gems are in the box with the longest statement", "The statement with the most words is a lie",
  "The box with the fewest words is lying", "The blue box has the most statements",
 ],
 "comparing verb phrases": [
  "More boxes lie than tell the truth", "As many boxes lie as tell the truth",
  "Fewer boxes tell the truth than lie", "There are fewer true boxes than false ones",
  "More statements are true than are false", "There are more lying boxes than truthful ones",
  "As many statements are true as are false", "More boxes are empty than are false",
  "More of us lie than tell the truth", "The box with the most lies has the gems",
  "It is not the white box that has the gems", "I am the final statement",
 ],
 "referring": [
  "Every statement that refers to the blue box is false", "The statement identical to mine is true",
  "The words printed on the white box are false", "Statements mentioning the black box are true",
  "No statement referring to the white box is true", "The box bearing the word \"gems\" is empty",
  "A statement that names the blue box is false", "The statement identical to mine is false",
 ],
 "anaphora and positions": [
  "That's not so", "Neither of them is right", "Both of them are wrong", "I am the last statement here",
  "I am not the first statement", "One of them is false", "I am the second statement on this box",
  "That's right",
 ],
 "pre-modifiers and presuppositions": [
  "A box with a lying first statement has the gems", "The gems are in a box with a true second statement",
  "A two-statement box holds the treasure", "No box with an honest first statement is empty",
  "The gems are in a box with a false last statement", "The two lying boxes hold no gems",
  "I am lying and I am not lying", "This box is empty and this box is not empty",
 ],
 "plain": [
  "The gems are in the blue box", "The white box is empty", "The box on the left is true",
  "This box is not next to the black box", "The gems are here", "A false box contains the gems",
  "This is the only true box", "Only one of the other boxes is false", "The gems are on the desk",
  "You are in the parlor", "The above statement is false", "The statement below is true",
 ],
}
POOL = [s for style in STYLES.values() for s in style]
TARGET = 320

# A partitive `them` with no box phrase before it stands for the other
# statements on its box, and `neither` / `both` of them speak of two: such a
# sentence belongs only on a box with three statements (the parser refuses it
# elsewhere, so a puzzle that asks for it is never drawn).
OF_TWO = ("Neither of them", "Both of them")


def fits(box):
    """Whether every sentence of a box (a list of statements) can stand there."""
    return all(len(box) == 3 for s in box if s.startswith(OF_TWO))


def check(puzzles):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(puzzles, f)
    res = subprocess.run(["cargo", "run", "-q", "-p", "parlor-cli", "--", "check", f.name, "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    os.unlink(f.name)
    return json.loads(res.stdout)["results"]


def pairs():
    """The (sentence, paraphrase) pairs of free-english-pairs.tsv that must be read."""
    path = os.path.join(ROOT, "examples", "parlor", "free-english-pairs.tsv")
    out = []
    for line in open(path, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            new, old = (x.strip() for x in line.split("|", 1))
            if not old.startswith("refused:"):
                out.append((new, old))
    return out


def append_pairs(target=140, seed=31):
    """Replaces the puzzles `free-p-N` of free-english.json by `target` puzzles
    drawn from the sentences of free-english-pairs.tsv (the other puzzles are
    kept as they are). A puzzle is kept when it has a unique answer with
    every statement read exactly, and the same puzzle with each sentence
    replaced by its paraphrase (the meaning intended) has the same answer."""
    meant = dict(pairs())
    pool = list(meant)
    rng = random.Random(seed)
    cands = []
    for n in range(3000):
        boxes = [[rng.choice(pool) for _ in range(rng.choice([1, 1, 2, 2, 3]))] for _ in range(3)]
        if not all(fits(b) for b in boxes):
            continue
        cands.append({"id": f"p{n}", "blue": boxes[0], "white": boxes[1], "black": boxes[2], "solution": None})
    results = check(cands)
    uniq = {r["id"]: r["prize"] for r in results
            if r["verdict"] == "unique" and not r["tolerated"] and not r["error"]}
    twins = [dict(c, **{f: [meant[x] for x in c[f]] for f in ("blue", "white", "black")})
             for c in cands if c["id"] in uniq]
    agree = {r["id"] for r in check(twins) if r["verdict"] == "unique" and r["prize"] == uniq[r["id"]]}
    print("unique", len(uniq), "same answer from the paraphrases", len(agree), file=sys.stderr)
    used, chosen = set(), []
    for c in cands:
        if c["id"] not in agree:
            continue
        ss = {x for f in ("blue", "white", "black") for x in c[f]}
        if ss - used or len(chosen) < target:
            chosen.append(dict(c, id=f"free-p-{len(chosen) + 1}", solution=uniq[c["id"]]))
            used |= ss
        if len(chosen) >= target and not (set(pool) - used):
            break
    print("chosen", len(chosen), "sentences never in a puzzle", set(pool) - used, file=sys.stderr)
    kept = [p for p in json.load(open(OUT)) if not str(p["id"]).startswith("free-p-")]
    with open(OUT, "w") as f:
        json.dump(kept + chosen, f, indent=1)
        f.write("\n")


ROUND4 = "# Round 4"


def append_round4(target=160, seed=47):
    """Replaces the puzzles `free-r4-N` of free-english.json by `target`
    puzzles drawn only from the sentences of free-english-pairs.tsv after
    the line starting with ROUND4 (English written in styles the earlier
    rounds did not have), with the same twin check as append_pairs: a
    puzzle is kept when its answer is unique with every statement read
    exactly and the same puzzle written in the paraphrases gets the same
    answer."""
    path = os.path.join(ROOT, "examples", "parlor", "free-english-pairs.tsv")
    lines = open(path, encoding="utf-8").read().split("\n")
    start = next(i for i, l in enumerate(lines) if l.startswith(ROUND4))
    meant = {}
    for line in lines[start:]:
        if line.strip() and not line.startswith("#"):
            new, old = (x.strip() for x in line.split("|", 1))
            if not old.startswith("refused:"):
                meant[new] = old
    pool = list(meant)
    rng = random.Random(seed)
    cands = []
    for n in range(3000):
        boxes = [[rng.choice(pool) for _ in range(rng.choice([1, 1, 2, 2, 3]))] for _ in range(3)]
        if not all(fits(b) for b in boxes):
            continue
        cands.append({"id": f"r{n}", "blue": boxes[0], "white": boxes[1], "black": boxes[2], "solution": None})
    results = check(cands)
    uniq = {r["id"]: r["prize"] for r in results
            if r["verdict"] == "unique" and not r["tolerated"] and not r["error"]}
    twins = [dict(c, **{f: [meant[x] for x in c[f]] for f in ("blue", "white", "black")})
             for c in cands if c["id"] in uniq]
    agree = {r["id"] for r in check(twins) if r["verdict"] == "unique" and r["prize"] == uniq[r["id"]]}
    print("pool", len(pool), "unique", len(uniq), "same answer from the paraphrases", len(agree),
          file=sys.stderr)
    used, chosen = set(), []
    for c in cands:
        if c["id"] not in agree:
            continue
        ss = {x for f in ("blue", "white", "black") for x in c[f]}
        if ss - used or len(chosen) < target:
            chosen.append(dict(c, id=f"free-r4-{len(chosen) + 1}", solution=uniq[c["id"]]))
            used |= ss
        if len(chosen) >= target and not (set(pool) - used):
            break
    print("chosen", len(chosen), "sentences never in a puzzle", set(pool) - used, file=sys.stderr)
    kept = [p for p in json.load(open(OUT)) if not str(p["id"]).startswith("free-r4-")]
    with open(OUT, "w") as f:
        json.dump(kept + chosen, f, indent=1)
        f.write("\n")


if len(sys.argv) > 1 and sys.argv[1] == "--pairs":
    append_pairs()
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == "--round4":
    append_round4()
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == "--probe":
    # A sentence of OF_TWO is probed where it can stand: beside two statements.
    probe = [{"id": s, "blue": ["The white box is empty"] + ["The black box is empty"] * s.startswith(OF_TWO) + [s],
              "white": "This box is empty",
              "black": "The blue box is true", "solution": None} for s in POOL]
    bad = [r for r in check(probe) if r["error"] or r["tolerated"]]
    for r in bad:
        print(r["id"], "->", (r["error"] or str(r["tolerated"])).splitlines()[0])
    print(f"{len(POOL) - len(bad)} of {len(POOL)} sentences read exactly", file=sys.stderr)
    sys.exit(0)

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 23)
cands = []
for n in range(4000):
    boxes = []
    for b in range(3):
        k = random.choice([1, 1, 1, 2, 2, 3])
        boxes.append([random.choice(POOL) for _ in range(k)])
    if not all(fits(b) for b in boxes):
        continue
    cands.append({"id": f"f{n}", "blue": boxes[0], "white": boxes[1], "black": boxes[2], "solution": None})
results = check(cands)
uniq = {r["id"]: r["prize"] for r in results
        if r["verdict"] == "unique" and not r["tolerated"] and not r["error"]}
print("errors", sum(1 for r in results if r["error"]), "unique", len(uniq), file=sys.stderr)
used, chosen = set(), []
for c in cands:
    if c["id"] not in uniq:
        continue
    ss = {s for f in ("blue", "white", "black") for s in c[f]}
    if ss - used or len(chosen) < TARGET:
        chosen.append(dict(c, id=f"free-{len(chosen) + 1}", solution=uniq[c["id"]]))
        used |= ss
    if len(chosen) >= TARGET and not (set(POOL) - used):
        break
print("chosen", len(chosen), "unused", set(POOL) - used, file=sys.stderr)
with open(OUT, "w") as f:
    json.dump(chosen, f, indent=1)
    f.write("\n")
