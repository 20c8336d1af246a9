#!/usr/bin/env python3
"""Time one keystroke in a to-do list shaped as a tree (issue 20): `adder snapshot` runs the whole
app headlessly (load, first frame, the keys, a frame after each key) on 100,000 to-dos of which
10,000 hold subtasks (Benchmarks/todos-vs-peers.py --tree's list), with N presses of a key and
with none; (with - without) / N is one key's cost, frame included, in CPU time (user + system).

    swift build -c release --product adder
    python3 Benchmarks/todo-tree-keys.py --runs 5 --presses 200
"""
import argparse, importlib.util, os, resource, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("peers", os.path.join(HERE, "todos-vs-peers.py"))
peers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peers)

# What each case presses N times (after `prefix` once): moving, folding one to-do and back, marking.
# Edits are left out: each saves the whole file (see the store's rows in BENCHMARKS.md).
CASES = {
    "j (move down)": ("", "j"),
    "- - (fold and unfold one parent)": ("", "-"),
    "m (mark and move down)": ("", "m"),
}


def snapshot(adder, home, keys):
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "ADDER_HOME": home, "ADDER_NOW": peers.NOW, "HOME": home}
    # CPU time (user + system) of the child, not the wall clock: on a machine shared with other
    # builds a run waits for a core for longer than a key takes.
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([adder, "snapshot", "--size", "100x30"] + (["--keys=" + keys] if keys else []), env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--adder", default=os.path.join(HERE, "..", ".build", "release", "adder"))
    parser.add_argument("--flat", action="store_true", help="the same list without subtasks, to compare")
    arguments = parser.parse_args()
    adder = os.path.abspath(arguments.adder)
    home = tempfile.mkdtemp(prefix="adder-tree-keys-")
    pristine = os.path.join(home, "todos.json.pristine")
    peers.write_adder(home, arguments.size, tree=not arguments.flat)
    os.rename(os.path.join(home, "todos.json"), pristine)
    print(f"load average at the start: {peers.load_average()}", flush=True)

    def run(keys):
        with open(pristine, "rb") as source, open(os.path.join(home, "todos.json"), "wb") as target:
            target.write(source.read())
        return snapshot(adder, home, keys)

    base = []
    results = {name: [] for name in CASES}
    for _ in range(arguments.runs):
        base.append(run(""))
        for name, (prefix, key) in CASES.items():
            results[name].append(run(prefix + key * arguments.presses))
    none = statistics.median(base)
    shape = "flat" if arguments.flat else "tree: 10% hold 4 subtasks"
    print(f"{arguments.size} to-dos ({shape}), {arguments.runs} runs alternated, `adder snapshot --size 100x30`")
    print(f"  no keys (start, load, first frame): {none:.1f} ms CPU median")
    for name, values in results.items():
        print(f"  {name}: {(statistics.median(values) - none) / arguments.presses:.3f} ms per key "
              f"({statistics.median(values):.1f} ms with {arguments.presses} presses)")
    print(f"load average at the end: {peers.load_average()}")


if __name__ == "__main__":
    main()
