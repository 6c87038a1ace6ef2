import re, sys
# Prints, for the last C2 (level 4, non-OSR) task of each chosen method in a LogCompilation file, its inlining decisions.
want = sys.argv[2].split(',')
text = open(sys.argv[1], errors='replace').read()
tasks = re.findall(r"<task (compile_id='\d+'[^>]*)>(.*?)</task>", text, re.S)
last = {}
for attrs, body in tasks:
    m = re.search(r"method='([^']*)'", attrs)
    if not m: continue
    parts = m.group(1).split(' '); name = parts[0] + '::' + parts[1]
    if 'osr_bci' in attrs: continue
    lvl = re.search(r"level='(\d)'", attrs)
    if lvl and lvl.group(1) != '4': continue
    for w in want:
        if name.endswith(w):
            last[w] = (attrs, body)
for w in want:
    if w not in last: print(w, 'no C2 task'); continue
    attrs, body = last[w]
    cid = re.search(r"compile_id='(\d+)'", attrs).group(1)
    stamp = re.search(r"stamp='([\d.]+)'", attrs).group(1)
    methods = {mid: (holder, nm) for mid, holder, nm in re.findall(r"<method id='(\d+)' holder='(\d+)' name='([^']*)'", body)}
    klasses = dict(re.findall(r"<klass id='(\d+)' name='([^']*)'", body))
    print('==', w, 'compile', cid, 'at', stamp)
    depth = 0
    cur = None
    for tok in re.finditer(r"<(call|inline_fail|inline_success|parse|/parse|direct_call|intrinsic)([^>]*)>", body):
        kind, a = tok.group(1), tok.group(2)
        if kind == 'parse':
            depth += 1
        elif kind == '/parse':
            depth -= 1
        elif kind == 'call':
            mid = re.search(r"method='(\d+)'", a).group(1)
            h, nm = methods.get(mid, ('?', '?'))
            cur = klasses.get(h, h).split('/')[-1] + '.' + nm
        elif kind in ('inline_fail', 'inline_success') and cur:
            reason = re.search(r"reason='([^']*)'", a)
            if 'seqid' in cur or kind == 'inline_fail':
                print('  ' * depth + ('+ ' if kind == 'inline_success' else '- ') + cur + ' (' + (reason.group(1) if reason else '') + ')')
            cur = None
