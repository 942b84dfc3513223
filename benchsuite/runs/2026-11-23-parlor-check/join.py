import json
out=[]
for s in (1,2,3):
    for p in json.load(open(f"/tmp/gen{s}.json")):
        p["id"]=f"s{s}-{p['id']}"
        out.append(p)
json.dump(out,open("/tmp/gen.json","w"),indent=1)
print(len(out),"puzzles in /tmp/gen.json")
