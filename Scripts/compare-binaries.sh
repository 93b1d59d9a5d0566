#!/bin/sh
# Compares two release builds of flipbook on this machine, alternately in one run, so that a before/after
# ratio does not depend on the machine's load: stepping and snapshots (`bench hierarchy`), rendering
# (`bench render`) and loading (`validate` of a generated 10^5-view timeline, CPU time from GNU time).
#
#   Scripts/compare-binaries.sh OLD_FLIPBOOK [NEW_FLIPBOOK] [ROUNDS]   # NEW: .build/release/flipbook; ROUNDS: 5
#
# Prints one line per measure: the median of OLD, of NEW, and NEW ÷ OLD (below 1: NEW is faster).
set -eu
old=$1
new=${2:-.build/release/flipbook}
rounds=${3:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$new" bench load --views 100000 --runs 1 --keep "$dir/scene.json" >/dev/null
echo "machine: $(awk -F': ' '/^model name/ && !f {print $2; f = 1}' /proc/cpuinfo), $(nproc) cores;" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg); $rounds rounds"
for round in $(seq "$rounds"); do
  for which in old new; do
    binary=$old
    [ "$which" = new ] && binary=$new
    # Options and fields older builds also have: one snapshot, timed in wall seconds.
    "$binary" bench hierarchy --views 100000 --depth 1 --frames 30 --json |
      python3 -c 'import json,sys; r=json.loads(sys.stdin.readline()); print(sys.argv[1], "step-100k-views-us", r["cpuSeconds"]/r["frames"]*1e6); print(sys.argv[1], "snapshot-100k-views-ms", r["snapshotSeconds"]*1e3)' "$which"
    "$binary" bench render --frames 0-29 --json |
      python3 -c 'import json,sys; r=json.loads(sys.stdin.readline()); print(sys.argv[1], "render-ms-per-frame", r["seconds"]/r["frames"]*1e3)' "$which"
    /usr/bin/time -f "$which validate-100k-views-cpu-s %U %S" "$binary" validate "$dir/scene.json" >/dev/null 2>"$dir/time"
    tail -1 "$dir/time" | awk '{print $1, $2, $3 + $4}'
  done
done >"$dir/rows"
python3 - "$dir/rows" <<'EOF'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    which, name, value = line.split()
    rows.setdefault(name, {}).setdefault(which, []).append(float(value))
print(f"{'measure':28} {'old (median)':>14} {'new (median)':>14} {'new / old':>10}")
for name, sides in rows.items():
    old, new = statistics.median(sides["old"]), statistics.median(sides["new"])
    print(f"{name:28} {old:14.3f} {new:14.3f} {new / old:10.2f}")
EOF
