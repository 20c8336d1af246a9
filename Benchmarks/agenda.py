#!/usr/bin/env python3
"""What opening the agenda costs on a large list: `adder snapshot` of the list alone against the
list then `w` (the agenda), and `adder todo list` against `adder todo agenda`, on the to-dos
Benchmarks/todos-vs-peers.py generates (a fifth done, a third due over the next 60 days).

    python3 Benchmarks/agenda.py [--count 100000] [--runs 5] [--adder .build/release/adder] [--first-frame]

--first-frame: the full-screen program's first frame instead (in tmux, as todos-vs-peers.py measures
it), on two copies of the list, one with a full undo history beside it (todos.undo.json: 100 steps,
one of them archiving every done to-do, about 1 MB) and one without, alternating: the history is
read on the first edit, so the two should not differ.

Runs alternate (list, agenda, list, agenda, ...); the table shows medians of wall time and of the
child's user+system CPU. The difference between a pair is what the agenda adds: grouping every
open to-do, sorting each group and drawing the first screen of it.
"""
import argparse, importlib.util, json, os, resource, statistics, subprocess, tempfile, time

spec = importlib.util.spec_from_file_location("peers", os.path.join(os.path.dirname(__file__), "todos-vs-peers.py"))
peers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peers)


def timed(command, environment):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=environment, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def write_history(folder, count):
    """A history file of 100 steps, the first archiving every done to-do (large), as Adder writes it."""
    done = [i for i, _, is_done, *_ in peers.todo_rows(count) if is_done]
    def entry(description, inverse, ids):
        return {"description": description, "inverse": inverse, "subjects": [],
                "after": [{"id": i, "fingerprint": "0123456789abcdef"} for i in ids]}
    undo = [entry(f"archive {len(done)} done to-dos", {"setArchived": {"ids": done, "archived": False}}, done)]
    undo += [entry(f"mark #{i} done", {"setDone": {"id": i, "done": False}}, [i]) for i in range(1, 100)]
    with open(os.path.join(folder, "todos.undo.json"), "w") as out:
        json.dump({"version": 1, "undo": undo, "redo": []}, out)


def first_frames(arguments):
    root = tempfile.mkdtemp(prefix="adder-agenda-frame-")
    homes = {name: os.path.join(root, name) for name in ("with history", "without")}
    for home in homes.values():
        os.makedirs(home)
        peers.write_adder(home, arguments.count)
    write_history(homes["with history"], arguments.count)
    base = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "TERM": "tmux-256color"}
    tmux = peers.Tmux()
    results = {name: [] for name in homes}
    try:
        for _ in range(arguments.runs):
            for name, home in homes.items():
                elapsed, _ = tmux.first_frame([arguments.adder], dict(base, HOME=home, ADDER_HOME=home), peers.adder_ready)
                results[name].append(elapsed)
    finally:
        tmux.close()
    size = os.path.getsize(os.path.join(homes["with history"], "todos.undo.json")) / 1_048_576
    print(f"{arguments.count:,} to-dos, {arguments.runs} runs, load {os.getloadavg()[0]:.2f}, history file {size:.1f} MiB")
    for name, samples in results.items():
        print(f"first frame, {name}: median {statistics.median(samples):.0f} ms ({', '.join(f'{x:.0f}' for x in samples)})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--adder", default=".build/release/adder")
    parser.add_argument("--first-frame", action="store_true")
    arguments = parser.parse_args()
    if arguments.first_frame:
        return first_frames(arguments)
    folder = tempfile.mkdtemp(prefix="adder-agenda-bench-")
    peers.write_adder(folder, arguments.count)
    environment = dict(os.environ, ADDER_HOME=folder, ADDER_NOW=peers.NOW, TZ="UTC")
    pairs = {
        "snapshot: list": [arguments.adder, "snapshot", "--size", "200x60"],
        "snapshot: list, then w (agenda)": [arguments.adder, "snapshot", "--size", "200x60", "--keys", "w"],
        "todo list": [arguments.adder, "todo", "list"],
        "todo agenda": [arguments.adder, "todo", "agenda"],
    }
    results = {name: [] for name in pairs}
    for _ in range(arguments.runs):
        for name, command in pairs.items():
            results[name].append(timed(command, environment))
    print(f"{arguments.count:,} to-dos, {arguments.runs} runs, load {os.getloadavg()[0]:.2f}")
    print("| command | wall (median) | CPU (median) |")
    print("| --- | ---: | ---: |")
    for name, samples in results.items():
        wall = statistics.median(sample[0] for sample in samples)
        cpu = statistics.median(sample[1] for sample in samples)
        print(f"| {name} | {wall:.0f} ms | {cpu:.0f} ms |")


if __name__ == "__main__":
    main()
