#!/bin/sh
# Measures every figure of Documentation/Performance.md's result tables in one run and prints the tables
# (Flipbook, reference, ratio, goal) from what it measured.
#
#   Scripts/measure-goals.sh [OUT]      # OUT: where the raw outputs go (default .build/goals/DATE)
#
# About 35 minutes on a 2-core machine; run it on an idle machine (check `uptime`), since
# the package benchmarks measure wall-clock time. Needs Scripts/setup.sh's packages and python3.
# FLIPBOOK_GOALS_SKIP_MILLION=1 skips the 10^6-view file (the slowest part: about 3 minutes and 4 GB).
set -eu
cd "$(dirname "$0")/.."
out=${1:-.build/goals/$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"
echo "measure-goals: writing to $out (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
{
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "machine: $(awk -F': ' '/^model name/ && !found {print $2; found = 1}' /proc/cpuinfo), $(nproc) cores"
  echo "toolchain: $(swift --version 2>&1 | sed -n 1p)"
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$out/machine.txt"

swift build -c release --product flipbook >"$out/build.txt" 2>&1
flipbook=.build/release/flipbook

# Goal 1: loading. 10^4 and 10^5 views against Python's json.load; 10^6 views: validate and the first frame.
"$flipbook" bench load --views 10000,100000 --runs 3 --json >"$out/load.jsonl"
if [ "${FLIPBOOK_GOALS_SKIP_MILLION:-0}" != 1 ]; then
  big="$out/million.json"
  "$flipbook" bench load --views 1000000 --runs 1 --keep "$big" --json >"$out/load-million.jsonl"
  python3 Scripts/goals-table.py --measure "$out/validate-million.json" "$flipbook" validate "$big"
  python3 Scripts/goals-table.py --measure "$out/still-million.json" \
    "$flipbook" still "$big" --frame 0 -o "$out/million-frame0.png"
  rm -f "$big" "$out/million-frame0.png"
fi

# Goals 2 and 3: snapshots and steps (package benchmarks), and the snapshot's CPU time per view.
"$flipbook" bench hierarchy --views 100000 --depth 1 --frames 10 --snapshots 20 --json >"$out/hierarchy.jsonl"
swift package --package-path Benchmarks benchmark --target Hierarchy \
  --filter "snapshot-.*|step-1M-views-wide|step-100k-views-wide" >"$out/Hierarchy.txt" 2>&1

# Goal 4: interpolation (own and shared timings against the C WebKit-solver loop; springs and keyframes).
swift package --package-path Benchmarks benchmark --target Interpolation >"$out/Interpolation.txt" 2>&1

# Goals 5, 6 and 7: rendering against C Cairo (+ libdeflate PNG), transitions and styled frames.
swift package --package-path Benchmarks benchmark --target Render >"$out/Render.txt" 2>&1

# Goal 5: a frame repeating the previous picture against a drawn one (one job, in memory).
"$flipbook" bench render --print-timeline |
  python3 -c 'import json,sys; d=json.load(sys.stdin); d["duration"]=3; json.dump(d, open(sys.argv[1],"w"))' \
    "$out/hold.json"
"$flipbook" bench render "$out/hold.json" --frames 0-59 --json >"$out/render-drawn.jsonl"
"$flipbook" bench render "$out/hold.json" --frames 120-179 --json >"$out/render-held.jsonl"

echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
python3 Scripts/goals-table.py "$out"
