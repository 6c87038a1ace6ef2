# Samples, every 50 ms, the CPU and the CPU time of every thread of the forked benchmark JVM; prints per second.
import os,sys,time,subprocess,re
out=open(sys.argv[1],'w')
start=time.monotonic()
pid=None
while time.monotonic()-start<60:
    if pid is None:
        for p in os.listdir('/proc'):
            if p.isdigit():
                try: cmd=open(f'/proc/{p}/cmdline','rb').read()
                except: continue
                if b'ForkedMain' in cmd: pid=p; t0=time.monotonic(); break
        time.sleep(0.05); continue
    try:
        rows=[]
        for t in os.listdir(f'/proc/{pid}/task'):
            try:
                st=open(f'/proc/{pid}/task/{t}/stat').read()
                name=open(f'/proc/{pid}/task/{t}/comm').read().strip()
            except: continue
            f=st[st.rfind(')')+2:].split()
            # f[0]=state, utime=f[11], stime=f[12], processor=f[36]
            rows.append((name,f[0],int(f[11])+int(f[12]),f[36]))
        out.write('%.2f %s\n'%(time.monotonic()-t0, ' | '.join(f'{n}:{s}:{c}:{cpu}' for n,s,c,cpu in rows if int(c)>0 or s=='R')))
        out.flush()
    except FileNotFoundError:
        break
    time.sleep(0.05)
