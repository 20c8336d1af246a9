#!/bin/bash
# The parse-only pass (issue 28 item 3): CPU of `adder feeds parse --count` over a folder of feeds,
# two builds alternated run by run (perf stat -r 5 -e task-clock each), with each build's output
# checksum first: both must print the same counts.
#   Benchmarks/parse-only-pass.sh FOLDER ADDER_A ADDER_B [PAIRS]
# FOLDER: the feeds news-vs-newsboat.py wrote (its `served` folder, 200 x 250 items, 93.1 MB).
#
# The search text a refresh's parsing task makes of every article body, which `feeds parse` does
# not (Benchmarks/search-text-pass.swift, built against each release build's objects):
#   Benchmarks/parse-only-pass.sh --search-text FOLDER BUILD_A BUILD_B [PAIRS]
# BUILD: a `.build/release` folder after `swift build -c release --product adder` (or a copy of
# its FeedParsing, Entities, Basics and CFileCopy `.build` folders and their Modules).
set -euo pipefail
if [ "${1:-}" = --search-text ]; then
  shift
  folder=$1; pairs=${4:-3}; here=$(cd "$(dirname "$0")" && pwd)
  drivers=(); out=
  trap 'rm -f "${drivers[@]}" "$out"' EXIT
  for build in "$2" "$3"; do
    out=$(mktemp /tmp/search-text-pass.XXXXXX)
    swiftc -Onone -static-stdlib "$here/search-text-pass.swift" -o "$out" -I "$build/Modules" -I "$here/../Sources/CLibXML2" \
      -Xcc -I/usr/include/libxml2 -Xcc -fmodule-map-file="$build/CFileCopy.build/module.modulemap" \
      $(for m in FeedParsing Entities Basics; do sed "s|.*/\(.*\)|$build/$m.build/\1.o|" "$build/$m.build/sources"; done) \
      "$build"/CFileCopy.build/*.o  # the objects of the sources built last, not older files' left behind
    drivers+=("$out")
  done
  for i in $(seq "$pairs"); do
    for n in 0 1; do echo "$i ${drivers[$n]} ($([ $n = 0 ] && echo "$2" || echo "$3")): $("${drivers[$n]}" "$folder"/*) (load $(cut -d' ' -f1 /proc/loadavg))"; done
  done
  exit
fi
folder=$1; a=$2; b=$3; pairs=${4:-3}
for bin in "$a" "$b"; do echo "$bin: output $("$bin" feeds parse --count "$folder"/* | md5sum | cut -c1-12)"; done
for i in $(seq "$pairs"); do
  for bin in "$a" "$b"; do
    ms=$(perf stat -r 5 -e task-clock -x, "$bin" feeds parse --count "$folder"/* 2>&1 >/dev/null | grep task-clock | cut -d, -f1)
    echo "$i $bin ${ms} ms of CPU (load $(cut -d' ' -f1 /proc/loadavg))"
  done
done
