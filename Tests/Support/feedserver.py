#!/usr/bin/env python3
"""A local HTTP server for Adder's fetcher tests and benchmarks (standard library only).

Usage: python3 feedserver.py [--root DIR] [--exit-with-stdin]

Binds 127.0.0.1 on a free port, prints the port as its first stdout line, and serves until it
is killed (with --exit-with-stdin, also when its stdin reaches its end: a test runner that
crashes closes the pipe, and its server goes with it). Every request except /_requests is logged; GET /_requests returns the log as JSON.

Routes:
  /etag/NAME        a small RSS feed with an ETag; 304 when If-None-Match matches. Options, for
                    the refresh schedule: ?maxage=S (Cache-Control: max-age=S, on 200 and 304),
                    ?age=S (Age), ?expires=S (Expires S seconds after Date), ?ttl=M (<ttl>M</ttl>),
                    ?syperiod=P&syfrequency=F&sybase=DATE (sy:updatePeriod, sy:updateFrequency,
                    sy:updateBase)
  /lastmod/NAME     a small RSS feed with Last-Modified; 304 when If-Modified-Since is not older
  /gzip/NAME        a small RSS feed, gzip-encoded when the request accepts gzip
  /gzipbomb?mb=M    M megabytes of zeros (default 50), gzip-encoded whatever the request accepts
  /redirect/N       a chain of N 302s ending at /etag/redirected
  /chain/C1,C2,...  one redirect per status code given (301, 302, 307, 308), ending at /etag/chain
  /moved            301 to /etag/moved
  /loop             302 to itself
  /slow?seconds=S   waits S seconds (default 5), then serves a feed
  /huge?mb=M        streams M megabytes (default 30); ?length=0 leaves out Content-Length
  /status/CODE      that status with a short text body; ?retryafter=V sends Retry-After: V, and
                    ?retryafter=date:S an HTTP-date S seconds after the answer's Date
  /notfeed          an HTML page, 200
  anything else     with --root DIR: the file at that path under DIR (ETag, Last-Modified, 304,
                    gzip when accepted); otherwise 404
"""

import argparse
import email.utils
import gzip
import hashlib
import json
import os
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FIXED_LAST_MODIFIED = "Sat, 01 Jun 2024 12:00:00 GMT"
CHUNK = 64 * 1024


def rss(name, channel_extra=""):
    namespace = ' xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"' if "<sy:" in channel_extra else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<rss version="2.0"{namespace}><channel>'
        f"<title>Feed {name}</title><link>http://example.com/{name}</link>{channel_extra}"
        f"<item><guid>{name}-1</guid><title>First item of {name}</title></item>"
        f"<item><guid>{name}-2</guid><title>Second item of {name}</title></item>"
        "</channel></rss>\n"
    ).encode("utf-8")


