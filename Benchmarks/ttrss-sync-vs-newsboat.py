#!/usr/bin/env python3
"""Adder's tt-rss sync against newsboat's ttrss source, on the same tt-rss and the same articles.

Usage (from the repository, after `swift build -c release --static-swift-stdlib --product adder`):
    python3 Benchmarks/ttrss-sync-vs-newsboat.py [--articles 10000] [--feeds 20] [--runs 3]
                                                 [--body-bytes 0] [--adder .build/release/adder] [--newsboat newsboat]

It starts Debian's tt-rss on a private PostgreSQL (Tests/Support/ttrss-server, which
.ci/install-feed-services installs), seeds ARTICLES unread articles over FEEDS feeds, and measures,
for each program in its own HOME and cache, RUNS times (medians printed):

  first sync        an empty cache: `adder news refresh` / `newsboat -x reload`
  nothing new       the same again
  1,000 read marks  Adder: `adder news read` on 1,000 articles, then the timed `adder news refresh`
                    that pushes them (newsboat marks only from its UI, so it has no row here)

and each first sync's peak memory (/usr/bin/time -v's maximum resident set size, when installed).
Between runs the marks are undone on the server, so every run syncs the same state.
--body-bytes N gives every article a body of about N bytes of HTML (paragraphs with a link, an
image and bold words, as feeds have) instead of the seed's 20-byte one.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(ROOT, "Tests", "Support", "ttrss-server")


def timed(command, env=None):
    """Seconds and peak KiB (0 when /usr/bin/time is missing) of one run, which must succeed."""
    wrapper = ["/usr/bin/time", "-v"] if os.path.exists("/usr/bin/time") else []
    start = time.perf_counter()
    result = subprocess.run(wrapper + command, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed: {result.stderr.strip()[-500:]}")
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return seconds, int(peak.group(1)) if peak else 0


def adder_home(folder, url):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.toml"), "w") as config:
        config.write(f'[news]\nsource = "ttrss"\n[news.ttrss]\nurl = "{url}"\nlogin = "admin"\npassword-command = "echo password"\n')
    return dict(os.environ, ADDER_HOME=folder)


def newsboat_home(folder, url):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config"), "w") as config:
        config.write(f'urls-source "ttrss"\nttrss-url "{url[:-len("api/")]}"\nttrss-login "admin"\nttrss-password "password"\n')
    open(os.path.join(folder, "urls"), "w").close()
    return folder


def newsboat_reload(newsboat, folder):
    return ["/usr/bin/env", f"HOME={folder}", newsboat, "-C", os.path.join(folder, "config"), "-u",
            os.path.join(folder, "urls"), "-c", os.path.join(folder, "cache.db"), "-x", "reload"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--articles", type=int, default=10000)
    parser.add_argument("--feeds", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--body-bytes", type=int, default=0)
    parser.add_argument("--adder", default=os.path.join(ROOT, ".build", "release", "adder"))
    parser.add_argument("--newsboat", default=shutil.which("newsboat") or "newsboat")
    options = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="adder-ttrss-bench-")
    os.chmod(scratch, 0o755)  # PostgreSQL runs as its own user when this runs as root
    server = os.path.join(scratch, "server")
    started = subprocess.run([SERVER, "start", server], capture_output=True, text=True)
    if started.returncode != 0:
        sys.exit(started.stderr.strip())
    url = started.stdout.strip()
    try:
        per_feed = options.articles // options.feeds
        for number in range(options.feeds):
            subprocess.run([SERVER, "seed", server, f"http://feeds.example/{number}.xml", f"Group {number % 4}",
                            str(per_feed), str(number * per_feed + 1)], check=True)
        # tt-rss fills an article's label cache the first time any client lists it (a write per
        # article, doubling that page's time): filled here, so the first program timed does not pay it.
        subprocess.run([SERVER, "sql", server], check=True, capture_output=True, text=True,
                       input="""UPDATE ttrss_user_entries SET label_cache = '{"no-labels":1}';""")
        if options.body_bytes:
            paragraph = "<p>Some text with <a href=\"/x\">a link</a>, <img src=\"/i.png\"> and <b>bold</b> words.</p>"
            subprocess.run([SERVER, "sql", server], check=True, capture_output=True, text=True,
                           input=f"UPDATE ttrss_entries SET content = repeat('{paragraph}', {max(1, options.body_bytes // len(paragraph))});")
        rows = {"first sync": ([], []), "nothing new": ([], []), "1,000 read marks": ([], [])}
        peaks = ([], [])
        for run in range(options.runs):
            subprocess.run([SERVER, "sql", server], input="UPDATE ttrss_user_entries SET unread = true;",
                           check=True, capture_output=True, text=True)
            adder_env = adder_home(os.path.join(scratch, f"adder-{run}"), url)
            seconds, peak = timed([options.adder, "news", "refresh"], adder_env)
            rows["first sync"][0].append(seconds)
            peaks[0].append(peak)
            rows["nothing new"][0].append(timed([options.adder, "news", "refresh"], adder_env)[0])
            listing = subprocess.run([options.adder, "news", "list", "--limit", "1000"], env=adder_env,
                                     check=True, capture_output=True, text=True).stdout
            ids = [line.split()[0] for line in listing.splitlines() if line.strip()][:1000]
            subprocess.run([options.adder, "news", "read"] + ids, env=adder_env, check=True, capture_output=True)
            rows["1,000 read marks"][0].append(timed([options.adder, "news", "refresh"], adder_env)[0])

            subprocess.run([SERVER, "sql", server], input="UPDATE ttrss_user_entries SET unread = true;",
                           check=True, capture_output=True, text=True)
            folder = newsboat_home(os.path.join(scratch, f"newsboat-{run}"), url)
            seconds, peak = timed(newsboat_reload(options.newsboat, folder))
            rows["first sync"][1].append(seconds)
            peaks[1].append(peak)
            rows["nothing new"][1].append(timed(newsboat_reload(options.newsboat, folder))[0])

        print(f"{options.articles:,} articles in {options.feeds} feeds, median of {options.runs} runs")
        print(f"{'':18} {'Adder':>9} {'newsboat':>9} {'newsboat/Adder':>15}")
        for name, (adder, newsboat) in rows.items():
            a = statistics.median(adder)
            if newsboat:
                n = statistics.median(newsboat)
                print(f"{name:18} {a:8.2f}s {n:8.2f}s {n / a:14.2f}x")
            else:
                print(f"{name:18} {a:8.2f}s {'—':>9}")
        if all(peaks[0]) and all(peaks[1]):
            print(f"{'peak memory':18} {statistics.median(peaks[0]) / 1024:7.1f}MB {statistics.median(peaks[1]) / 1024:7.1f}MB")
    finally:
        subprocess.run([SERVER, "stop", server])
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
