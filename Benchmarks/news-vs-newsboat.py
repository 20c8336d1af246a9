#!/usr/bin/env python3
"""Adder's news side against newsboat, on the same feeds served on 127.0.0.1 (standard library only).

Usage (from the repository, after `swift build -c release --static-swift-stdlib --product adder`):
    python3 Benchmarks/news-vs-newsboat.py [--feeds 200] [--items 250] [--runs 3]
                                           [--adder .build/release/adder] [--newsboat newsboat]
                                           [--reload-threads 8] [--adder-only] [--compare PATH,PATH] [--keep]
                                           [--served FOLDER]

It writes FEEDS feeds of ITEMS items each (about 2 KB of HTML per item; half RSS 2.0, half Atom 1.0)
to a scratch folder, serves them with Tests/Support/feedserver.py --root (ETag, Last-Modified, 304,
gzip), and measures, for each program in its own HOME and cache folder, interleaved, RUNS times:

  cold refresh       an empty cache, every feed fetched and merged
  all-304 refresh    the same again: every feed answers 304 Not Modified
  opening offline    `adder news list --limit 60` / `newsboat -x print-unread` on the full cache
  peak memory        /usr/bin/time -v's maximum resident set size, of the cold refresh

and Adder's parse throughput: the bytes of every feed file over the time of
`adder feeds parse --count FILE...` (less the time of the same command on one tiny file, so
process start-up is not counted). It prints the medians and the ratio newsboat / Adder.

The server gzips each file once and reuses the bytes (its gzip.compress is memoised here, and every
file is fetched once before timing), so the Python server's compression is not counted against
either program. newsboat gets `reload-threads` equal to Adder's default parallelism (8).

--served FOLDER serves the first FEEDS feed files of a kept scratch folder's `served` folder
(`--keep`) instead of writing new ones: the 500 x 1,000 feeds take minutes to write.
"""

import argparse
import functools
import gzip
import os
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import types
import urllib.request

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(REPOSITORY, "Tests", "Support", "feedserver.py")
WORDS = ("adder terminal feed reader article cache refresh parse swift sqlite index offline news "
         "keyboard screen window garden river mountain coffee window letter number morning evening "
         "market station library theatre journey harbour country village railway weather").split()


def serve(root):
    """The benchmark's server: feedserver.py with its gzip output memoised (runs in a child process)."""
    sys.path.insert(0, os.path.dirname(SERVER))
    import feedserver  # noqa: E402  (found on the path just set)
    feedserver.gzip = types.SimpleNamespace(compress=functools.lru_cache(maxsize=None)(gzip.compress))
    sys.argv = [SERVER, "--root", root, "--exit-with-stdin"]
    feedserver.main()


def paragraph(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def item_html(rng, feed, number):
    """About 2 KB of HTML: paragraphs, a link, a list and some emphasis."""
    parts = [f"<p>{paragraph(rng, 45)} <a href=\"https://example.com/{feed}/{number}/more\">Read more</a>.</p>",
             f"<p><em>{paragraph(rng, 20)}</em> {paragraph(rng, 40)}</p>",
             "<ul>" + "".join(f"<li>{paragraph(rng, 6)}</li>" for _ in range(4)) + "</ul>",
             f"<p>{paragraph(rng, 60)}</p>"]
    return "".join(parts)


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_feeds(root, feeds, items):
    """Writes the feeds; returns their file names and their total size in bytes."""
    rng = random.Random(20261123)
    names, total = [], 0
    start = 1_764_000_000  # 2025-11-24
    for feed in range(feeds):
        atom = feed % 2 == 1
        entries = []
        for number in range(items):
            seconds = start - (number * feeds + feed) * 60
            title = escape(paragraph(rng, 6)[:-1])
            body = escape(item_html(rng, feed, number))
            link = f"https://example.com/{feed}/{number}"
            if atom:
                stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))
                entries.append(f"<entry><id>urn:feed{feed}:item{number}</id><title>{title}</title>"
                               f"<link href=\"{link}\"/><updated>{stamp}</updated><author><name>Author {feed}</name></author>"
                               f"<content type=\"html\">{body}</content></entry>")
            else:
                stamp = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(seconds))
                entries.append(f"<item><guid>feed{feed}-item{number}</guid><title>{title}</title><link>{link}</link>"
                               f"<pubDate>{stamp}</pubDate><description>{body}</description></item>")
        if atom:
            text = ('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
                    f"<title>Feed {feed}</title><id>urn:feed{feed}</id><link href=\"https://example.com/{feed}/\"/>"
                    f"<updated>2025-11-24T00:00:00Z</updated>{''.join(entries)}</feed>\n")
            name = f"feed-{feed:03}.atom"
        else:
            text = ('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel>'
                    f"<title>Feed {feed}</title><link>https://example.com/{feed}/</link>{''.join(entries)}</channel></rss>\n")
            name = f"feed-{feed:03}.rss"
        data = text.encode("utf-8")
        with open(os.path.join(root, name), "wb") as handle:
            handle.write(data)
        names.append(name)
        total += len(data)
    return names, total


CPU_SECONDS = {}


