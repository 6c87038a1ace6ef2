import time,sys
out=open(sys.argv[1],'w'); t0=time.monotonic()
def rd():
    f=open('/proc/stat').readline().split()[1:]
    return list(map(int,f))
a=rd()
while time.monotonic()-t0<float(sys.argv[2]):
    time.sleep(1); b=rd()
    d=[y-x for x,y in zip(a,b)]; tot=sum(d) or 1
    # user nice system idle iowait irq softirq steal
    out.write('%.1f user %.0f%% sys %.0f%% idle %.0f%% steal %.0f%%\n'%(time.monotonic()-t0,100*d[0]/tot,100*d[2]/tot,100*d[3]/tot,100*d[7]/tot)); out.flush(); a=b
