#!/usr/bin/env python3
"""Resize to frame: how long Adder takes to draw its new layout after the terminal changes size.

Usage (from the repository, after `swift build` or `swift build -c release --product adder`):
    python3 Benchmarks/resize-to-frame.py [--adder .build/debug/adder] [--runs 20] [--size 200x60]

Standard library only. Adder runs on a pseudo-terminal of its own (TERM=tmux-256color, a
throwaway data folder with 40 to-dos). Each run changes the pty's size with TIOCSWINSZ, which
makes the kernel send SIGWINCH to Adder, exactly as a terminal emulator or tmux does, and times
from that ioctl to the last byte of the redraw it causes: the output is read continuously, and
the frame is over when the program has been silent for QUIET seconds (that wait is not counted).
A run that draws nothing within 3 s counts as 3000 ms. Sizes alternate between the target
(200x60 by default) and 10 columns and 5 rows fewer, so every run is a real change of layout;
only the runs into the target size are reported. Each resize waits a random 0-1 s after the
last frame so that it falls anywhere within the program's idle tick.
"""

import argparse
import fcntl
import os
import pty
import random
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

QUIET = 0.15
LIMIT = 3.0


def set_size(fd, columns, rows):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def drain_until_quiet(fd, limit):
    """Reads until QUIET seconds of silence (or `limit`); returns (time of first byte, time of last byte, bytes)."""
    first = last = None
    total = 0
    deadline = time.monotonic() + limit
    while True:
        now = time.monotonic()
        wait = QUIET if last is not None else deadline - now
        if wait <= 0:
            break
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            break
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        stamp = time.monotonic()
        first = first or stamp
        last = stamp
        total += len(data)
    return first, last, total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--adder", default=".build/debug/adder")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--size", default="200x60")
    options = parser.parse_args()
    columns, rows = (int(part) for part in options.size.split("x"))
    smaller = (columns - 10, rows - 5)
    adder = os.path.abspath(options.adder)

    home = tempfile.mkdtemp(prefix="adder-resize-bench-")
    for index in range(40):
        subprocess.run([adder, "todo", "add", f"To-do number {index} with a title long enough to wrap"],
                       env=dict(os.environ, ADDER_HOME=home), check=True, stdout=subprocess.DEVNULL)
    environment = dict(os.environ, ADDER_HOME=home, TERM="tmux-256color", LANG="C.UTF-8")
    environment.pop("TMUX", None)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(adder, [adder], environment)
    try:
        set_size(fd, *smaller)
        os.kill(pid, signal.SIGWINCH)
        drain_until_quiet(fd, LIMIT)  # the first frame
        into_target = []
        for run in range(options.runs * 2):
            target = (columns, rows) if run % 2 == 0 else smaller
            time.sleep(random.random())
            drain_until_quiet(fd, 0.01)
            start = time.monotonic()
            set_size(fd, *target)
            _, last, size = drain_until_quiet(fd, LIMIT)
            elapsed = (last - start) * 1000 if last else LIMIT * 1000
            if target == (columns, rows):
                into_target.append((elapsed, size))
        times = sorted(t for t, _ in into_target)
        print(f"{os.path.basename(adder)} {adder}")
        print(f"resize {smaller[0]}x{smaller[1]} -> {columns}x{rows}, {len(times)} runs, load average "
              + ", ".join(f"{value:.2f}" for value in os.getloadavg()))
        print(f"  median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9) - 1]:.1f} ms, "
              f"min {times[0]:.1f} ms, max {times[-1]:.1f} ms; frame bytes median "
              f"{statistics.median(size for _, size in into_target):.0f}")
        print("  all (ms): " + " ".join(f"{t:.0f}" for t in times))
    finally:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
