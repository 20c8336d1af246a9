#!/usr/bin/env python3
"""Adder's tt-rss sync against newsboat's ttrss source, on the same tt-rss and the same articles.

Usage (from the repository, after `swift build -c release --static-swift-stdlib --product adder`):
    python3 Benchmarks/ttrss-sync-vs-newsboat.py [--articles 10000] [--feeds 20] [--runs 3]
                                                 [--body-bytes 0] [--adder .build/release/adder] [--newsboat newsboat]

It starts Debian's tt-rss on a private PostgreSQL (Tests/Support/ttrss-server, which
.ci/install-feed-services installs), seeds ARTICLES unread articles over FEEDS feeds, and measures,
for each program in its own HOME and cache, RUNS times (medians printed):

  first sync to usable   an empty cache: Adder with `history-pages = 0` (each feed's newest page
                         and the starred articles: what its first sync stores before any older
                         ones, and what newsboat keeps) / `newsboat -x reload`
  nothing new, history waiting   the same again (Adder's cache holds the newest pages only)
  until everything cached        Adder alone, another empty cache, `history-pages = 1000000`: one
                         refresh brings every article (newsboat never keeps more than 200 a feed)
  nothing new       that cache again / newsboat's again
  1,000 read marks  Adder: `adder news read` on 1,000 articles, then the timed `adder news refresh`
                    that pushes them / newsboat marks only from its UI, one updateArticle request
                    an article (ttrss_api::mark_article_read): those 1,000 requests are replayed,
                    after its login, from this script, so its figure holds no reload

and each first sync's peak memory (/usr/bin/time -v's maximum resident set size, when installed).
--workers N serves tt-rss with N PHP workers (PHP_CLI_SERVER_WORKERS; one by default, as `php -S`)
and gives newsboat `reload-threads N` (Adder keeps one request in flight while it stores a page).
Between runs the marks are undone on the server, so every run syncs the same state.
--body-bytes N gives every article a body of about N bytes of HTML (paragraphs with a link, an
image and bold words, as feeds have) instead of the seed's 20-byte one.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

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


def adder_home(folder, url, history_pages):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.toml"), "w") as config:
        config.write(f'[news]\nsource = "ttrss"\n[news.ttrss]\nurl = "{url}"\nlogin = "admin"\npassword-command = "echo password"\n'
                     f'history-pages = {history_pages}\n')
    return dict(os.environ, ADDER_HOME=folder)


def cached_articles(adder, env):
    listing = subprocess.run([adder, "news", "list", "--limit", "10000000"], env=env, check=True, capture_output=True, text=True)
    return sum(1 for line in listing.stdout.splitlines() if line.strip())


def newsboat_home(folder, url, threads):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config"), "w") as config:
        config.write(f'urls-source "ttrss"\nttrss-url "{url[:-len("api/")]}"\nttrss-login "admin"\nttrss-password "password"\n'
                     f'reload-threads {threads}\n')
    open(os.path.join(folder, "urls"), "w").close()
    return folder


def newsboat_reload(newsboat, folder):
    return ["/usr/bin/env", f"HOME={folder}", newsboat, "-C", os.path.join(folder, "config"), "-u",
            os.path.join(folder, "urls"), "-c", os.path.join(folder, "cache.db"), "-x", "reload"]


def replay_newsboat_read_marks(url, ids):
    """Seconds newsboat's requests for `ids` read one by one take: its login, then one
    updateArticle (field 2, mode 0) per article, as ttrss_api::mark_article_read sends."""
    def call(body):
        request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request) as answer:
            reply = json.load(answer)
        if reply.get("status") != 0:
            sys.exit(f"tt-rss refused {body['op']}: {reply}")
        return reply["content"]
    start = time.perf_counter()
    sid = call({"op": "login", "user": "admin", "password": "password"})["session_id"]
    for article in ids:
        call({"op": "updateArticle", "sid": sid, "article_ids": str(article), "field": 2, "mode": 0})
    return time.perf_counter() - start


def stop_workers_left(server):
    """`php -S` with PHP_CLI_SERVER_WORKERS leaves its workers running when its first process is
    killed: each process serving this run's own folder is stopped, by its id."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
        except OSError:
            continue
        if arguments[0].endswith(b"php") and os.path.join(server, "www").encode() in arguments:
            try:
                os.kill(int(pid), 15)
            except ProcessLookupError:
                pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--articles", type=int, default=10000)
    parser.add_argument("--feeds", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--body-bytes", type=int, default=0)
    parser.add_argument("--adder", default=os.path.join(ROOT, ".build", "release", "adder"))
    parser.add_argument("--newsboat", default=shutil.which("newsboat") or "newsboat")
    parser.add_argument("--workers", type=int, default=1)
    options = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="adder-ttrss-bench-")
    os.chmod(scratch, 0o755)  # PostgreSQL runs as its own user when this runs as root
    server = os.path.join(scratch, "server")
    server_env = dict(os.environ, PHP_CLI_SERVER_WORKERS=str(options.workers)) if options.workers > 1 else None
    started = subprocess.run([SERVER, "start", server], capture_output=True, text=True, env=server_env)
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
        rows = {"first sync to usable": ([], []), "nothing new, history waiting": ([], []),
                "until everything cached": ([], []), "nothing new": ([], []), "1,000 read marks": ([], [])}
        peaks = ([], [])
        kept = ([], [])
        for run in range(options.runs):
            subprocess.run([SERVER, "sql", server], input="UPDATE ttrss_user_entries SET unread = true;",
                           check=True, capture_output=True, text=True)
            usable_env = adder_home(os.path.join(scratch, f"adder-usable-{run}"), url, 0)
            seconds, peak = timed([options.adder, "news", "refresh"], usable_env)
            rows["first sync to usable"][0].append(seconds)
            peaks[0].append(peak)
            kept[0].append(cached_articles(options.adder, usable_env))
            rows["nothing new, history waiting"][0].append(timed([options.adder, "news", "refresh"], usable_env)[0])

            adder_env = adder_home(os.path.join(scratch, f"adder-{run}"), url, 1000000)
            rows["until everything cached"][0].append(timed([options.adder, "news", "refresh"], adder_env)[0])
            if cached_articles(options.adder, adder_env) != options.articles:
                sys.exit("Adder's cache does not hold every article after a refresh with history-pages = 1000000")
            rows["nothing new"][0].append(timed([options.adder, "news", "refresh"], adder_env)[0])
            listing = subprocess.run([options.adder, "news", "list", "--limit", "1000"], env=adder_env,
                                     check=True, capture_output=True, text=True).stdout
            ids = [line.split()[0] for line in listing.splitlines() if line.strip()][:1000]
            subprocess.run([options.adder, "news", "read"] + ids, env=adder_env, check=True, capture_output=True)
            rows["1,000 read marks"][0].append(timed([options.adder, "news", "refresh"], adder_env)[0])
            subprocess.run([SERVER, "sql", server], input="UPDATE ttrss_user_entries SET unread = true;",
                           check=True, capture_output=True, text=True)
            read_ids = subprocess.run([SERVER, "sql", server], check=True, capture_output=True, text=True,
                                      input="\\pset tuples_only on\nSELECT ref_id FROM ttrss_user_entries ORDER BY ref_id DESC LIMIT 1000;")
            rows["1,000 read marks"][1].append(replay_newsboat_read_marks(url, [int(n) for n in read_ids.stdout.split()]))

            subprocess.run([SERVER, "sql", server], input="UPDATE ttrss_user_entries SET unread = true;",
                           check=True, capture_output=True, text=True)
            folder = newsboat_home(os.path.join(scratch, f"newsboat-{run}"), url, options.workers)
            seconds, peak = timed(newsboat_reload(options.newsboat, folder))
            rows["first sync to usable"][1].append(seconds)
            peaks[1].append(peak)
            kept[1].append(int(subprocess.run(["sqlite3", os.path.join(folder, "cache.db"), "SELECT COUNT(*) FROM rss_item;"],
                                              check=True, capture_output=True, text=True).stdout.strip() or 0))
            seconds = timed(newsboat_reload(options.newsboat, folder))[0]
            rows["nothing new, history waiting"][1].append(seconds)
            rows["nothing new"][1].append(seconds)

        print(f"{options.articles:,} articles in {options.feeds} feeds, {options.workers} PHP worker(s), "
              f"median of {options.runs} runs (min–max in brackets)")
        print(f"{'':30} {'Adder':>24} {'newsboat':>24} {'newsboat/Adder':>15}")

        def cell(values):
            return f"{statistics.median(values):7.2f}s [{min(values):.2f}–{max(values):.2f}]"

        for name, (adder, newsboat) in rows.items():
            if newsboat:
                ratio = statistics.median(newsboat) / statistics.median(adder)
                print(f"{name:30} {cell(adder):>24} {cell(newsboat):>24} {ratio:14.2f}x")
            else:
                print(f"{name:30} {cell(adder):>24} {'—':>24}")
        print(f"{'articles kept at usable':30} {int(statistics.median(kept[0])):>24,} {int(statistics.median(kept[1])):>24,}")
        if all(peaks[0]) and all(peaks[1]):
            print(f"{'peak memory, first sync':30} {statistics.median(peaks[0]) / 1024:22.1f}MB {statistics.median(peaks[1]) / 1024:22.1f}MB")
    finally:
        subprocess.run([SERVER, "stop", server])
        stop_workers_left(server)
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
