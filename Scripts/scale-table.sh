#!/bin/sh
# Measures the large-hierarchy table of Documentation/Performance.md: `flipbook validate` and
# `flipbook still --frame 0` of an N-view timeline (the render scene: one moving, fading rectangle and one
# animate step per view) against Python's json.load of the same file, with wall time, CPU time and peak
# resident memory (GNU time) of each. With a second binary (for example a build of an older commit), both
# are measured alternately in the same run, so that their ratio does not depend on the machine's load.
#
#   Scripts/scale-table.sh [--layers] [VIEWS] [OLD_FLIPBOOK]  # VIEWS default 1000000 (190 MB, about 4 GB)
#
# --layers gives each view a shape layer with a strokeEnd animation of its own (`flipbook bench load
# --layers`: twice the nodes, 2.4 times the bytes). Needs GNU time (/usr/bin/time) and python3; builds
# the release binary.
set -eu
cd "$(dirname "$0")/.."
layers=
if [ "${1:-}" = --layers ]; then
  layers=--layers
  shift
fi
views=${1:-1000000}
old=${2:-}
swift build -c release --product flipbook >/dev/null
new=.build/release/flipbook
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$new" bench load --views "$views" $layers --runs 1 --keep "$dir/scene.json" >/dev/null
echo "machine: $(awk -F': ' '/^model name/ && !f {print $2; f = 1}' /proc/cpuinfo), $(nproc) cores;" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg); $views views${layers:+ with a layer each}," \
  "$(($(wc -c <"$dir/scene.json") / 1000000)) MB"
measure() {  # LABEL COMMAND...: one line, "label wall-s cpu-s peak-KB"
  label=$1
  shift
  /usr/bin/time -f "$label %e %U %S %M" "$@" >/dev/null 2>"$dir/time" || { cat "$dir/time"; exit 1; }
  tail -1 "$dir/time" | awk '{printf "%-24s wall %7.2f s  cpu %7.2f s  peak %6.0f MB  %5.0f B/view\n", $1, $2, $3 + $4, $5 / 1024, $5 * 1024 / '"$views"'}'
}
measure python-json.load python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$dir/scene.json"
for binary in ${old:+"$old"} "$new"; do
  name=$( [ "$binary" = "$new" ] && echo new || echo old )
  measure "$name-validate" "$binary" validate "$dir/scene.json"
  measure "$name-still-frame-0" "$binary" still "$dir/scene.json" --frame 0 -o "$dir/frame0-$name.png"
done
measure python-json.load python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$dir/scene.json"
if [ -n "$old" ]; then
  cmp -s "$dir/frame0-old.png" "$dir/frame0-new.png" && echo "frame 0: identical PNGs" || echo "frame 0: PNGs DIFFER"
fi
