#!/usr/bin/env python3
"""`adder todo sync` against vdirsyncer on the same Radicale (Debian's radicale and vdirsyncer),
each with a calendar of its own, N to-dos each:

    python3 Benchmarks/caldav-vs-vdirsyncer.py [--count 1000] [--adder .build/debug/adder]

Rows: the first sync (N uploads), a sync with nothing changed, a sync with one change each way
(one edited here, one edited on the server by a plain HTTP PUT). --download: the N to-dos are put
in Radicale's storage folder before it starts and both clients start empty, so the first sync is
N downloads (Radicale's PUTs, about 88 ms each at 1,000, make an upload of 10,000 take a quarter
of an hour); then a sync with nothing changed. Wall time of the whole command,
one run each (the first sync cannot be repeated on the same data). Radicale runs on 127.0.0.1 in
a temporary folder and is stopped at the end.
"""
import argparse, base64, os, shutil, socket, subprocess, tempfile, time, urllib.request

parser = argparse.ArgumentParser()
parser.add_argument("--count", type=int, default=1000)
parser.add_argument("--adder", default=".build/debug/adder")
parser.add_argument("--download", action="store_true")
args = parser.parse_args()
adder = os.path.abspath(args.adder)
work = tempfile.mkdtemp(prefix="adder-caldav-bench-")
auth = "Basic " + base64.b64encode(b"alice:alicepw").decode()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, body=b"", headers=None):
    req = urllib.request.Request(url, data=body or None, method=method, headers={"Authorization": auth, **(headers or {})})
    with urllib.request.urlopen(req) as answer:
        return answer.status, answer.read()


def vtodo(uid, summary):
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\nBEGIN:VTODO\r\nUID:%s\r\n"
            "DTSTAMP:20260101T000000Z\r\nSUMMARY:%s\r\nEND:VTODO\r\nEND:VCALENDAR\r\n" % (uid, summary))


