#!/usr/bin/env python3
"""Key to frame in the real TUI (issue 28, item 4): a key that edits (`x`, mark done / not done)
against a key that moves (`j`), on a list of N to-dos (100,000 by default) saved in a temporary
folder. adder runs in tmux at 200x60; each press is timed from `tmux send-keys` until
`capture-pane -e` (text and colours) shows a changed screen. The presses are 0.3 s apart, so the
idle tick (one second without input) never folds the journal between them; `--idle` waits 1.5 s
instead, so that each edit finds todos.json just written whole. tmux's own round trips are in
both figures (compare them, not their absolute values).

    swift build -c release --static-swift-stdlib --product adder
    python3 Benchmarks/todo-edit-keys.py --presses 30 [--adder BINARY] [--size 100000]
"""
import argparse, importlib.util, os, shlex, statistics, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("peers", os.path.join(HERE, "todos-vs-peers.py"))
peers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peers)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--adder", default=os.path.join(HERE, "..", ".build", "release", "adder"))
    parser.add_argument("--idle", action="store_true", help="1.5 s between presses (a fold between edits)")
    arguments = parser.parse_args()
    adder = os.path.abspath(arguments.adder)
    home = tempfile.mkdtemp(prefix="adder-edit-keys-")
    peers.write_adder(home, arguments.size)
    print(f"load average at the start: {peers.load_average()}", flush=True)
    tmux = peers.Tmux()
    try:
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "TERM": "tmux-256color", "HOME": home, "ADDER_HOME": home}
        flags = [flag for key, value in env.items() for flag in ("-e", f"{key}={value}")]
        pane = tmux.tmux("new-window", "-d", "-P", "-F", "#{pane_id}", *flags, "exec " + shlex.join([adder])).strip()
        deadline = time.perf_counter() + 60
        while not peers.adder_ready(tmux.tmux("capture-pane", "-p", "-t", pane).split("\n")):
            if time.perf_counter() > deadline: sys.exit("no first frame within 60 s")
        time.sleep(2)

        def press(key):
            before = tmux.tmux("capture-pane", "-p", "-e", "-t", pane)
            start = time.perf_counter()
            tmux.tmux("send-keys", "-t", pane, key)
            while tmux.tmux("capture-pane", "-p", "-e", "-t", pane) == before:
                if time.perf_counter() - start > 10: sys.exit(f"{key}: the screen did not change within 10 s")
            return (time.perf_counter() - start) * 1000

        gap = 1.5 if arguments.idle else 0.3
        times = {"j": [], "x": []}
        for _ in range(arguments.presses):
            for key in ("j", "x"):
                times[key].append(press(key))
                time.sleep(gap)
        tmux.tmux("send-keys", "-t", pane, "q")
        time.sleep(1)
        journal = os.path.join(home, "todos.edits.jsonl")
        print(f"after q: journal {'still there' if os.path.exists(journal) else 'folded into todos.json'}")
    finally:
        tmux.close()
    print(f"load average at the end: {peers.load_average()}")
    for key, label in (("j", "j (move down)"), ("x", "x (mark done / not done)")):
        values = sorted(times[key])
        print(f"{label:28} median {statistics.median(values):7.1f} ms  min {values[0]:6.1f}  max {values[-1]:7.1f}  ({len(values)} presses)")


if __name__ == "__main__":
    main()