def timed(command, env, cwd=None):
    """Runs a command under /usr/bin/time -v; returns (seconds, peak RSS in MB, stdout, exit status).
    Its CPU time (user + system) is left in CPU_SECONDS["last"]."""
    started = time.monotonic()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, env=env, cwd=cwd, capture_output=True, text=True)
    seconds = time.monotonic() - started
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    rss = int(match.group(1)) / 1024 if match else float("nan")
    cpu = sum(float(value) for value in re.findall(r"(?:User|System) time \(seconds\): ([0-9.]+)", done.stderr))
    CPU_SECONDS["last"] = cpu
    return seconds, rss, done.stdout, done.returncode


class Adder:
    name = "Adder"

    def __init__(self, binary, folder, urls):
        self.binary, self.folder = binary, folder
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "feeds"), "w") as handle:
            handle.write("".join(url + "\n" for url in urls))
        self.env = {"ADDER_HOME": folder, "HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"}

    def empty_cache(self):
        for suffix in ("", "-wal", "-shm"):
            path = os.path.join(self.folder, "news.sqlite" + suffix)
            if os.path.exists(path):
                os.remove(path)

    def refresh(self):
        return timed([self.binary, "news", "refresh"], self.env)

    def open_offline(self):
        return timed([self.binary, "news", "list", "--limit", "60"], self.env)

    def articles(self):
        with sqlite3.connect(os.path.join(self.folder, "news.sqlite")) as db:
            return db.execute("SELECT COUNT(*) FROM article").fetchone()[0]


class Newsboat:
    name = "newsboat"

    def __init__(self, binary, folder, urls, threads):
        self.binary, self.folder = binary, folder
        os.makedirs(folder, exist_ok=True)
        self.urls, self.cache, self.config = (os.path.join(folder, name) for name in ("urls", "cache.db", "config"))
        with open(self.urls, "w") as handle:
            handle.write("".join(url + "\n" for url in urls))
        with open(self.config, "w") as handle:
            handle.write(f"reload-threads {threads}\n")
        self.env = {"HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "TERM": "xterm"}

    def command(self, *arguments):
        return [self.binary, "-u", self.urls, "-c", self.cache, "-C", self.config] + list(arguments)

    def empty_cache(self):
        for suffix in ("", "-journal", ".lock"):
            if os.path.exists(self.cache + suffix):
                os.remove(self.cache + suffix)

    def refresh(self):
        return timed(self.command("-x", "reload"), self.env)

    def open_offline(self):
        return timed(self.command("-x", "print-unread"), self.env)

    def articles(self):
        with sqlite3.connect(self.cache) as db:
            return db.execute("SELECT COUNT(*) FROM rss_item").fetchone()[0]


def load():
    return "load average %.2f, %.2f, %.2f" % os.getloadavg()


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--feeds", type=int, default=200)
    arguments.add_argument("--items", type=int, default=250)
    arguments.add_argument("--runs", type=int, default=3)
    arguments.add_argument("--adder", default=os.path.join(REPOSITORY, ".build", "release", "adder"))
    arguments.add_argument("--newsboat", default=shutil.which("newsboat") or "newsboat")
    arguments.add_argument("--reload-threads", type=int, default=8)
    arguments.add_argument("--adder-only", action="store_true", help="skip newsboat (to compare builds of Adder)")
    arguments.add_argument("--compare", help="PATH,PATH,...: only cold refreshes by these builds of Adder, interleaved")
    arguments.add_argument("--keep", action="store_true", help="keep the scratch folder")
    arguments.add_argument("--served", help="FOLDER: serve the first FEEDS files of this kept `served` folder, written before")
    arguments.add_argument("--serve", help=argparse.SUPPRESS)
    options = arguments.parse_args()
    if options.serve:
        return serve(options.serve)

    scratch = tempfile.mkdtemp(prefix="adder-vs-newsboat-")
    root = os.path.join(scratch, "served")
    os.makedirs(root)
    print(f"# {time.strftime('%Y-%m-%d %H:%M:%S %Z')}; {os.cpu_count()} CPUs; {load()}")
    print(f"# {' '.join(sys.argv)}")
    started = time.monotonic()
    if options.served:
        root = os.path.abspath(options.served)
        names = sorted(os.listdir(root))[:options.feeds]
        total_bytes = sum(os.path.getsize(os.path.join(root, name)) for name in names)
        print(f"# {len(names)} feeds of {root}, {total_bytes / 1e6:.1f} MB")
    else:
        names, total_bytes = write_feeds(root, options.feeds, options.items)
        print(f"# {options.feeds} feeds x {options.items} items, {total_bytes / 1e6:.1f} MB, written in {time.monotonic() - started:.1f} s")

    server = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve", root],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline())
        urls = [f"http://127.0.0.1:{port}/{name}" for name in names]
        for url in urls:  # gzip every file once, before anything is timed
            urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})).read()
        if options.compare:
            compare(options, scratch, urls)
            return
        results = measure(options, scratch, root, names, total_bytes, urls)
    finally:
        server.stdin.close()
        server.kill()
        server.wait()
        if options.compare and not options.keep:
            shutil.rmtree(scratch, ignore_errors=True)
    report(results, options, total_bytes)
    print(f"# after: {load()}")
    if options.keep:
        print(f"# kept {scratch}")
    else:
        shutil.rmtree(scratch, ignore_errors=True)