def timed(command, environment):
    start = time.perf_counter()
    subprocess.run(command, env=environment, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


port = free_port()
root = "http://127.0.0.1:%d" % port
with open(os.path.join(work, "users"), "w") as f:
    f.write("alice:alicepw\n")
with open(os.path.join(work, "radicale"), "w") as f:
    f.write("[server]\nhosts = 127.0.0.1:%d\n[auth]\ntype = htpasswd\nhtpasswd_filename = %s/users\n"
            "htpasswd_encryption = plain\ndelay = 0\n[rights]\ntype = owner_only\n[storage]\nfilesystem_folder = %s/storage\n"
            "[logging]\nlevel = warning\n" % (port, work, work))
if args.download:
    for name in ("adder", "vdir"):
        folder = os.path.join(work, "storage", "collection-root", "alice", name)
        os.makedirs(folder)
        with open(os.path.join(folder, ".Radicale.props"), "w") as f:
            f.write('{"C:supported-calendar-component-set": "VTODO", "tag": "VCALENDAR"}')
        for i in range(args.count):
            with open(os.path.join(folder, "d%d.ics" % i), "w") as f:
                f.write(vtodo("%s-d%d" % (name, i), "Downloaded %d" % i))
server = subprocess.Popen(["radicale", "-C", os.path.join(work, "radicale")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.1)
    mk = b'<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>'
    for name in ("adder", "vdir"):
        if not args.download:
            request("MKCALENDAR", "%s/alice/%s/" % (root, name), mk)
        else:
            # Radicale reads and hashes files it did not write on the first request that lists
            # them (about 20 s for 1,000): paid here, before either client is timed.
            request("PROPFIND", "%s/alice/%s/" % (root, name), b"", {"Depth": "1"})

    # Adder: the to-dos imported from one .ics file, then synced.
    home = os.path.join(work, "home")
    os.makedirs(home)
    ics = os.path.join(work, "todos.ics")
    with open(ics, "w") as f:
        f.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n")
        for i in range(args.count):
            f.write("BEGIN:VTODO\r\nUID:bench-%d\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:To-do %d\r\nEND:VTODO\r\n" % (i, i))
        f.write("END:VCALENDAR\r\n")
    env = dict(os.environ, ADDER_HOME=home, TZ="UTC")
    with open(os.path.join(home, "config.toml"), "w") as f:
        f.write('[todos.sync]\nurl = "%s/"\nusername = "alice"\npassword-command = "echo alicepw"\ncalendar = "/alice/adder/"\n' % root)
    if not args.download:
        subprocess.run([adder, "todo", "import", ics, "--from", "ics"], env=env, check=True, stdout=subprocess.DEVNULL)

    # vdirsyncer: the same to-dos as files in a vdir.
    vdir = os.path.join(work, "vdir")
    os.makedirs(vdir)
    for i in range(0 if args.download else args.count):
        with open(os.path.join(vdir, "bench-%d.ics" % i), "w") as f:
            f.write(vtodo("vbench-%d" % i, "To-do %d" % i))
    with open(os.path.join(work, "vdirsyncer"), "w") as f:
        f.write('[general]\nstatus_path = "%s/status/"\n[pair p]\na = "l"\nb = "r"\ncollections = null\nconflict_resolution = "b wins"\n'
                '[storage l]\ntype = "filesystem"\npath = "%s/"\nfileext = ".ics"\n'
                '[storage r]\ntype = "caldav"\nurl = "%s/alice/vdir/"\nusername = "alice"\npassword = "alicepw"\n' % (work, vdir, root))
    venv = dict(os.environ, VDIRSYNCER_CONFIG=os.path.join(work, "vdirsyncer"))
    subprocess.run(["vdirsyncer", "discover", "p"], env=venv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    rows = []
    sync_adder = [adder, "todo", "sync"]
    sync_vdir = ["vdirsyncer", "sync"]
    first = "first sync of %d (%s)" % (args.count, "downloads" if args.download else "uploads")
    rows.append((first, timed(sync_adder, env), timed(sync_vdir, venv)))
    rows.append(("nothing changed", timed(sync_adder, env), timed(sync_vdir, venv)))
    if args.download:
        with open(os.path.join(home, "todos.json")) as f:
            assert f.read().count('"title"') == args.count, "Adder did not receive every to-do"
        assert len(os.listdir(vdir)) == args.count, "vdirsyncer did not receive every to-do"
        rows.append(("nothing changed, again", timed(sync_adder, env), timed(sync_vdir, venv)))
    if args.download:
        print("| %d to-dos, Radicale 3 | adder todo sync | vdirsyncer sync |" % args.count)
        print("| --- | --- | --- |")
        for name, mine, theirs in rows:
            print("| %s | %.2f s | %.2f s |" % (name, mine, theirs))
        raise SystemExit(0)
    # One change each way: one edited locally, one on the server.
    subprocess.run([adder, "todo", "edit", "1", "--title", "Edited here"], env=env, check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(vdir, "bench-1.ics"), "w") as f:
        f.write(vtodo("vbench-1", "Edited here"))
    _, listing = request("PROPFIND", "%s/alice/adder/" % root, b"", {"Depth": "1"})
    first_href = [h.split("</")[0] for h in listing.decode().split("<href>")[1:] if h.split("</")[0].endswith(".ics")][1]
    request("PUT", root + first_href, vtodo(first_href.split("/")[-1][:-4], "Edited there").encode(), {"Content-Type": "text/calendar"})
    request("PUT", "%s/alice/vdir/vbench-2.ics" % root, vtodo("vbench-2", "Edited there").encode(), {"Content-Type": "text/calendar"})
    rows.append(("one change each way", timed(sync_adder, env), timed(sync_vdir, venv)))

    print("| %d to-dos, Radicale %s | adder todo sync | vdirsyncer sync |" % (args.count, "3"))
    print("| --- | --- | --- |")
    for name, mine, theirs in rows:
        print("| %s | %.2f s | %.2f s |" % (name, mine, theirs))
finally:
    server.terminate()
    server.wait()
    shutil.rmtree(work, ignore_errors=True)
