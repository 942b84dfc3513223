import random, subprocess, sys
B=sys.argv[1]; size=int(sys.argv[2]); atoms=int(sys.argv[3]); half=sys.argv[4]=='half'; seed=int(sys.argv[5])
board=subprocess.run([B,'random','--size',f'{size}x{size}','--atoms',str(atoms),'--seed',str(seed)],capture_output=True,text=True).stdout
fb=subprocess.run([B,'feedback','-'],input=board,capture_output=True,text=True).stdout.splitlines()
ports=list(range(1,4*size+1))
rng=random.Random(seed); rng.shuffle(ports); keep=set(ports[:len(ports)//2]) if half else set(ports)
out=[]
for l in fb:
    w=l.split()
    if w and w[0].isdigit():
        if int(w[0]) in keep or (w[1].isdigit() and int(w[1]) in keep): out.append(l)
    else: out.append(l)
print("\n".join(out))
