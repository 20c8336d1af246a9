#!/usr/bin/env python3
"""Adder's News tab in a real terminal (tmux), on a cache of 50,000 articles (standard library only).

Usage (from the repository, after `swift build -c release --static-swift-stdlib --product adder`):
    python3 Benchmarks/news-tui.py [--feeds 200] [--items 250] [--runs 5] [--keys 100]
                                   [--adder .build/release/adder] [--keep]

It writes the feeds of Benchmarks/news-vs-newsboat.py (same generator, same server: that script is
imported, not changed), fills a cache once with `adder news refresh`, and measures, in tmux at
200x60 (its own server, `tmux -L adder-news-tui-PID`, killed on exit even when interrupted):

  first frame        `adder --tab news` and `adder` (the To-dos tab, with the news cache present):
                     from asking tmux for a new window until capture-pane shows the full screen;
                     RUNS times each, interleaved; peak memory (VmHWM) at that moment
  keystroke          in the News tab's feeds pane, j and k alternately (KEYS keys), each timed from
                     `tmux send-keys` until capture-pane shows the selection marker (▸) on the
                     expected row; idle, then while `R` (refresh every feed) runs. For the refresh
                     to do real work the served files are rewritten with new item ids (variant B)
                     and the filled cache is restored before each run, so all 200 feeds answer 200
                     with 250 new articles each; the refresh is then waited for ("Refreshed ...")
  peak memory        VmHWM of the TUI after the first frame and after the full refresh inside it
  G and search       in "All unread" (50,000): `G` until the last article is selected, and
                     `/word<Enter>` until the results list shows

The harness's own cost is measured the same way and printed, not subtracted: for the first frame a
shell printing one word; for a keystroke `cat` in the pane (the terminal's echo).
"""

import argparse
import importlib.util
import os
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(HERE)
_spec = importlib.util.spec_from_file_location("news_vs_newsboat", os.path.join(HERE, "news-vs-newsboat.py"))
shared = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shared)

WIDTH, HEIGHT = 200, 60


def load():
    return "load average %.2f, %.2f, %.2f" % os.getloadavg()


class Tmux:
    def __init__(self):
        self.socket = f"adder-news-tui-{os.getpid()}"
        self.config = tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False)
        self.config.write("set -g status off\nset -g default-terminal tmux-256color\nset -g remain-on-exit off\n")
        self.config.close()
        self.tmux("new-session", "-d", "-s", "bench", "-x", str(WIDTH), "-y", str(HEIGHT), "sleep 100000")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, "-f", self.config.name, *arguments],
                              check=True, capture_output=True, text=True).stdout

    def screen(self, pane):
        return self.tmux("capture-pane", "-p", "-t", pane).split("\n")

    def start(self, argv, env):
        """Starts argv in a new window; returns (pane, pid, the perf_counter before asking)."""
        flags = [flag for key, value in env.items() for flag in ("-e", f"{key}={value}")]
        start = time.perf_counter()
        pane, pid = self.tmux("new-window", "-d", "-P", "-F", "#{pane_id} #{pane_pid}", *flags,
                              "exec " + shlex.join(argv)).split()
        return pane, int(pid), start

    def wait(self, pane, ready, start, timeout=60, what="the expected screen"):
        """ms from start until ready(screen) holds (capture-pane polled without pause)."""
        deadline = time.perf_counter() + timeout
        while True:
            screen = self.screen(pane)
            if ready(screen):
                return (time.perf_counter() - start) * 1000, screen
            if time.perf_counter() > deadline:
                raise RuntimeError(f"no {what} within {timeout} s; the screen shows:\n" + "\n".join(screen))

    def key(self, pane, key, ready, timeout=30):
        start = time.perf_counter()
        self.tmux("send-keys", "-t", pane, "-l", key) if len(key) == 1 else self.tmux("send-keys", "-t", pane, key)
        return self.wait(pane, ready, start, timeout, f"screen after {key!r}")

    def kill(self, pane, pid=None):
        try:
            self.tmux("kill-window", "-t", pane)
        except subprocess.CalledProcessError:
            pass
        if pid:
            wait_gone(pid)

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        socket = os.path.join(os.environ.get("TMUX_TMPDIR", "/tmp"), f"tmux-{os.getuid()}", self.socket)
        if os.path.exists(socket):  # kill-server leaves the socket file behind
            os.unlink(socket)
        if os.path.exists(self.config.name):
            os.unlink(self.config.name)


def peak_mib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
    except (OSError, StopIteration):
        return float("nan")


# --- what a full screen looks like ---------------------------------------------------------------

