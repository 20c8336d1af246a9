#!/usr/bin/env python3
"""Where Adder's resident memory is at the To-dos tab's first frame: starts BINARY in a 200x60
tmux window (its own server) on FOLDER (ADDER_HOME, e.g. holding todos-vs-peers.py's 100,000
to-dos), waits as todos-vs-peers.py does for the first full frame, and prints VmHWM, VmRSS, and
the resident size summed by mapping (each file; anonymous memory together).

    python3 Benchmarks/rss-by-mapping.py BINARY FOLDER
"""
import collections, os, subprocess, sys, time


def main():
    binary, folder = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    socket = f"adder-rss-{os.getpid()}"

    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", *arguments], check=True, capture_output=True, text=True).stdout

    tmux("new-session", "-d", "-x", "200", "-y", "60", "sleep 100000")
    try:
        env = {"HOME": folder, "ADDER_HOME": folder, "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "tmux-256color"}
        flags = [flag for key, value in env.items() for flag in ("-e", f"{key}={value}")]
        pane, pid = tmux("new-window", "-d", "-P", "-F", "#{pane_id} #{pane_pid}", *flags, "exec " + binary).split()
        deadline = time.time() + 60
        while True:
            screen = tmux("capture-pane", "-p", "-t", pane).split("\n")
            if len(screen) >= 60 and any("Item 000001" in line for line in screen) and screen[59].strip():
                break
            if time.time() > deadline:
                sys.exit("no first frame within 60 s")
        with open(f"/proc/{pid}/status") as status:
            print(" ".join(" ".join(line.split()) for line in status if line.startswith(("VmHWM", "VmRSS", "RssAnon", "RssFile"))))
        resident = collections.Counter()
        name = None
        with open(f"/proc/{pid}/smaps") as smaps:
            for line in smaps:
                fields = line.split()
                if fields[0] == "Rss:":
                    resident[name] += int(fields[1])
                elif not fields[0].endswith(":"):
                    name = os.path.basename(fields[5]) if len(fields) > 5 else "[anonymous]"
        for mapping, kib in resident.most_common(12):
            print(f"{kib / 1024:7.1f} MiB  {mapping}")
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


if __name__ == "__main__":
    main()
