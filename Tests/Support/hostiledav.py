#!/usr/bin/env python3
"""A hostile CalDAV server for the sync's fault tests (standard library only).

Prints its port, then logs one JSON line per request to --log: method, path, whether an
Authorization header came. What it answers depends on the path's first segment:
  /redirect/...  301 to --redirect-to (another host) with the same path
  /busy/...      503 with Retry-After: 120
  /badxml/...    207 with XML cut short
  /dies/...      a sync-collection listing one item, then closes the connection on the multiget
  /huge/...      one to-do with a 10 MB DESCRIPTION: listed, served by multiget, and its PUT
                 taken (saved as huge-put.ics beside --log; its ETag then changes)
  anything else  404
Exits when its stdin closes (the test runner died) or on SIGTERM.
"""
import argparse, http.server, json, os, socketserver, sys, threading

parser = argparse.ArgumentParser()
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--log", required=True)
parser.add_argument("--redirect-to", default="")
args = parser.parse_args()

LISTING = b"""<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/dies/one.ics</d:href>
<d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
<d:sync-token>t1</d:sync-token></d:multistatus>"""


HUGE_DESCRIPTION = "0123456789abcdef\\n" * 600_000
HUGE_VTODO = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\nBEGIN:VTODO\r\nUID:huge-1\r\n"
              "DTSTAMP:20260101T100000Z\r\nSUMMARY:Pay rent\\, now\r\nDESCRIPTION:" + HUGE_DESCRIPTION
              + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
huge_etag = ["1"]


def huge_listing():
    return ('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/huge/one.ics</d:href>'
            '<d:propstat><d:prop><d:getetag>"%s"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status>'
            '</d:propstat></d:response><d:sync-token>t%s</d:sync-token></d:multistatus>' % (huge_etag[0], huge_etag[0])).encode()


def huge_multiget():
    return ('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
            '<d:response><d:href>/huge/one.ics</d:href><d:propstat><d:prop><d:getetag>"%s"</d:getetag>'
            '<c:calendar-data>%s</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>'
            '</d:response></d:multistatus>' % (huge_etag[0], HUGE_VTODO)).encode()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_):
        pass

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        with open(args.log, "a") as log:
            log.write(json.dumps({"method": self.command, "path": self.path,
                                  "auth": "Authorization" in self.headers}) + "\n")
        kind = self.path.strip("/").split("/")[0]
        if kind == "redirect":
            self.answer(301, b"", {"Location": args.redirect_to + self.path})
        elif kind == "busy":
            self.answer(503, b"busy", {"Retry-After": "120"})
        elif kind == "badxml":
            self.answer(207, b"<?xml version='1.0'?><d:multistatus xmlns:d='DAV:'><d:response><d:href>/x", {})
        elif kind == "dies":
            if b"sync-collection" in body:
                self.answer(207, LISTING, {"Content-Type": "application/xml"})
            else:
                self.close_connection = True
                self.connection.shutdown(2)
        elif kind == "huge":
            if self.command == "PUT":
                with open(os.path.join(os.path.dirname(args.log), "huge-put.ics"), "wb") as saved:
                    saved.write(body)
                huge_etag[0] = str(int(huge_etag[0]) + 1)
                self.answer(204, b"", {"ETag": '"%s"' % huge_etag[0]})
            elif b"sync-collection" in body:
                self.answer(207, huge_listing(), {"Content-Type": "application/xml"})
            else:
                self.answer(207, huge_multiget(), {"Content-Type": "application/xml"})
        else:
            self.answer(404, b"no", {})

    def answer(self, status, body, headers):
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = handle_any


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server((args.host, 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
server.serve_forever()