def news_ready(screen):
    """The News tab: the feeds pane (All unread selected), the articles pane (an article row
    selected), and the status bar with its counts ("200 feeds · 50,000 unread")."""
    return (len(screen) >= HEIGHT and screen[HEIGHT - 1].strip() != ""
            and any("▸" in line[:4] and "All unread" in line for line in screen)
            and re.search(r"[0-9,]+ feeds · [0-9,]+ unread", status_line(screen)) is not None
            and marker_count(screen) >= 2)


def todos_ready(screen):
    return len(screen) >= HEIGHT and screen[HEIGHT - 1].strip() != "" and any("Bench to-do" in line for line in screen)


def marker_count(screen):
    return sum(line.count("▸") for line in screen)


def selected_feed_row(screen):
    """The screen row of the feeds pane's selection marker (the leftmost ▸), or None."""
    rows = [(line.index("▸"), row) for row, line in enumerate(screen) if "▸" in line]
    return min(rows)[1] if rows else None


def status_line(screen):
    return screen[HEIGHT - 1].strip() if len(screen) >= HEIGHT else ""


def refreshing(screen):
    return any("Refreshing" in line for line in screen)


def refreshed(screen):
    return any("Refreshed " in line for line in screen)


# --- the runs ------------------------------------------------------------------------------------

def variant_b(root, names):
    """Rewrites every served file with new item ids (and so a new ETag): a refresh fetches and
    merges all of them again."""
    for name in names:
        path = os.path.join(root, name)
        with open(path, "rb") as handle:
            data = handle.read()
        data = data.replace(b":item", b":itemB").replace(b"-item", b"-itemB")
        with open(path, "wb") as handle:
            handle.write(data)


def restore(folder, saved):
    for suffix in ("-wal", "-shm"):
        path = os.path.join(folder, "news.sqlite" + suffix)
        if os.path.exists(path):
            os.remove(path)
    shutil.copyfile(saved, os.path.join(folder, "news.sqlite"))


