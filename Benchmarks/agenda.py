#!/usr/bin/env python3
"""What opening the agenda costs on a large list: `adder snapshot` of the list alone against the
list then `w` (the agenda), and `adder todo list` against `adder todo agenda`, on the to-dos
Benchmarks/todos-vs-peers.py generates (a fifth done, a third due over the next 60 days).

    python3 Benchmarks/agenda.py [--count 100000] [--runs 5] [--adder .build/release/adder]

Runs alternate (list, agenda, list, agenda, ...); the table shows medians of wall time and of the
child's user+system CPU. The difference between a pair is what the agenda adds: grouping every
open to-do, sorting each group and drawing the first screen of it.
"""
import argparse, importlib.util, os, resource, statistics, subprocess, tempfile, time

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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--adder", default=".build/release/adder")
    arguments = parser.parse_args()
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
