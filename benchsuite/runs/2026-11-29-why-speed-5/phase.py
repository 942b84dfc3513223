import sys,collections
keys=['Explainer::shrink','Explainer::smallest','ask::check','paths::possible_paths','Explainer::cell','Premises::load']
sub=['lazy::Lazy::ask','lessen::lessen','sparse::board_with','search::Search','lessen::graft','hitting::','Premises::ask_where','premises::Premises::broken','Explainer::ask']
cnt=collections.Counter(); tot=0
stack=[]
def flush():
    global tot
    if not stack: return
    tot+=1
    phase='other'
    for fr in stack:
        for k in keys:
            if k in fr: phase=k; break
        if phase!='other': break
    s='-'
    for fr in stack:
        for k in sub:
            if k in fr: s=k; break
        if s!='-': break
    cnt[(phase,s)]+=1
for line in sys.stdin:
    line=line.rstrip()
    if not line:
        flush(); stack=[]; continue
    if line.startswith('\t') or line.startswith(' '):
        stack.append(line.strip())
flush()
print('samples',tot)
for k,v in sorted(cnt.items(), key=lambda kv:-kv[1])[:20]: print(f'{100*v/tot:5.1f}%', k)
