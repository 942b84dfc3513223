"""Writes examples/parlor/suite.json: puzzles drawn from POOL (sentences
covering every category of the grammar, docs/parlor.md), 0-2 statements per
box, kept when `parlor check` finds a unique answer under pure logic. The
answers stored are the solver's; crates/parlor/tests/suites.rs checks each
one again with an independent evaluator of the typed meaning.

Usage: python3 examples/parlor/make_suite.py [SEED]   (the suite uses seed 7)
"""
import json, os, random, subprocess, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(ROOT, "examples", "parlor", "suite.json")
POOL = [
 # named / places / relative
 "The gems are in the blue box", "The white box is empty", "The box on the right contains the gems",
 "The leftmost box is true", "The box to the left of this box is false", "The box to the right of the white box is empty",
 "This box is the middle box", "This box is not next to the black box", "This is the blue box",
 # coordination
 "Neither this box nor the black box contains the gems", "Either the blue box or the white box is true",
 "The blue box and the black box are both empty", "The gems are in the white box or the black box",
 # quantifiers
 "At least two boxes are empty", "At most one box is true", "No box is false", "Exactly one box is false",
 "More than one box is true", "Fewer than two boxes are false", "There are two true boxes", "All three boxes are empty",
 "None of the other boxes is true", "Only one of the other boxes is false", "Both other boxes are empty",
 "Another box is true", "Every box next to this box is empty", "A box next to this box contains the gems",
 "The box next to this box is true",
 # modifiers / relative clauses
 "A false box contains the gems", "The gems are in a box with a true statement", "The gems are in a box with no false statements",
 "The gems are in a box with two statements", "A box with exactly one statement is empty", "The gems are in the only true box",
 "A box that has a false statement contains the gems", "The only box with a true statement is empty",
 "The box that claims to be empty contains the gems", "Every box which claims to be true is false",
 "The gems are in a box with the word \"white\" on it", "A box with a statement containing the letter \"k\" is empty",
 "The empty boxes both have true statements", "A blank box is next to this box",
 # identity / the only / one of
 "This is the only true box", "This box is one of the two empty boxes", "This is not the only false box",
 # statements
 "This statement is false and the blue box is true", "The above statement is true", "The statement below is false",
 "The top statement of each box is true", "The bottom statement on the black box is false", "The second statement on the blue box is true",
 "Exactly one statement on the other boxes is true", "At least two statements are false", "All statements on this box are true",
 "No statement on the white box is false", "There are three true statements", "Only one statement is true",
 "The other statements are all false", "This is the only false statement", "This statement is as true as the statement on the black box",
 # text properties
 "Every statement with the word \"blue\" is false", "Statements containing the word \"gems\" are true",
 "This statement contains six words", "This statement has more than thirty letters", "This statement appears on another box",
 "This statement is unique", "The word \"empty\" is on another box", "Exactly one statement containing the letter \"x\" is true",
 # comparisons
 "There are more true statements than false statements", "An equal number of true and false statements",
 "There are as many empty boxes as true boxes", "There are fewer false boxes than true boxes",
 # connectives / pronouns
 "The black box is true and it contains the gems", "The blue box is empty if it is false", "If this box is empty then the white box is false",
 "The gems are in this box only if the black box is true", "The white box is empty unless it is true",
 "It is not true that the blue box is empty", "Neither the white box is true nor the black box is empty",
 "The blue box is false or the gems are in it", "The white box is true and the gems are not in it",
 "The black box is either empty or false", "The blue box and the white box are either both true or both false",
 # facts
 "You are in the parlor", "There are three boxes in this room", "There are four boxes in this room",
 "The gems are on the desk", "You are in the parlor and this box is empty",
 # added with the second round of the grammar
 "This box's statement is true", "The white box's first statement is false", "Only the blue box is true",
 "Only this box contains the gems", "The gems are either in this box or in the black box", "The gems are here",
 "The gems are neither in the white box nor in the black box", "There are no gems in the white box",
 "The white box lies", "This box tells the truth", "The black box is lying", "The above statement is a lie",
 "The other statement on this box is false", "This box's other statement is true", "The first statement is true",
 "Neither statement on this box is true", "Both statements on this box are false", "At least one of the statements on the black box is true",
 "This statement and the statement on the black box are both true", "The gems are in a box without any false statements",
 "More boxes are true than false", "The number of false statements is two", "You are not in the parlor",
 "The white box has a true statement and a false statement", "The gems are to the left of this box",
 "If the blue box is true then the gems are in the white box unless this box is false", "The box containing the gems is false",
 # first person, whose, exclusive or, ellipsis, two statements on a box
 "I am empty", "The gems are in me", "My statement is true", "The box to my left is false", "I am telling the truth",
 "The gems are in the box whose statements are true", "The gems are in the blue box or the white box but not both",
 "The only true statement is on the white box", "This box is empty and so is the blue box",
 "The blue box is empty but the white box is not", "If the white box is empty then so is the black box",
 "Not all boxes are false", "The black box and the white box are not both empty", "Only this statement is true",
 "All statements are false except this one", "The blue box has more statements than the white box",
 "Both statements on this box are true", "One of the statements on this box is false",
 "The two statements on this box are either both true or both false", "The white box has two false statements",
]
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
cands = []
for n in range(1400):
    boxes = []
    for b in range(3):
        r = random.random()
        k = 0 if r < 0.06 else (1 if r < 0.6 else 2)
        boxes.append([random.choice(POOL) for _ in range(k)] or "[nothing]")
    cands.append({"id": f"c{n}", "blue": boxes[0], "white": boxes[1], "black": boxes[2], "solution": None})
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    json.dump(cands, f)
res = subprocess.run(["cargo", "run", "-q", "-p", "parlor-cli", "--", "check", f.name, "--json"],
                     capture_output=True, text=True, cwd=ROOT)
out = json.loads(res.stdout)
errs = [r for r in out["results"] if r["error"]]
print("errors", len(errs), file=sys.stderr)
for r in errs[:15]: print(r["error"][:300], file=sys.stderr)
uniq = {r["id"]: r["prize"] for r in out["results"] if r["verdict"] == "unique"}
used = set(); chosen = []
# keep every puzzle with a sentence not used yet, and fill up to 150
for c in cands:
    if c["id"] not in uniq: continue
    ss = {s for f in ("blue","white","black") for s in (c[f] if isinstance(c[f], list) else [])}
    if ss - used or len(chosen) < 150:
        chosen.append(c); used |= ss
    if len(chosen) >= 150 and not (set(POOL) - used): break
print("unique", len(uniq), "chosen", len(chosen), "unused", set(POOL) - used, file=sys.stderr)
suite = [dict(c, id=f"s{k + 1}", solution=uniq[c["id"]]) for k, c in enumerate(chosen)]
json.dump(suite, open(OUT, 'w'), indent=1)