def measure(options, scratch, root, names, total_bytes, urls):
    adder = Adder(options.adder, os.path.join(scratch, "adder-home"), urls)
    newsboat = Newsboat(options.newsboat, os.path.join(scratch, "newsboat-home"), urls, options.reload_threads)
    programs = (adder,) if options.adder_only else (adder, newsboat)
    results = {}

    def record(program, what, value):
        results.setdefault((program.name, what), []).append(value)

    files = [os.path.join(root, name) for name in names]
    tiny = os.path.join(scratch, "tiny.rss")
    with open(tiny, "w") as handle:
        handle.write('<rss version="2.0"><channel><title>t</title></channel></rss>\n')
    for run in range(1, options.runs + 1):
        for program in programs:
            program.empty_cache()
            seconds, rss, output, status = program.refresh()
            record(program, "cold", seconds)
            record(program, "coldCPU", CPU_SECONDS["last"])
            record(program, "rss", rss)
            articles = program.articles()
            print(f"# run {run} {program.name} cold: {seconds:.2f} s ({CPU_SECONDS['last']:.2f} s CPU), {rss:.0f} MB, {articles} articles, exit {status}"
                  + (f": {output.strip()[:100]}" if program is adder else ""))
        for program in programs:
            seconds, rss, output, status = program.refresh()
            record(program, "304", seconds)
            record(program, "304CPU", CPU_SECONDS["last"])
            record(program, "rss304", rss)
            print(f"# run {run} {program.name} all-304: {seconds:.2f} s ({CPU_SECONDS['last']:.2f} s CPU), {rss:.0f} MB, exit {status}"
                  + (f": {output.strip()[:100]}" if program is adder else ""))
        for program in programs:
            seconds, rss, output, status = program.open_offline()
            record(program, "offline", seconds)
            print(f"# run {run} {program.name} opening offline: {seconds * 1000:.0f} ms, {len(output.splitlines())} lines")
        startup, _, _, _ = timed([options.adder, "feeds", "parse", "--count", tiny], adder.env)
        parse, _, output, status = timed([options.adder, "feeds", "parse", "--count"] + files, adder.env)
        record(adder, "parse", total_bytes / 1e6 / max(parse - startup, 1e-6))
        print(f"# run {run} Adder parse-only pass: {parse:.2f} s (start-up {startup * 1000:.0f} ms), exit {status}")
    return results


def compare(options, scratch, urls):
    """Cold refreshes by several builds of Adder, interleaved run by run: medians of wall and CPU time."""
    builds = options.compare.split(",")
    homes = [Adder(path, os.path.join(scratch, f"adder-{index}"), urls) for index, path in enumerate(builds)]
    wall, cpu = {path: [] for path in builds}, {path: [] for path in builds}
    for run in range(1, options.runs + 1):
        for path, home in zip(builds, homes):
            home.empty_cache()
            seconds, rss, output, status = home.refresh()
            wall[path].append(seconds)
            cpu[path].append(CPU_SECONDS["last"])
            print(f"# run {run} {path}: {seconds:.2f} s, {CPU_SECONDS['last']:.2f} s CPU, {rss:.0f} MB, exit {status}")
    print(f"\n| cold refresh, median of {options.runs} | wall | CPU (user + system) |")
    print("| --- | ---: | ---: |")
    for path in builds:
        print(f"| {path} | {statistics.median(wall[path]):.2f} s | {statistics.median(cpu[path]):.2f} s |")


def report(results, options, total_bytes):
    def median(program, what):
        values = results.get((program, what))
        return statistics.median(values) if values else float("nan")

    articles = options.feeds * options.items
    print()
    print(f"| {options.feeds} feeds, {articles:,} articles, median of {options.runs} | Adder | newsboat | newsboat / Adder |")
    print("| --- | ---: | ---: | ---: |")
    for label, key, unit in (("cold refresh (empty cache)", "cold", "s"), ("cold refresh, CPU (user + system)", "coldCPU", "s"),
                             ("all-304 refresh", "304", "s"), ("all-304 refresh, CPU (user + system)", "304CPU", "s"),
                             ("opening offline (list 60 / print-unread)", "offline", "ms"),
                             ("peak memory, cold refresh (max RSS)", "rss", "MB"),
                             ("peak memory, all-304 refresh (max RSS)", "rss304", "MB")):
        adder, newsboat = median("Adder", key), median("newsboat", key)
        scale = 1000 if unit == "ms" else 1
        print(f"| {label} | {adder * scale:.{0 if unit != 's' else 2}f} {unit} | {newsboat * scale:.{0 if unit != 's' else 2}f} {unit} "
              f"| {newsboat / adder:.1f}x |")
    print(f"| Adder parse throughput ({total_bytes / 1e6:.0f} MB, parse-only pass) | {median('Adder', 'parse'):.1f} MB/s | | |")


if __name__ == "__main__":
    main()
