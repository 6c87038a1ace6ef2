import sys,collections
rows=[]
for line in open(sys.argv[1]):
    t,rest=line.split(' ',1); t=float(t)
    th={}
    for part in rest.strip().split(' | '):
        bits=part.rsplit(':',3)
        if len(bits)==4: th[bits[0]]=(bits[1],int(bits[2]),bits[3])
    rows.append((t,th))
def get(th,prefix):
    for k,v in th.items():
        if k.startswith(prefix): return v
    return None
sec=collections.defaultdict(lambda: {'n':0,'same':0,'prodR':0,'benchR':0,'c0':None,'c1':None,'p0':None,'p1':None,'ot':collections.Counter()})
for t,th in rows:
    s=int(t); d=sec[s]; d['n']+=1
    b=get(th,'dev.seqid.bench'); p=get(th,'seqid-entropy-p')
    if b:
        if d['c0'] is None: d['c0']=b[1]
        d['c1']=b[1]
        if b[0]=='R': d['benchR']+=1
    if p:
        if d['p0'] is None: d['p0']=p[1]
        d['p1']=p[1]
        if p[0]=='R': d['prodR']+=1
        if b and p[0]=='R' and b[0]=='R' and p[2]==b[2]: d['same']+=1
    for k,v in th.items():
        if v[0]=='R' and not k.startswith('dev.seqid.bench') and not k.startswith('seqid-entropy'): d['ot'][k]+=1
for s in sorted(sec):
    d=sec[s]
    print(s, 'samples',d['n'],'bench ticks/s',(d['c1']-d['c0']) if d['c0'] is not None else '-', 'prod ticks',(d['p1']-d['p0']) if d['p0'] is not None else '-', 'prodR',d['prodR'],'same cpu both R',d['same'], dict(d['ot'].most_common(3)))
