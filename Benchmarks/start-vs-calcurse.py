#!/usr/bin/env python3
"""How long `adder --version` and `adder todo list` (1,000 to-dos) take to start and end, against
`calcurse -t` on the same 1,000 to-dos (issue 28, item 5).

    python3 Benchmarks/start-vs-calcurse.py [--adder PATH] [--before PATH] [--floor] [--runs 60] [--rounds 3]

Builds nothing: pass the binary README's Install section makes (default: .build/release/adder).
Needs `perf` (linux-perf) and calcurse (installed with apt-get when missing, as root). Each round
runs every command `--runs` times under `perf stat -r` (CPU as task-clock, wall as perf's mean),
the programs alternated round by round; the table shows each figure's range over the rounds.
The lists come from todos-vs-peers.py's writers, so both programs read the same to-dos.

`--floor` also measures the least any Swift program built as README's Install builds Adder can
take: two programs compiled here with `swiftc -O -static-stdlib`, one printing a line, one that also
reads Adder's 1,000 to-dos file through Foundation (`Data(contentsOf:)`), as `todo list` does
before it decodes and prints them.
"""
import argparse, importlib.util, os, re, shutil, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def peers_module():
    spec = importlib.util.spec_from_file_location("todos_vs_peers", os.path.join(HERE, "todos-vs-peers.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def perf_stat(argv, env, runs):
    """(CPU ms, wall ms) means over `runs` runs, output thrown away."""
    result = subprocess.run(["perf", "stat", "-r", str(runs), "-e", "task-clock", "-x", ";", "--"] + argv,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    cpu = float(next(line for line in result.stderr.splitlines() if "task-clock" in line).split(";")[0])
    # -x prints no elapsed time: time the same runs again with perf's human form for the wall.
    human = subprocess.run(["perf", "stat", "-r", str(runs), "--"] + argv, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True).stderr
    wall = float(re.search(r"([\d.]+) \+- [\d.]+ seconds time elapsed", human).group(1)) * 1000
    return cpu, wall


FLOOR_PROGRAMS = {
    "print": 'print("adder 1.0")\n',
    "print and read todos.json with Foundation":
        'import Foundation\nlet data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))\n'
        'print("adder 1.0", data.count)\n',
}


def floor_commands(scratch, env, todos):
    """The floor programs, compiled into `scratch`, as commands to time."""
    commands = []
    for index, (label, source) in enumerate(FLOOR_PROGRAMS.items()):
        path = os.path.join(scratch, f"floor{index}")
        with open(path + ".swift", "w") as handle:
            handle.write(source)
        subprocess.run(["swiftc", "-O", "-static-stdlib", path + ".swift", "-o", path], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        commands.append((f"Swift floor: {label}", [path, todos], env))
    return commands


def main():
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--adder", default=os.path.join(HERE, "..", ".build", "release", "adder"))
    options.add_argument("--before", help="another adder build measured in the same rounds")
    options.add_argument("--floor", action="store_true", help="also time the smallest Swift programs built the same way")
    options.add_argument("--runs", type=int, default=60)
    options.add_argument("--rounds", type=int, default=3)
    arguments = options.parse_args()
    if not shutil.which("calcurse"):
        subprocess.run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq calcurse",
                       shell=True, check=True)
    peers = peers_module()
    scratch = tempfile.mkdtemp(prefix="adder-start-")
    try:
        adder_home, calcurse_home = os.path.join(scratch, "adder"), os.path.join(scratch, "calcurse")
        os.makedirs(adder_home)
        os.makedirs(calcurse_home)
        peers.write_adder(adder_home, 1000)
        peers.write_calcurse(calcurse_home, 1000)
        base = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TZ": "UTC"}
        adder_env = dict(base, HOME=scratch, ADDER_HOME=adder_home)
        builds = [("adder", os.path.abspath(arguments.adder))]
        if arguments.before:
            builds.append(("before", os.path.abspath(arguments.before)))
        commands = [("calcurse -t (1,000 to-dos)", ["calcurse", "-C", calcurse_home, "-D", calcurse_home, "-t"],
                     dict(base, HOME=calcurse_home))]
        if arguments.floor:
            commands += floor_commands(scratch, base, os.path.join(adder_home, "todos.json"))
        for name, path in builds:
            commands.append((f"{name} --version", [path, "--version"], adder_env))
            commands.append((f"{name} todo list (1,000 to-dos)", [path, "todo", "list"], adder_env))
        figures = {label: [] for label, _, _ in commands}
        for _ in range(arguments.rounds):
            for label, argv, env in commands:
                figures[label].append(perf_stat(argv, env, arguments.runs))
        print(f"| command ({arguments.rounds} rounds of {arguments.runs} runs) | CPU ms | wall ms |")
        print("| --- | ---: | ---: |")
        for label, values in figures.items():
            cpu = [c for c, _ in values]
            wall = [w for _, w in values]
            print(f"| {label} | {min(cpu):.2f}–{max(cpu):.2f} | {min(wall):.2f}–{max(wall):.2f} |")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
