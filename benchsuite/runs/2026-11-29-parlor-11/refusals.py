import json, subprocess, sys, re
parlor, setdir = sys.argv[1], sys.argv[2]
for name in ["game", "free"]:
    data = json.load(open(f"{setdir}/{name}.json"))
    puzzles = data if isinstance(data, list) else data["puzzles"]
    for p in puzzles:
        lines = [(b, s) for b in ["blue", "white", "black"] for s in p[b]]
        text = "".join(f"{b}: {s}\n" for b, s in lines)
        out = subprocess.run([parlor, "solve", "--json", "--allow-assumptions", "-"], input=text, capture_output=True, text=True)
        if out.returncode == 0 or out.stdout.strip().startswith("{") and '"error"' not in out.stdout:
            continue
        for m in re.finditer(r"^(?:parlor: )?<stdin>:(\d+): (.*)$", out.stderr, re.M):
            n = int(m.group(1)); b, s = lines[n - 1]
            print(f"{name} {p['id']} {b}: {s}\n    {m.group(2)}")
