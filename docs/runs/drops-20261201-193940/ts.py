import sys,time
t0=None
for line in sys.stdin:
    now=time.monotonic()
    if line.startswith('# Fork:'): t0=now
    rel = (now-t0) if t0 else 0.0
    sys.stdout.write(f"{rel:8.2f} {line}"); sys.stdout.flush()
