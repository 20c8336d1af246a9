#!/usr/bin/env python3
"""A hostile CalDAV server for the sync's fault tests (standard library only).

Prints its port, then logs one JSON line per request to --log: method, path, whether an
Authorization header came. What it answers depends on the path's first segment:
  /redirect/...  301 to --redirect-to (another host) with the same path
  /busy/...      503 with Retry-After: 120
  /broken/...    500 with Retry-After: 60
  /badxml/...    207 with XML cut short
  /dies/...      a sync-collection listing one item, then closes the connection on the multiget
  /drip/...      a sync-collection listing whose body comes a byte every 0.1 s (for at most 40 s)
  /driphead/...  the same, its status line and headers a byte at a time too
  /deepxml/...   207 with elements nested 100,000 deep
  /deep/...      a listing of one VTODO whose components nest 20,000 deep; a PUT there is 204
  /nosync/...    no sync-collection (501); calendar-query lists one VTODO, multiget serves it
  /cut/...       a 207 whose body stops after 30 of the 1,000 bytes its Content-Length promises
  /huge/...      one to-do with a 10 MB DESCRIPTION: listed, served by multiget, and its PUT
                 taken (saved as huge-put.ics beside --log; its ETag then changes)
  anything else  404
With --tls-cert and --tls-key it speaks HTTPS only. With --discovery, a server laid out as
Nextcloud's is: / names no principal, /.well-known/caldav redirects to /dav/, which names the
principal, whose calendar home holds a VTODO calendar, a VEVENT one and one that names no
component set.
Exits when its stdin closes (the test runner died) or on SIGTERM.
"""
import argparse, http.server, json, os, socketserver, ssl, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("--host", default="127.0.0.1")
parser.add_argument("--log", required=True)
parser.add_argument("--redirect-to", default="")
parser.add_argument("--tls-cert", default="")
parser.add_argument("--tls-key", default="")
parser.add_argument("--discovery", action="store_true")
args = parser.parse_args()

LISTING = b"""<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/dies/one.ics</d:href>
<d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
<d:sync-token>t1</d:sync-token></d:multistatus>"""

DEEP_TODO = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\nBEGIN:VTODO\r\nUID:deep-1\r\n"
             "DTSTAMP:20260101T100000Z\r\nSUMMARY:Deep\r\n" + "BEGIN:X-NEST\r\n" * 20000 + "END:X-NEST\r\n" * 20000
             + "END:VTODO\r\nEND:VCALENDAR\r\n")


def listing(path, data=""):
    prop = '<d:getetag>"1"</d:getetag>' + (f"<c:calendar-data>{data}</c:calendar-data>" if data else "")
    return (f'<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response>'
            f'<d:href>/{path}/one.ics</d:href><d:propstat><d:prop>{prop}</d:prop><d:status>HTTP/1.1 200 OK</d:status>'
            f'</d:propstat></d:response><d:sync-token>t1</d:sync-token></d:multistatus>').encode()


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
        if args.discovery and kind in ("", ".well-known", "dav"):
            self.discovery()
        elif kind == "redirect":
            self.answer(301, b"", {"Location": args.redirect_to + self.path})
        elif kind == "busy":
            self.answer(503, b"busy", {"Retry-After": "120"})
        elif kind == "broken":
            self.answer(500, b"broken", {"Retry-After": "60"})
        elif kind == "badxml":
            self.answer(207, b"<?xml version='1.0'?><d:multistatus xmlns:d='DAV:'><d:response><d:href>/x", {})
        elif kind == "dies":
            if b"sync-collection" in body:
                self.answer(207, LISTING, {"Content-Type": "application/xml"})
            else:
                self.close_connection = True
                self.connection.shutdown(2)
        elif kind in ("drip", "driphead"):
            self.drip(listing(kind), whole=kind == "driphead")
        elif kind == "cut":
            self.wfile.write(b"HTTP/1.1 207 Multi-Status\r\nContent-Length: 1000\r\n\r\n" + listing(kind)[:30])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
        elif kind == "nosync":
            if b"sync-collection" in body:
                self.answer(501, b"no sync-collection here", {})
            else:
                todo = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:n-1\r\nSUMMARY:Listed\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
                self.answer(207, listing(kind, todo if b"multiget" in body else ""), {"Content-Type": "application/xml"})
        elif kind == "deepxml":
            self.answer(207, b'<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">' + b"<d:x>" * 100000, {})
        elif kind == "deep":
            if self.command == "PUT":
                self.answer(204, b"", {"ETag": '"2"'})
            else:
                self.answer(207, listing(kind, DEEP_TODO if b"multiget" in body else ""), {"Content-Type": "application/xml"})
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

    def discovery(self):
        def response(href, prop):
            return (f"<d:response><d:href>{href}</d:href><d:propstat><d:prop>{prop}</d:prop>"
                    "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
        calendar = "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
        home = "/dav/calendars/alice/"
        answers = {
            "/": response("/", "<d:resourcetype><d:collection/></d:resourcetype>"),
            "/dav/": response("/dav/", "<d:current-user-principal><d:href>/dav/principals/alice/</d:href></d:current-user-principal>"),
            "/dav/principals/alice/": response("/dav/principals/alice/", f"<c:calendar-home-set><d:href>{home}</d:href></c:calendar-home-set>"),
            home: response(home, "<d:resourcetype><d:collection/></d:resourcetype>")
            + response(home + "tasks/", calendar + "<d:displayname>Tasks</d:displayname>"
                       '<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>')
            + response(home + "events/", calendar + "<d:displayname>Events</d:displayname>"
                       '<c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>')
            + response(home + "everything/", calendar + "<d:displayname>Everything</d:displayname>"),
        }
        if self.path.startswith("/.well-known/caldav"):
            self.answer(301, b"", {"Location": "/dav/"})
        elif self.path in answers:
            body = ('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
                    + answers[self.path] + "</d:multistatus>").encode()
            self.answer(207, body, {"Content-Type": "application/xml"})
        else:
            self.answer(404, b"no", {})

    def drip(self, body, whole):
        head = (f"HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode()
        if not whole:
            self.wfile.write(head)
            self.wfile.flush()
        stop = time.monotonic() + 40
        for byte in (head if whole else b"") + body:
            if time.monotonic() > stop:
                break
            try:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
            except OSError:
                return
            time.sleep(0.1)

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
if args.tls_cert:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.tls_cert, args.tls_key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
server.serve_forever()
