#!/bin/bash
# The parse-only pass (issue 28 item 3): CPU of `adder feeds parse --count` over a folder of feeds,
# two builds alternated run by run (perf stat -r 5 -e task-clock each), with each build's output
# checksum first: both must print the same counts.
#   Benchmarks/parse-only-pass.sh FOLDER ADDER_A ADDER_B [PAIRS]
# FOLDER: the feeds news-vs-newsboat.py wrote (its `served` folder, 200 x 250 items, 93.1 MB).
set -euo pipefail
folder=$1; a=$2; b=$3; pairs=${4:-3}
for bin in "$a" "$b"; do echo "$bin: output $("$bin" feeds parse --count "$folder"/* | md5sum | cut -c1-12)"; done
for i in $(seq "$pairs"); do
  for bin in "$a" "$b"; do
    ms=$(perf stat -r 5 -e task-clock -x, "$bin" feeds parse --count "$folder"/* 2>&1 >/dev/null | grep task-clock | cut -d, -f1)
    echo "$i $bin ${ms} ms of CPU (load $(cut -d' ' -f1 /proc/loadavg))"
  done
done
