import csv,statistics as st,sys
d={}
for r in csv.DictReader(open(sys.argv[1])):
    d.setdefault((r['board'],int(r['seed'])),{}).setdefault(r['binary'],[]).append(float(r['seconds']))
rows={}
for (b,s),v in d.items():
    rows.setdefault(b,[]).append((s,st.median(v['base']),st.median(v['new'])))
for b,l in rows.items():
    l.sort(); bs=[x[1] for x in l]; ns=[x[2] for x in l]
    print(b,'base med %.4f max %.4f | new med %.4f max %.4f'%(st.median(bs),max(bs),st.median(ns),max(ns)))
    print('  ',' '.join('%d:%.3f/%.3f'%x for x in l))