class RequestLog:
    def __init__(self):
        self.lock = threading.Lock()
        self.entries = []

    def add(self, entry):
        with self.lock:
            self.entries.append(entry)

    def snapshot(self):
        with self.lock:
            return json.dumps(self.entries).encode("utf-8")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "AdderFeedServer/1"
    root = None
    log = RequestLog()

    def log_message(self, format, *args):
        pass  # the JSON log is the record; stderr stays quiet

    def do_HEAD(self):
        self.handle_request(send_body=False)

    def do_GET(self):
        self.handle_request(send_body=True)

    def handle_request(self, send_body):
        parsed = urllib.parse.urlsplit(self.path)
        path = parsed.path
        query = urllib.parse.parse_qs(parsed.query)
        self.send_body = send_body
        if path == "/_requests":
            return self.respond(200, Handler.log.snapshot(), "application/json")
        entry = {
            "method": self.command,
            "path": self.path,
            "ifNoneMatch": self.headers.get("If-None-Match"),
            "ifModifiedSince": self.headers.get("If-Modified-Since"),
            "acceptEncoding": self.headers.get("Accept-Encoding"),
            "accept": self.headers.get("Accept"),
            "userAgent": self.headers.get("User-Agent"),
            "bytesSent": None,  # set by /huge as it streams; present from the start so the dict never grows
        }
        Handler.log.add(entry)
        try:
            self.route(path, query, entry)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def route(self, path, query, entry):
        parts = path.strip("/").split("/", 1)
        head, rest = parts[0], (parts[1] if len(parts) > 1 else "")
        if head == "etag" and rest:
            tag = '"' + hashlib.sha1(rest.encode()).hexdigest()[:16] + '"'
            headers = dict({"ETag": tag}, **self.freshness_headers(query))
            if self.headers.get("If-None-Match") == tag:
                return self.not_modified(headers)
            return self.respond(200, rss(rest, self.schedule_elements(query)), "application/rss+xml", headers)
        if head == "lastmod" and rest:
            if self.not_older(self.headers.get("If-Modified-Since"), FIXED_LAST_MODIFIED):
                return self.not_modified({"Last-Modified": FIXED_LAST_MODIFIED})
            return self.respond(200, rss(rest), "application/rss+xml", {"Last-Modified": FIXED_LAST_MODIFIED})
        if head == "gzip" and rest:
            return self.respond(200, rss(rest), "application/rss+xml", compress=True)
        if path == "/gzipbomb":
            zeros = bytes(int(float(query.get("mb", ["50"])[0]) * 1024 * 1024))
            return self.respond(200, gzip.compress(zeros, 9), "application/rss+xml", {"Content-Encoding": "gzip"})
        if head == "redirect" and rest.isdigit():
            remaining = int(rest)
            target = f"/redirect/{remaining - 1}" if remaining > 1 else "/etag/redirected"
            return self.redirect(302, target)
        if head == "chain" and rest:
            codes = [code for code in rest.split(",") if code]
            target = "/chain/" + ",".join(codes[1:]) if len(codes) > 1 else "/etag/chain"
            return self.redirect(int(codes[0]), target)
        if path == "/moved":
            return self.redirect(301, "/etag/moved")
        if path == "/loop":
            return self.redirect(302, "/loop")
        if path == "/slow":
            time.sleep(float(query.get("seconds", ["5"])[0]))
            return self.respond(200, rss("slow"), "application/rss+xml")
        if path == "/huge":
            return self.stream_huge(query, entry)
        if head == "status" and rest.isdigit():
            code = int(rest)
            headers = {}
            retry = query.get("retryafter", [None])[0]
            if retry is not None and retry.startswith("date:"):
                headers["Retry-After"] = email.utils.formatdate(time.time() + float(retry[5:]), usegmt=True)
            elif retry is not None:
                headers["Retry-After"] = retry
            return self.respond(code, f"status {code}\n".encode(), "text/plain", headers)
        if path == "/cutoff":
            # Promises a whole feed, sends the start of it, and hangs up.
            self.send_response(200)
            self.send_header("Content-Type", "application/rss+xml")
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(rss("cut")[:100])
            self.wfile.flush()
            self.close_connection = True
            return
        if path == "/nothttp":
            self.wfile.write(b"SSH-2.0-OpenSSH_9.2\r\n\r\n")
            self.wfile.flush()
            self.close_connection = True
            return
        if path == "/notfeed":
            page = b"<!DOCTYPE html><html><head><title>Not a feed</title></head><body><p>Hello</p></body></html>\n"
            return self.respond(200, page, "text/html; charset=utf-8")
        if Handler.root is not None:
            return self.serve_file(path)
        return self.respond(404, b"not found\n", "text/plain")

    @staticmethod
    def freshness_headers(query):
        headers = {}
        if "maxage" in query:
            headers["Cache-Control"] = "public, max-age=" + query["maxage"][0]
        if "age" in query:
            headers["Age"] = query["age"][0]
        if "expires" in query:
            headers["Expires"] = email.utils.formatdate(time.time() + float(query["expires"][0]), usegmt=True)
        return headers

    @staticmethod
    def schedule_elements(query):
        elements = ""
        if "ttl" in query:
            elements += f"<ttl>{query['ttl'][0]}</ttl>"
        for key, element in (("syperiod", "updatePeriod"), ("syfrequency", "updateFrequency"), ("sybase", "updateBase")):
            if key in query:
                elements += f"<sy:{element}>{query[key][0]}</sy:{element}>"
        return elements

    def serve_file(self, path):
        relative = os.path.normpath(urllib.parse.unquote(path)).lstrip("/")
        if relative.startswith(".."):
            return self.respond(404, b"not found\n", "text/plain")
        full = os.path.join(Handler.root, relative)
        try:
            info = os.stat(full)
            if not os.path.isfile(full):
                raise FileNotFoundError
        except OSError:
            return self.respond(404, b"not found\n", "text/plain")
        tag = f'"{info.st_mtime_ns:x}-{info.st_size:x}"'
        modified = email.utils.formatdate(int(info.st_mtime), usegmt=True)
        validators = {"ETag": tag, "Last-Modified": modified}
        if_none_match = self.headers.get("If-None-Match")
        if if_none_match is not None:
            if if_none_match == tag:
                return self.not_modified(validators)
        elif self.not_older(self.headers.get("If-Modified-Since"), modified):
            return self.not_modified(validators)
        # Read only for a 200: reading every file to answer 304 cost the server as much CPU as Adder's
        # whole all-304 refresh at 500 feeds of 1.8 MB (BENCHMARKS.md, 2026-11-28 06:10).
        try:
            with open(full, "rb") as handle:
                body = handle.read()
        except OSError:
            return self.respond(404, b"not found\n", "text/plain")
        content_type = "application/atom+xml" if full.endswith(".atom") else "application/rss+xml"
        if full.endswith(".json"):
            content_type = "application/feed+json"
        return self.respond(200, body, content_type, validators, compress=True)

    @staticmethod
    def not_older(since, modified):
        if not since:
            return False
        try:
            return email.utils.parsedate_to_datetime(since) >= email.utils.parsedate_to_datetime(modified)
        except (TypeError, ValueError):
            return False

    def accepts_gzip(self):
        accepted = self.headers.get("Accept-Encoding") or ""
        return any(part.split(";")[0].strip() == "gzip" for part in accepted.split(","))

    def respond(self, code, body, content_type, headers=None, compress=False):
        if compress and self.accepts_gzip():
            body = gzip.compress(body)
            headers = dict(headers or {}, **{"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.send_body:
            self.wfile.write(body)

    def not_modified(self, headers):
        self.send_response(304)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()

    def redirect(self, code, target):
        self.respond(code, b"moved\n", "text/plain", {"Location": target})

    def stream_huge(self, query, entry):
        total = int(float(query.get("mb", ["30"])[0]) * 1024 * 1024)
        with_length = query.get("length", ["1"])[0] != "0"
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        if with_length:
            self.send_header("Content-Length", str(total))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        chunk = b"x" * CHUNK
        sent = 0
        while sent < total and self.send_body:
            piece = chunk[: min(CHUNK, total - sent)]
            self.wfile.write(piece)
            sent += len(piece)
            entry["bytesSent"] = sent


def exit_at_end_of_stdin():
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


def main():
    arguments = argparse.ArgumentParser(description="Adder's test feed server")
    arguments.add_argument("--root", help="also serve the files under this folder")
    arguments.add_argument("--exit-with-stdin", action="store_true",
                           help="exit when stdin reaches its end (the parent closed it or died)")
    options = arguments.parse_args()
    if options.root:
        Handler.root = os.path.abspath(options.root)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if options.exit_with_stdin:
        threading.Thread(target=exit_at_end_of_stdin, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
