"""Paired whole-process timing at sub-10 ms resolution for the quick rows:
per board, BASE and NEW alternately REPS times each (`solve --json
--count-budget 0 --max-solutions 1 --time-limit 60`), wall time by
time.perf_counter around the process. Prints CSV: binary,board,seed,rep,seconds,out.
Usage: paired.py BASE NEW BOARDDIR REPS  (boards named SIDExSIDE-ATOMS-SEED.txt)"""
import subprocess, sys, time, glob, os, json
base, new, boards, reps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
print("binary,board,seed,rep,seconds,out")
for f in sorted(glob.glob(os.path.join(boards, "*.txt"))):
    name = os.path.basename(f)[:-4]
    size, atoms, seed = name.split("-")
    for rep in range(reps):
        for tag, b in (("base", base), ("new", new)):
            t = time.perf_counter()
            out = subprocess.run([b, "solve", "--json", "--count-budget", "0", "--max-solutions", "1",
                                  "--time-limit", "60", f], capture_output=True, text=True).stdout
            dt = time.perf_counter() - t
            d = json.loads(out)
            print(f"{tag},{size}/{atoms},{seed},{rep},{dt:.4f},consistent={d['consistent']} unique={d['unique']}")
