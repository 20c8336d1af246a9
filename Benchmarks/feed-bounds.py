#!/usr/bin/env python3
"""One huge feed against Adder's bounds (issue 17, item 9), served on 127.0.0.1 (standard library only).

Usage (from the repository, after `swift build --product adder`):
    python3 Benchmarks/feed-bounds.py [--items 365858] [--parse-items 200000] [--refreshes 4]
                                      [--runs 1] [--adder .build/debug/adder] [--compare PATH,PATH]

It builds an RSS 2.0 feed of ITEMS minimal items (`<item><guid>…</guid><title>…</title></item>`,
about 19 MB for the default count, under the fetcher's 20 MB limit) whose guids change at every fetch, serves it from this
script on a free port of 127.0.0.1, and for each binary (in its own ADDER_HOME, runs interleaved):

  refresh N          `adder news refresh` REFRESHES times in a row: wall seconds, user+system
                     CPU seconds and peak RSS (/usr/bin/time -v's maximum resident set size) of each
  cache after        news.sqlite (+ -wal) bytes and articles (all, unread) after the last refresh
  feeds parse --json on a file of PARSE_ITEMS items: wall and CPU seconds, peak RSS (newer
                     binaries keep their default 1000 items)

--compare BEFORE,AFTER measures two binaries in alternation (say the old one first).
"""

import argparse
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def feed(items, tag):
    head = '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Huge</title><link>http://h.example/</link>\n'
    body = "".join(f"<item><guid>{tag}-{i}</guid><title>x</title></item>" for i in range(items))
    return (head + body + "</channel></rss>\n").encode()


class Server:
    """Serves /feed/LABEL: a fresh set of guids at every GET (per LABEL), no validators."""

    def __init__(self, items, fetches):
        self.bodies = [feed(items, f"f{n}") for n in range(fetches)]
        self.counts = {}
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                with server.lock:
                    count = server.counts.get(self.path, 0)
                    server.counts[self.path] = count + 1
                body = server.bodies[count % len(server.bodies)]
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        self.port = self.http.server_address[1]


def timed(command, env, stdout=subprocess.DEVNULL):
    start = time.monotonic()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, env=env, stdout=stdout, stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - start
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    cpu = sum(float(value) for value in re.findall(r"(?:User|System) time \(seconds\): ([0-9.]+)", done.stderr))
    return seconds, int(match.group(1)) / 1024, cpu


def measure(binary, label, server, folder, parse_file, refreshes):
    home = os.path.join(folder, label)
    os.makedirs(home)
    with open(os.path.join(home, "feeds"), "w") as handle:
        handle.write(f"http://127.0.0.1:{server.port}/feed/{label}\n")
    env = {"ADDER_HOME": home, "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}
    refresh = [timed([binary, "news", "refresh"], env) for _ in range(refreshes)]
    cache = os.path.join(home, "news.sqlite")
    size = sum(os.path.getsize(cache + suffix) for suffix in ("", "-wal") if os.path.exists(cache + suffix))
    with sqlite3.connect(cache) as db:
        articles, unread = db.execute("SELECT COUNT(*), SUM(isRead = 0) FROM article").fetchone()
    parse = timed([binary, "feeds", "parse", "--json", parse_file], env)
    return refresh, size, articles, unread, parse


def main():
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--items", type=int, default=365_858)
    options.add_argument("--parse-items", type=int, default=200_000)
    options.add_argument("--refreshes", type=int, default=4)
    options.add_argument("--runs", type=int, default=1)
    options.add_argument("--adder", default=".build/debug/adder")
    options.add_argument("--compare", help="BEFORE,AFTER: two binaries, measured in alternation")
    arguments = options.parse_args()
    binaries = arguments.compare.split(",") if arguments.compare else [arguments.adder]
    server = Server(arguments.items, arguments.refreshes)
    print(f"feed: {arguments.items} items, {len(server.bodies[0]) / 1e6:.1f} MB, new guids at every fetch; port {server.port}")
    with tempfile.TemporaryDirectory(prefix="adder-bounds-") as folder:
        parse_file = os.path.join(folder, "parse.xml")
        with open(parse_file, "wb") as handle:
            handle.write(feed(arguments.parse_items, "p"))
        for run in range(arguments.runs):
            for index, binary in enumerate(binaries):
                refresh, size, articles, unread, parse = measure(
                    binary, f"run{run}-{index}", server, folder, parse_file, arguments.refreshes)
                steps = ", ".join(f"{seconds:.1f} s ({cpu:.1f} s CPU) / {rss:.0f} MB" for seconds, rss, cpu in refresh)
                print(f"{binary} (run {run + 1}):")
                print(f"  refreshes (wall (user+system CPU) / peak RSS): {steps}")
                print(f"  after {arguments.refreshes}: cache {size / 1e6:.1f} MB, {articles} articles, {unread} unread")
                print(f"  feeds parse --json, {arguments.parse_items} items: {parse[0]:.1f} s ({parse[2]:.1f} s CPU) / {parse[1]:.0f} MB")


if __name__ == "__main__":
    main()