def keystrokes(tmux, pane, count, during=None):
    """Alternates j and k in the feeds pane; returns the ms of each key (until the ▸ moved) and how
    many of them were timed while `during(screen)` held (all of them when during is None)."""
    times, inside = [], 0
    screen = tmux.screen(pane)
    row = selected_feed_row(screen)
    for index in range(count):
        key = "j" if index % 2 == 0 else "k"
        expected = row + 1 if key == "j" else row - 1
        elapsed, screen = tmux.key(pane, key, lambda s: selected_feed_row(s) == expected)
        row = expected
        times.append(elapsed)
        if during is None or during(screen):
            inside += 1
    return times, inside


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--feeds", type=int, default=200)
    arguments.add_argument("--items", type=int, default=250)
    arguments.add_argument("--runs", type=int, default=5)
    arguments.add_argument("--keys", type=int, default=100)
    arguments.add_argument("--refresh-runs", type=int, default=3)
    arguments.add_argument("--adder", default=os.path.join(REPOSITORY, ".build", "release", "adder"))
    arguments.add_argument("--keep", action="store_true", help="keep the scratch folder")
    options = arguments.parse_args()
    adder_binary = os.path.abspath(options.adder)
    if not os.access(adder_binary, os.X_OK):
        sys.exit(f"no adder at {adder_binary}: run `swift build -c release --static-swift-stdlib --product adder` first")

    scratch = tempfile.mkdtemp(prefix="adder-news-tui-")
    root = os.path.join(scratch, "served")
    os.makedirs(root)
    print(f"# {time.strftime('%Y-%m-%d %H:%M:%S %Z')}; {os.cpu_count()} CPUs; {load()}", flush=True)
    print(f"# {' '.join(sys.argv)}")
    names, total_bytes = shared.write_feeds(root, options.feeds, options.items)
    print(f"# {options.feeds} feeds x {options.items} items, {total_bytes / 1e6:.1f} MB", flush=True)

    # SIGTERM and SIGHUP end the run like Ctrl-C, so the finally blocks kill tmux and the server.
    def interrupted(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)

    server = subprocess.Popen([sys.executable, os.path.join(HERE, "news-vs-newsboat.py"), "--serve", root],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    tmux = None
    try:
        port = int(server.stdout.readline())
        urls = [f"http://127.0.0.1:{port}/{name}" for name in names]
        for url in urls:  # gzip every file once, before anything is timed
            urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})).read()
        adder = shared.Adder(adder_binary, os.path.join(scratch, "home"), urls)
        adder.env.update({"TERM": "tmux-256color"})
        seconds, rss, output, status = adder.refresh()
        print(f"# cache filled: {seconds:.1f} s, {adder.articles()} articles, exit {status}: {output.strip()[:100]}", flush=True)
        for number in range(1, 4):  # a few to-dos, so the To-dos tab has something to draw
            subprocess.run([adder_binary, "todo", "add", f"Bench to-do {number}"], env=adder.env, check=True,
                           capture_output=True)
        saved = os.path.join(scratch, "news.sqlite.filled")
        subprocess.run(["sqlite3", os.path.join(adder.folder, "news.sqlite"), f".backup {saved}"], check=True) \
            if shutil.which("sqlite3") else backup(os.path.join(adder.folder, "news.sqlite"), saved)
        tmux = Tmux()
        results = measure(options, tmux, adder, root, names, saved)
    except KeyboardInterrupt:
        print("# interrupted", file=sys.stderr)
        return 130
    finally:
        if tmux:
            tmux.close()
        if server.poll() is None:
            server.stdin.close()
            server.kill()
            server.wait()
        if options.keep:
            print(f"# kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    report(results, options)
    print(f"# after: {load()}")


def backup(source, target):
    import sqlite3
    with sqlite3.connect(source) as db, sqlite3.connect(target) as copy:
        db.backup(copy)


def measure(options, tmux, adder, root, names, saved):
    results = {}

    def record(what, value):
        results.setdefault(what, []).append(value)

    news = [adder.binary, "--tab", "news"]
    todos = [adder.binary]
    # The same to-dos without any news cache or feeds: what the To-dos tab costs on its own.
    bare = os.path.join(os.path.dirname(adder.folder), "home-todos-only")
    os.makedirs(bare, exist_ok=True)
    shutil.copyfile(os.path.join(adder.folder, "todos.json"), os.path.join(bare, "todos.json"))
    bare_env = dict(adder.env, ADDER_HOME=bare, HOME=bare)
    # 1. First frame, interleaved, and the harness alone.
    for run in range(1, options.runs + 1):
        pane, pid, start = tmux.start(["sh", "-c", "printf 'READY\\n'; exec sleep 1000"], {})
        elapsed, _ = tmux.wait(pane, lambda s: any("READY" in line for line in s), start)
        tmux.kill(pane)
        record("harness_frame", elapsed)
        for label, argv, env, ready in (("news_frame", news, adder.env, news_ready),
                                        ("todos_frame", todos, adder.env, todos_ready),
                                        ("bare_frame", todos, bare_env, todos_ready)):
            pane, pid, start = tmux.start(argv, env)
            elapsed, _ = tmux.wait(pane, ready, start)
            record(label, elapsed)
            record(label + "_mib", peak_mib(pid))
            tmux.kill(pane, pid)
        print(f"# run {run} first frame: news {results['news_frame'][-1]:.0f} ms ({results['news_frame_mib'][-1]:.0f} MiB), "
              f"todos {results['todos_frame'][-1]:.0f} ms ({results['todos_frame_mib'][-1]:.0f} MiB), "
              f"todos without a news cache {results['bare_frame'][-1]:.0f} ms ({results['bare_frame_mib'][-1]:.0f} MiB), "
              f"harness {results['harness_frame'][-1]:.0f} ms; {load()}", flush=True)

    # The keystroke harness: cat echoing a key.
    pane, pid, start = tmux.start(["cat"], {})
    time.sleep(0.3)
    echoed = ""
    for index in range(options.keys):
        key = "j" if index % 2 == 0 else "k"
        echoed += key
        target = echoed[-40:]
        elapsed, _ = tmux.key(pane, key, lambda s, t=target: any(line.endswith(t) for line in s))
        record("harness_key", elapsed)
        if len(echoed) >= 150:
            tmux.tmux("send-keys", "-t", pane, "Enter")
            time.sleep(0.05)
            echoed = ""
    tmux.kill(pane)
    print(f"# harness per key (cat echo): median {statistics.median(results['harness_key']):.1f} ms", flush=True)

    # 2, 3, 4. Keys idle and during a refresh; memory; G and search (on the filled cache).
    for run in range(1, options.refresh_runs + 1):
        restore(adder.folder, saved)
        pane, pid, start = tmux.start(news, adder.env)
        tmux.wait(pane, news_ready, start)
        record("mib_open", peak_mib(pid))
        # From All unread down to the second served feed, so j/k move between two feeds.
        for key in ("j", "j", "j"):
            tmux.key(pane, key, lambda s, r=selected_feed_row(tmux.screen(pane)): selected_feed_row(s) == r + 1)
        idle, _ = keystrokes(tmux, pane, options.keys)
        results.setdefault("idle_key", []).extend(idle)
        if run == 1:
            variant_b(root, names)
        started = time.perf_counter()
        tmux.key(pane, "R", refreshing)
        busy, inside = keystrokes(tmux, pane, options.keys, during=refreshing)
        results.setdefault("busy_key", []).extend(busy)
        # Done when "Refreshing" has gone (the "Refreshed ..." summary is cleared by the next key).
        elapsed, screen = tmux.wait(pane, lambda s: not refreshing(s), started, timeout=600, what="end of the refresh")
        record("refresh_s", elapsed / 1000)
        record("mib_refreshed", peak_mib(pid))
        summary = next((line.strip() for line in screen if "Refreshed " in line), status_line(screen)[-40:])
        print(f"# run {run} keys: idle median {statistics.median(idle):.1f} ms (max {max(idle):.0f}), "
              f"during the refresh median {statistics.median(busy):.1f} ms (max {max(busy):.0f}; {inside}/{len(busy)} "
              f"keys answered with 'Refreshing' on screen); refresh done in {elapsed / 1000:.1f} s: {summary[:90]!r}; "
              f"VmHWM {results['mib_open'][-1]:.0f} -> {results['mib_refreshed'][-1]:.0f} MiB; {load()}", flush=True)
        tmux.kill(pane, pid)

        # G and search, on the filled cache again (50,000 articles, All unread).
        restore(adder.folder, saved)
        pane, pid, start = tmux.start(news, adder.env)
        tmux.wait(pane, news_ready, start)
        tmux.key(pane, "Enter", lambda s: focus_in_articles(s))
        elapsed, screen = tmux.key(pane, "G", lambda s: last_selected(s))
        record("G", elapsed)
        tmux.key(pane, "g", lambda s: not last_selected(s))
        tmux.key(pane, "Escape", lambda s: not focus_in_articles(s))  # `/` is a key of the feeds pane
        tmux.key(pane, "/", lambda s: search_prompt(s))
        tmux.tmux("send-keys", "-t", pane, "-l", "harbour")
        time.sleep(0.2)
        elapsed, screen = tmux.key(pane, "Enter", lambda s: search_results(s))
        record("search", elapsed)
        print(f"# run {run} G {results['G'][-1]:.0f} ms, /harbour<Enter> {results['search'][-1]:.0f} ms: "
              f"{status_line(screen)[:90]!r}", flush=True)
        tmux.kill(pane, pid)
    return results


def focus_in_articles(screen):
    """The articles pane has the focus: its key hints (m read, Esc back) are in the status bar."""
    return "m read" in status_line(screen) and "Esc back" in status_line(screen)


POSITION = re.compile(r"─ All unread ([0-9,]+)/([0-9,]+) ")


def last_selected(screen):
    """The articles pane's title says the last of All unread is selected ("All unread N/N")."""
    for line in screen[:3]:
        match = POSITION.search(line)
        if match:
            return match.group(1) == match.group(2) and match.group(1) != "1"
    return False


def search_prompt(screen):
    return "Search all articles:" in status_line(screen)


def search_results(screen):
    return any("─ Search: harbour" in line for line in screen[:3]) and marker_count(screen) >= 2


def wait_gone(pid, timeout=10):
    deadline = time.monotonic() + timeout
    while os.path.exists(f"/proc/{pid}") and time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().split(")")[-1].split()[0] == "Z":
                    return
        except OSError:
            return
        time.sleep(0.01)


def report(results, options):
    def median(key):
        values = results.get(key)
        return statistics.median(values) if values else float("nan")

    print()
    print(f"| {options.feeds * options.items:,} cached articles, 200x60 in tmux | median | runs |")
    print("| --- | ---: | --- |")
    rows = (("start to first full frame, News tab (ms)", "news_frame", 0),
            ("start to first full frame, To-dos tab (ms)", "todos_frame", 0),
            ("start to first full frame, To-dos tab, no news cache at all (ms)", "bare_frame", 0),
            ("harness alone: new window until a shell's word shows (ms)", "harness_frame", 0),
            ("peak memory at the News tab's first frame (MiB)", "news_frame_mib", 1),
            ("peak memory at the To-dos tab's first frame (MiB)", "todos_frame_mib", 1),
            ("peak memory at the To-dos tab's first frame, no news cache (MiB)", "bare_frame_mib", 1),
            ("key to frame, j/k in the feeds pane, idle (ms)", "idle_key", 1),
            ("key to frame, j/k in the feeds pane, during a 200-feed refresh (ms)", "busy_key", 1),
            ("harness alone: key to echo, cat (ms)", "harness_key", 1),
            ("refresh inside the TUI, R to 'Refreshed' (s)", "refresh_s", 1),
            ("peak memory after opening the News tab (MiB)", "mib_open", 1),
            ("peak memory after the refresh (MiB)", "mib_refreshed", 1),
            ("G in All unread (ms)", "G", 0),
            ("/harbour<Enter> until the results show (ms)", "search", 0))
    for label, key, digits in rows:
        values = results.get(key, [])
        shown = " ".join(f"{value:.{digits}f}" for value in values) if len(values) <= 10 else \
            f"{len(values)} keys, p90 {sorted(values)[int(len(values) * 0.9)]:.1f}, max {max(values):.1f}"
        print(f"| {label} | {median(key):.{digits}f} | {shown} |")


if __name__ == "__main__":
    sys.exit(main())
