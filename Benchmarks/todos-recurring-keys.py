#!/usr/bin/env python3
"""Issue 20's load: start, per-key and sort-by-due cost of `adder snapshot` on 100,000 to-dos,
plain against 5,000 repeating and timed (todos-vs-peers.py's files), alternating.

  python3 Benchmarks/todos-recurring-keys.py ADDER_BINARY [--rounds 7] [--size 100000] [--recurring 5000]
"""
import argparse, importlib.util, os, statistics, subprocess, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("peers", os.path.join(here, "todos-vs-peers.py"))
peers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peers)


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("adder")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--recurring", type=int, default=5_000)
    arguments = parser.parse_args()
    root = tempfile.mkdtemp(prefix="adder-recurring-keys-")
    for name, recurring in (("plain", 0), ("recurring", arguments.recurring)):
        os.makedirs(os.path.join(root, name))
        peers.write_adder(os.path.join(root, name), arguments.size, recurring)
    env = dict(os.environ, ADDER_NOW=peers.NOW, TZ="UTC", LANG="C.UTF-8")

    def run(name, keys):
        start = time.monotonic()
        result = subprocess.run([arguments.adder, "snapshot", "--size", "100x30", "--keys", keys],
                                env=dict(env, ADDER_HOME=os.path.join(root, name)), capture_output=True, text=True)
        elapsed = (time.monotonic() - start) * 1000
        if result.returncode != 0:
            raise SystemExit(result.stderr)
        return elapsed

    print(f"load at the start: {load()}")
    times = {}
    for _ in range(arguments.rounds):
        for name in ("plain", "recurring"):
            for label, keys in (("none", ""), ("j", "j" * 200), ("s", "s")):
                times.setdefault((name, label), []).append(run(name, keys))
    for name in ("plain", "recurring"):
        none, j, s = (statistics.median(times[(name, label)]) for label in ("none", "j", "s"))
        print(f"{name:>9}: no keys {none:.1f} ms, per key (j) {(j - none) / 200:.3f} ms, one s (sort by due) {s - none:.1f} ms")
    print(f"load at the end: {load()}")


if __name__ == "__main__":
    main()
