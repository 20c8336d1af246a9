#!/usr/bin/env python3
"""Adder's to-do side against calcurse and taskwarrior, on the same generated lists.

    python3 Benchmarks/todos-vs-peers.py [--sizes 1000,10000,100000] [--runs 5] [--adder PATH] [--before PATH]

Builds nothing: pass a release `adder` (default: .build/release/adder). Installs calcurse and
taskwarrior from Debian packages when missing (apt-get, needs root). Each program gets its own
temporary HOME and data folder. Runs are interleaved (adder, peer, adder, ...) and the table shows
medians. The first frame is measured in a real terminal: the program starts in a new tmux window
at 200x60 and capture-pane is polled until its full first screen is there; the harness's own cost
(a shell that prints one word, measured the same way) is printed too and not subtracted.
`--before PATH`: another adder build (say, the previous commit's) measured in the same runs, in
alternation, on its own copy of the same lists; its figures get a column of their own.
"""
import argparse, json, os, shlex, shutil, statistics, subprocess, sys, tempfile, time, uuid

WORDS = ["buy", "milk", "call", "Ana", "invoice", "fix", "bike", "買い物", "牛乳", "会議", "🙂", "🚲", "📞", "dentist", "book"]
TAGS = [[], ["home"], ["work"], ["errands", "home"]]
EPOCH = 1767344400  # 2026-01-02T09:00:00Z
NOW = "2026-01-02T09:00:00Z"


def title(i):
    words = " ".join(WORDS[(i * 7 + k * 3) % len(WORDS)] for k in range(3 + i % 4))
    return f"Item {i:06d} {words}"


def todo_rows(count):
    """(index, title, done, due epoch or None, priority 0-3, tags): a fifth done, a third due."""
    for i in range(1, count + 1):
        due = EPOCH + 86400 * (i % 60) if i % 3 == 0 else None
        yield i, title(i), i % 5 == 0, due, i % 4, TAGS[i % 4]


def iso(epoch):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(epoch))


def tree_parent(i):
    """With --tree: every tenth to-do (1, 11, 21, ...) holds the four after it, so a tenth of the
    list has subtasks (10,000 of 100,000) and two fifths are subtasks."""
    return i - i % 10 + 1 if 2 <= i % 10 <= 5 else None


RULES = ["every day", "every 2 weeks", "every weekday", "every mon,thu", "every month on the 15th",
         "every month on the last day", "every year", "after 3 days"]


