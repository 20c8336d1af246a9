#!/usr/bin/env python3
"""Reading a filled news cache (issue 28 item 2): the commands and the TUI's News tab, on a scratch
folder that `Benchmarks/news-vs-newsboat.py --keep` left (standard library only).

    python3 Benchmarks/news-vs-newsboat.py --feeds 500 --items 1000 --adder-only --keep   # once
    python3 Benchmarks/news-reads.py --home /tmp/adder-vs-newsboat-XXXX/adder-home [--runs 11]
                                     [--adder .build/release/adder]

Measures, RUNS times each and interleaved, wall time (from starting the process to its exit) and
the process's CPU (user + system, from getrusage of the children):
  news list --limit 20
  feeds list
  news list --search "garden river" --limit 20     (two words in nearly every article)
and, in tmux at 200x60 (its own server, killed on exit), the News tab drawn after `2`: `adder` is
started on the To-dos tab and left to settle, then `2` is timed from `tmux send-keys` until the
screen shows the feeds pane with "All unread" selected, an article selected and the status bar's
counts (the same test as Benchmarks/news-tui.py's first frame).
"""

import argparse
import importlib.util
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("news_tui", os.path.join(HERE, "news-tui.py"))
news_tui = importlib.util.module_from_spec(spec)
spec.loader.exec_module(news_tui)

COMMANDS = [("news list --limit 20", ["news", "list", "--limit", "20"]),
            ("feeds list", ["feeds", "list"]),
            ("two-word search", ["news", "list", "--search", "garden river", "--limit", "20"])]


def timed(argv, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu


def settled(screen):
    return len(screen) >= news_tui.HEIGHT and screen[news_tui.HEIGHT - 1].strip() != ""


def news_tab_after_2(tmux, adder, env):
    pane, pid, start = tmux.start([adder], env)
    tmux.wait(pane, settled, start, what="the To-dos tab")
    time.sleep(1.5)  # past the start's own work
    elapsed, _ = tmux.key(pane, "2", news_tui.news_ready)
    tmux.kill(pane, pid)
    return elapsed


def summary(values):
    return f"median {statistics.median(values):8.1f} ms   min {min(values):8.1f}   max {max(values):8.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--home", required=True, help="an adder-home folder holding feeds and news.sqlite")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--adder", default=os.path.join(HERE, "..", ".build", "release", "adder"))
    options = parser.parse_args()
    adder = os.path.abspath(options.adder)
    home = os.path.abspath(options.home)
    if not os.path.exists(os.path.join(home, "news.sqlite")):
        sys.exit(f"{home} holds no news.sqlite: run news-vs-newsboat.py with --keep first")
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": home, "ADDER_HOME": home,
           "TERM": "tmux-256color"}
    print(f"{news_tui.load()} at the start; {adder}; {home}", flush=True)
    walls = {label: [] for label, _ in COMMANDS}
    cpus = {label: [] for label, _ in COMMANDS}
    for label, argv in COMMANDS:  # one untimed run each: the page cache
        timed([adder] + argv, env)
    for _ in range(options.runs):
        for label, argv in COMMANDS:
            wall, cpu = timed([adder] + argv, env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    tmux = news_tui.Tmux()
    try:
        tab = [news_tab_after_2(tmux, adder, env) for _ in range(max(3, options.runs // 2))]
    finally:
        tmux.close()
    print(f"{news_tui.load()} at the end")
    for label, _ in COMMANDS:
        print(f"{label:22} wall {summary(walls[label])}   CPU median {statistics.median(cpus[label]):6.1f} ms")
    print(f"{'News tab after 2':22} wall {summary(tab)}   ({len(tab)} runs)")


if __name__ == "__main__":
    main()
