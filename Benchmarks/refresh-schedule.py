#!/usr/bin/env python3
"""What honouring the refresh schedule costs and saves, on news-vs-newsboat.py's feeds (standard library only).

Usage (from the repository, after building `adder`):
    python3 Benchmarks/refresh-schedule.py --adder PATH [--before PATH] [--feeds 200] [--items 250] [--runs 3]

It writes and serves the same feeds as Benchmarks/news-vs-newsboat.py (200 x 250 items, 50,000
articles), fills a cache with a cold `adder news refresh` per build, then times, interleaved, RUNS times:

  all-304 refresh    `adder news refresh`: every feed fetched and answering 304 (with --before, that
                     build's too: the schedule's one write per feed is the difference)
  all-not-due        `adder news refresh --due` with `auto-refresh = 60` just after a refresh: no feed
                     is due, so nothing is fetched (the build under test only)

and prints the medians of wall-clock and CPU time.
"""

import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("news_vs_newsboat", os.path.join(HERE, "news-vs-newsboat.py"))
peers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peers)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--adder", required=True, help="the build under test")
    arguments.add_argument("--before", help="a build without the schedule, for the all-304 row")
    arguments.add_argument("--feeds", type=int, default=200)
    arguments.add_argument("--items", type=int, default=250)
    arguments.add_argument("--runs", type=int, default=3)
    options = arguments.parse_args()

    scratch = tempfile.mkdtemp(prefix="adder-schedule-")
    root = os.path.join(scratch, "served")
    os.makedirs(root)
    print(f"# {time.strftime('%Y-%m-%d %H:%M:%S %Z')}; {os.cpu_count()} CPUs; {peers.load()}")
    print(f"# {' '.join(sys.argv)}")
    names, total_bytes = peers.write_feeds(root, options.feeds, options.items)
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "news-vs-newsboat.py"), "--serve", root],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline())
        urls = [f"http://127.0.0.1:{port}/{name}" for name in names]
        for url in urls:
            urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})).read()
        builds = {"after": options.adder}
        if options.before:
            builds["before"] = options.before
        homes = {name: peers.Adder(path, os.path.join(scratch, name), urls) for name, path in builds.items()}
        with open(os.path.join(scratch, "after", "config.toml"), "w") as handle:
            handle.write("[news]\nauto-refresh = 60\n")
        for name, home in homes.items():
            seconds, _, output, status = home.refresh()
            print(f"# {name} cold: {seconds:.2f} s, exit {status}: {output.strip()[:100]}")
        results = {}
        for run in range(1, options.runs + 1):
            for name, home in homes.items():
                seconds, rss, output, status = home.refresh()
                results.setdefault((name, "304"), []).append((seconds, peers.CPU_SECONDS["last"]))
                print(f"# run {run} {name} all-304: {seconds:.3f} s ({peers.CPU_SECONDS['last']:.2f} s CPU), {rss:.0f} MB: "
                      + output.strip()[:100])
            after = homes["after"]
            seconds, rss, output, status = peers.timed([after.binary, "news", "refresh", "--due"], after.env)
            results.setdefault(("after", "not due"), []).append((seconds, peers.CPU_SECONDS["last"]))
            print(f"# run {run} after all-not-due: {seconds:.3f} s ({peers.CPU_SECONDS['last']:.2f} s CPU), {rss:.0f} MB: "
                  + output.strip()[:100])
    finally:
        server.stdin.close()
        server.kill()
        server.wait()
        shutil.rmtree(scratch, ignore_errors=True)
    for (name, what), values in sorted(results.items()):
        wall = statistics.median(value[0] for value in values)
        cpu = statistics.median(value[1] for value in values)
        print(f"{name:6} {what:8} median {wall:.3f} s wall, {cpu:.2f} s CPU over {len(values)} runs")
    print(f"# after: {peers.load()}")


if __name__ == "__main__":
    main()
