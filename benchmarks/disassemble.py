#!/usr/bin/env python3
"""Disassembles one method's C2 code from a JVM's -XX:CompileCommand=print output without hsdis.

Without the hsdis library HotSpot prints compiled code as hex words with its annotations (the
"abstract disassembly"); this reads one compile's [MachCode] block from such a log, decodes the
bytes with objdump (binutils) and prints the instructions with HotSpot's annotations (call targets,
implicit null checks, metadata) above the instructions they belong to. It is how the spills before
the default next()'s locked add were found (docs/dev/performance-notes.md).

  java -Djmh.ignoreLock=true -jar benchmarks/target/benchmarks.jar 'GeneratorBenchmark\\.nextSecure$' -t 1 -f 1 -wi 3 -w 1 -i 1 -r 1 \\
      -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,dev.seqid.OrderedUuidGenerator::writeOne" > print.log
  benchmarks/disassemble.py print.log            # the last C2 compile in the log
  benchmarks/disassemble.py print.log 3          # the third "Compiled method (c2)" block
"""
import re
import subprocess
import sys
import tempfile


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    lines = open(sys.argv[1], errors="replace").read().split("\n")
    starts = [i for i, l in enumerate(lines) if l.startswith("Compiled method (c2)")]
    if not starts:
        sys.exit("no 'Compiled method (c2)' block in " + sys.argv[1] + ": was -XX:CompileCommand=print given, and did C2 compile the method?")
    pick = int(sys.argv[2]) - 1 if len(sys.argv) > 2 else len(starts) - 1
    if not 0 <= pick < len(starts):
        sys.exit("the log has %d C2 blocks; pick 1 to %d" % (len(starts), len(starts)))
    print(lines[starts[pick]])
    code = bytearray()
    base = None
    notes = {}
    in_code = False
    for line in lines[starts[pick]:]:
        if line.startswith("[MachCode]"):
            in_code = True
        elif in_code and line.startswith("[/MachCode]"):
            break
        elif in_code:
            m = re.match(r"\s+0x([0-9a-f]+): (.*)", line)
            if not m:
                continue
            address, rest = int(m.group(1), 16), m.group(2)
            if rest.startswith(";"):
                notes.setdefault(address, []).append(rest.strip())
                continue
            words = rest.replace("|", " ").split()
            if words and all(re.fullmatch(r"[0-9a-f]+", w) for w in words):
                if base is None:
                    base = address
                if address != base + len(code):
                    sys.exit("a gap in the code at %#x: is the log interleaved with another thread's output?" % address)
                for w in words:
                    code += bytes.fromhex(w)
    if base is None:
        sys.exit("the block has no [MachCode] bytes")
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        out = subprocess.run(["objdump", "-D", "-b", "binary", "-mi386:x86-64", "--adjust-vma=%#x" % base, f.name],
                             capture_output=True, text=True, check=True).stdout
    for line in out.split("\n"):
        m = re.match(r"\s*([0-9a-f]+):", line)
        if m:
            for note in notes.get(int(m.group(1), 16), []):
                print("                ", note)
            print(line)


if __name__ == "__main__":
    main()
