#!/usr/bin/env python3
"""`adder todo import` of 10,000 to-dos (issue 21), wall clock and the child's CPU time: a first
import into an empty folder, a second import of the same file (which adds nothing), and
`adder todo undo` of the first. The files are made here: a todo.txt (priorities, dates, done
lines, +project, @context, due:, one in ten lines a parent `id:` with two `p:` subtasks) and a
`task export` (done and pending, priorities, due dates, tags and projects, annotations). Given
several binaries, it runs them in turn in each round, so a load that changes meanwhile falls
on each alike.

  python3 Benchmarks/todo-import.py ADDER_BINARY [ADDER_BINARY...] [--rounds 5] [--size 10000]
"""
import argparse, json, os, resource, shutil, statistics, subprocess, tempfile, time

WORDS = "buy milk call ana about the invoice fix bike tyre book dentist".split()


def title(i):
    return " ".join(WORDS[(i * 7 + j * 3) % len(WORDS)] for j in range(3 + i % 4)) + f" #{i}"


def write_todotxt(path, size):
    with open(path, "w") as f:
        for i in range(1, size + 1):
            parts = []
            if i % 3 == 0:
                parts.append("x 2026-11-2%d" % (i % 9))
            elif i % 4:
                parts.append("(%s)" % "ABC"[i % 3])
            parts.append("2026-11-%02d" % (1 + i % 28))
            parts.append(f"{title(i)} +{['home', 'work', 'errands'][i % 3]} @ctx{i % 5}")
            if i % 5 == 0:
                parts.append("due:2026-%02d-%02d" % (1 + i % 12, 1 + i % 28))
            if i % 10 == 1:
                parts.append(f"id:t{i}")
            if i % 10 in (2, 3):
                parts.append(f"p:t{i - i % 10 + 1}")
            f.write(" ".join(parts) + "\n")


def write_taskwarrior(path, size):
    tasks = []
    for i in range(1, size + 1):
        task = {"id": i, "description": title(i), "entry": "20261125T104851Z", "modified": "20261125T104851Z",
                "status": "completed" if i % 3 == 0 else "pending", "uuid": "%08x-0000-4000-8000-%012x" % (i, i), "urgency": 1.0}
        if i % 3 == 0:
            task["end"] = "20261125T120000Z"
        if i % 4:
            task["priority"] = "HML"[i % 3]
        if i % 5 == 0:
            task["due"] = "2026%02d%02dT230000Z" % (1 + i % 12, 1 + i % 28)
        if i % 2:
            task["tags"], task["project"] = ["home"], "house.kitchen"
        if i % 7 == 0:
            task["annotations"] = [{"entry": "20261125T104851Z", "description": f"note {i}"}]
        tasks.append(task)
    with open(path, "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(t, separators=(",", ":")) for t in tasks) + "\n]\n")


def timed(command, home):
    """Wall seconds and the child's user+system CPU seconds of one run, which must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = subprocess.run(command, env=dict(os.environ, ADDER_HOME=home, ADDER_NOW="2026-11-25T12:00:00Z"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"{command} failed: {result.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("adders", nargs="+")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--size", type=int, default=10_000)
    arguments = parser.parse_args()
    root = tempfile.mkdtemp(prefix="adder-import-bench-")
    files = {"todotxt": os.path.join(root, "todo.txt"), "taskwarrior": os.path.join(root, "task.json")}
    write_todotxt(files["todotxt"], arguments.size)
    write_taskwarrior(files["taskwarrior"], arguments.size)
    times = {}
    for round in range(arguments.rounds):
        for adder in arguments.adders:
            for format, path in files.items():
                home = os.path.join(root, "home")
                shutil.rmtree(home, ignore_errors=True)
                os.makedirs(home)
                first = timed([adder, "todo", "import", path, "--from", format], home)
                if not first[2].startswith(f"Imported {arguments.size} to-dos"):
                    raise SystemExit(f"unexpected: {first[2][:200]}")
                second = timed([adder, "todo", "import", path, "--from", format], home)
                undo = timed([adder, "todo", "undo"], home)
                for step, (wall, cpu, _) in (("first import", first), ("second import", second), ("undo of the first", undo)):
                    times.setdefault((adder, format, step), []).append((wall, cpu))
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print(f"{arguments.size} to-dos, {arguments.rounds} rounds, medians (wall / CPU, seconds); load at the end {load}")
    for (adder, format, step), values in times.items():
        wall = statistics.median(v[0] for v in values)
        cpu = statistics.median(v[1] for v in values)
        print(f"{adder:40} {format:12} {step:18} {wall:7.3f} / {cpu:7.3f}")
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