def write_adder(folder, count, tree=False, recurring=0, schema=2):
    """`recurring` to-dos (spread evenly) repeat and are due at a time (schema 2, issue 20).
    `schema` 1 writes the same to-dos as a version 1 file, which Adder before schema 2 reads too."""
    todos = []
    every = count // recurring if recurring else 0
    for i, text, done, due, priority, tags in todo_rows(count):
        todo = {"id": i, "title": text, "notes": "", "done": done, "created": iso(EPOCH - 86400), "tags": tags, "archived": False}
        if tree and tree_parent(i): todo["parent"] = tree_parent(i)
        if done: todo["completed"] = iso(EPOCH - 3600)
        if due: todo["due"] = iso(due)[:10]
        if priority: todo["priority"] = ["", "low", "medium", "high"][priority]
        if every and i % every == 1:  # open ones: every fifth to-do is done, and those are i % 5 == 0
            todo["recurrence"] = RULES[(i // every) % len(RULES)]
            todo["due"] = iso(EPOCH + 86400 * (i % 30))[:10]
            todo["dueTime"] = f"{8 + i % 10:02d}:{(i * 7) % 60:02d}"
        todos.append(todo)
    document = {"version": schema, "nextID": count + 1, "todos": todos}
    with open(os.path.join(folder, "todos.json"), "w", encoding="utf-8") as out:
        # Adder's own layout: sorted keys, two-space indents, "key" : value.
        json.dump(document, out, ensure_ascii=False, indent=2, sort_keys=True, separators=(",", " : "))


def write_task(folder, count):
    data = os.path.join(folder, "task")
    os.makedirs(data)
    with open(os.path.join(folder, ".taskrc"), "w") as rc:
        rc.write(f"data.location={data}\nconfirmation=no\nnews.version=2.6.0\n")
    uuids = {}
    with open(os.path.join(data, "pending.data"), "w") as pending, open(os.path.join(data, "completed.data"), "w") as completed:
        for i, text, done, due, priority, tags in todo_rows(count):
            uuids[i] = str(uuid.UUID(int=i))
            fields = {"description": text, "entry": str(EPOCH - 86400), "modified": str(EPOCH - 86400),
                      "status": "completed" if done else "pending", "uuid": uuids[i]}
            if done: fields["end"] = str(EPOCH - 3600)
            if due: fields["due"] = str(due)
            if priority: fields["priority"] = "LMH"[priority - 1]
            if tags: fields["tags"] = ",".join(tags)
            line = "[" + " ".join(f'{key}:"{value}"' for key, value in sorted(fields.items())) + "]\n"
            (completed if done else pending).write(line)
    return uuids


def write_calcurse(folder, count):
    # calcurse's to-dos have a priority (1 high .. 9 low, 0 none) and text; done ones are negative.
    # Written in the order calcurse saves them (open first, by priority, then text): calcurse
    # inserts each line in sorted place, so an unsorted file of 100,000 took it over 20 s to open.
    lines = []
    for i, text, done, due, priority, tags in todo_rows(count):
        level = [0, 9, 5, 1][priority]
        lines.append(((done, level or 10, text), f"[{'-' if done else ''}{level}] {text}\n"))
    with open(os.path.join(folder, "todo"), "w") as todo:
        todo.writelines(line for _, line in sorted(lines))
    open(os.path.join(folder, "apts"), "w").close()


# --- measuring -------------------------------------------------------------------------------

def run_cli(argv, env):
    """Wall time in ms of one command, its whole stdout read through a pipe."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    output, errors = process.communicate()
    elapsed = (time.perf_counter() - start) * 1000
    if process.returncode != 0:
        sys.exit(f"{shlex.join(argv)} failed ({process.returncode}): {errors.decode(errors='replace')[:500]}")
    return elapsed


class Tmux:
    def __init__(self):
        self.socket = f"adder-bench-{os.getpid()}"
        self.config = tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False)
        self.config.write("set -g status off\nset -g default-terminal tmux-256color\nset -g remain-on-exit off\n")
        self.config.close()
        self.tmux("new-session", "-d", "-s", "bench", "-x", "200", "-y", "60", "sleep 100000")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, "-f", self.config.name, *arguments],
                              check=True, capture_output=True, text=True).stdout

    def first_frame(self, argv, env, ready):
        """ms from asking tmux for a new 200x60 window running argv until ready(screen lines) holds,
        and the program's peak RSS (VmHWM) in MiB at that moment."""
        flags = [flag for key, value in env.items() for flag in ("-e", f"{key}={value}")]
        start = time.perf_counter()
        pane, pid = self.tmux("new-window", "-d", "-P", "-F", "#{pane_id} #{pane_pid}", *flags, "exec " + shlex.join(argv)).split()
        deadline = start + 60
        while True:
            screen = self.tmux("capture-pane", "-p", "-t", pane).split("\n")
            if ready(screen):
                elapsed = (time.perf_counter() - start) * 1000
                break
            if time.perf_counter() > deadline:
                sys.exit(f"{shlex.join(argv)}: no full first frame within 60 s; the screen shows:\n" + "\n".join(screen))
        peak = 0.0
        try:
            with open(f"/proc/{pid}/status") as status:
                peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
        except (OSError, StopIteration):
            pass
        self.tmux("kill-window", "-t", pane)
        return elapsed, peak

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        os.unlink(self.config.name)


def adder_ready(screen):
    # The list's first row and the status bar (the last row) are both drawn.
    return len(screen) >= 60 and any("Item 000001" in line for line in screen) and screen[59].strip() != ""


def calcurse_ready(screen):
    return any("Item 0" in line for line in screen) and any("Help" in line for line in screen[-3:])


def harness_ready(screen):
    return any("READY" in line for line in screen)


def ensure_peers():
    if shutil.which("calcurse") and shutil.which("task"):
        return
    print("installing calcurse and taskwarrior (apt-get) ...", flush=True)
    subprocess.run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq calcurse taskwarrior",
                   shell=True, check=True)


def median(values):
    return statistics.median(values)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--adder", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "adder"))
    parser.add_argument("--before", help="another adder build to measure in the same runs")
    parser.add_argument("--tree", action="store_true", help="Adder's list shaped as a tree: a tenth of the to-dos hold four subtasks each")
    parser.add_argument("--recurring", type=int, default=0, help="how many to-dos repeat, with a due time (issue 20's load)")
    parser.add_argument("--schema", type=int, choices=(1, 2), default=2,
                        help="the to-do file's schema version; 1 lets an Adder from before schema 2 (--before) read the same data")
    arguments = parser.parse_args()
    if arguments.schema == 1 and (arguments.tree or arguments.recurring):
        parser.error("--tree and --recurring need --schema 2 (a version 1 file has no parents or repeats)")
    adder = os.path.abspath(arguments.adder)
    before = os.path.abspath(arguments.before) if arguments.before else None
    for binary in filter(None, [adder, before]):
        if not os.access(binary, os.X_OK):
            sys.exit(f"no adder at {binary}: run `swift build -c release --static-swift-stdlib --product adder` first")
    ensure_peers()
    print(f"load average at the start: {load_average()}", flush=True)
    tmux = Tmux()
    rows = []
    try:
        harness = [tmux.first_frame(["sh", "-c", "printf 'READY\\n'; exec sleep 1000"], {}, harness_ready)[0]
                   for _ in range(max(5, arguments.runs))]
        for size in [int(text) for text in arguments.sizes.split(",")]:
            rows += measure(size, arguments.runs, adder, before, tmux, arguments.tree, arguments.recurring, arguments.schema)
    finally:
        tmux.close()
    print(f"\nharness alone (new tmux window + capture-pane polling until a shell's word shows): {median(harness):.1f} ms median, "
          "included in every first-frame figure above")
    print_table(rows, with_before=before is not None)
    print(f"\nload average at the end: {load_average()}")


def load_average():
    with open("/proc/loadavg") as loadavg:
        return " ".join(loadavg.read().split()[:3])


def measure(size, runs, adder, before, tmux, tree=False, recurring=0, schema=2):
    root = tempfile.mkdtemp(prefix=f"adder-vs-peers-{size}-")
    homes = {name: os.path.join(root, name) for name in ("adder", "before", "task", "calcurse")}
    for home in homes.values(): os.makedirs(home)
    write_adder(homes["adder"], size, tree, min(recurring, size), schema)
    shutil.copy(os.path.join(homes["adder"], "todos.json"), homes["before"])
    uuids = write_task(homes["task"], size)
    write_calcurse(homes["calcurse"], size)
    base = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "TERM": "tmux-256color"}
    adder_env = dict(base, HOME=homes["adder"], ADDER_HOME=homes["adder"])
    before_env = dict(base, HOME=homes["before"], ADDER_HOME=homes["before"])
    task_env = dict(base, HOME=homes["task"], TASKRC=os.path.join(homes["task"], ".taskrc"))
    calcurse_env = dict(base, HOME=homes["calcurse"])
    calcurse_argv = ["calcurse", "-C", homes["calcurse"], "-D", homes["calcurse"]]
    open_ids = [i for i, _, done, *_ in todo_rows(size) if not done]
    results = {key: [] for key in ("frame", "frame_mb", "calcurse", "calcurse_mb", "add", "task_add", "done", "task_done",
                                   "list", "task_list", "calcurse_list",
                                   "b_frame", "b_frame_mb", "b_add", "b_done", "b_list")}
    print(f"{size} to-dos: {runs} interleaved runs ...", flush=True)
    for run in range(runs):
        elapsed, peak = tmux.first_frame([adder], adder_env, adder_ready)
        results["frame"].append(elapsed); results["frame_mb"].append(peak)
        if before:
            elapsed, peak = tmux.first_frame([before], before_env, adder_ready)
            results["b_frame"].append(elapsed); results["b_frame_mb"].append(peak)
        elapsed, peak = tmux.first_frame(calcurse_argv, calcurse_env, calcurse_ready)
        results["calcurse"].append(elapsed); results["calcurse_mb"].append(peak)
        results["add"].append(run_cli([adder, "todo", "add", f"Added {run} 牛乳 🙂 #bench"], adder_env))
        results["task_add"].append(run_cli(["task", "add", f"Added {run} 牛乳 🙂", "+bench"], task_env))
        if before: results["b_add"].append(run_cli([before, "todo", "add", f"Added {run} 牛乳 🙂 #bench"], before_env))
        victim = open_ids[(run * 7919) % len(open_ids)]
        open_ids.remove(victim)
        results["done"].append(run_cli([adder, "todo", "done", str(victim)], adder_env))
        if before: results["b_done"].append(run_cli([before, "todo", "done", str(victim)], before_env))
        results["task_done"].append(run_cli(["task", uuids[victim], "done"], task_env))
        results["list"].append(run_cli([adder, "todo", "list"], adder_env))
        if before: results["b_list"].append(run_cli([before, "todo", "list"], before_env))
        results["task_list"].append(run_cli(["task", "list"], task_env))
        results["calcurse_list"].append(run_cli(calcurse_argv + ["-t"], calcurse_env))
    shutil.rmtree(root, ignore_errors=True)
    # An add appends without reading the list when the file is Adder's own (ARCHITECTURE.md);
    # here the first start upgraded Python's schema-2 file, so every add finds Adder's own.
    print(f"  adder todo add, run by run (ms): {', '.join(f'{value:.1f}' for value in results['add'])}"
          + (f"; before: {', '.join(f'{value:.1f}' for value in results['b_add'])}" if before else ""), flush=True)
    m = {key: median(values) if values else float("nan") for key, values in results.items()}
    return [
        (size, "start to first full frame (ms)", m["frame"], m["b_frame"], "calcurse", m["calcurse"]),
        (size, "peak memory at first frame (MiB)", m["frame_mb"], m["b_frame_mb"], "calcurse", m["calcurse_mb"]),
        (size, "todo add (ms)", m["add"], m["b_add"], "task add", m["task_add"]),
        (size, "todo done (ms)", m["done"], m["b_done"], "task <uuid> done", m["task_done"]),
        (size, "todo list (ms)", m["list"], m["b_list"], "task list", m["task_list"]),
        (size, "todo list (ms)", m["list"], m["b_list"], "calcurse -t", m["calcurse_list"]),
    ]


def print_table(rows, with_before):
    before_heading = f" {'before':>9}" if with_before else ""
    print(f"\n{'to-dos':>7}  {'work':<34} {'Adder':>9}{before_heading}  {'peer':<17} {'peer fig.':>9}  {'Adder/peer':>10}")
    for size, work, mine, earlier, peer, theirs in rows:
        before_figure = f" {earlier:>9.1f}" if with_before else ""
        print(f"{size:>7}  {work:<34} {mine:>9.1f}{before_figure}  {peer:<17} {theirs:>9.1f}  {mine / theirs:>10.2f}")


if __name__ == "__main__":
    main()
