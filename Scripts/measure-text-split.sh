#!/bin/sh
# Measures what splitting labels into pieces costs a frame: the same twelve 43-character labels moving across
# a 1280 × 720 canvas for 60 frames, drawn whole, split by character at rest (the same pixels, 420 piece
# views), and split by character with every piece fading in on a stagger (a typing effect), with
# `flipbook bench render` (drawing and PNG encoding in memory, one job).
#
#   Scripts/measure-text-split.sh [FLIPBOOK]   # default .build/release/flipbook (swift build -c release)
set -eu
cd "$(dirname "$0")/.."
flipbook=${1:-.build/release/flipbook}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# scene SPLIT STEPS: the timeline, its labels split by SPLIT ("" for whole labels), with STEPS added.
scene() {
  views=""
  i=0
  while [ $i -lt 12 ]; do
    y=$((20 + i * 58))
    split=${1:+", \"split\": \"$1\""}
    views="$views${views:+,}
    {\"id\": \"l$i\", \"frame\": [40, $y, 1200, 50], \"text\": {\"string\": \"The quick brown fox jumps over the lazy dog\",
      \"font\": {\"size\": 32}, \"color\": \"#F8FAFC\"$split}}"
    i=$((i + 1))
  done
  cat <<JSON
{"version": 1, "canvas": {"width": 1280, "height": 720, "background": "#0F172A"}, "fps": 30, "duration": 2,
 "views": [$views],
 "steps": [{"at": 0, "animate": {"duration": 2, "curve": "linear",
   "changes": [{"view": [$(seq -s, 0 11 | sed 's/\([0-9]*\)/"l\1"/g')], "by": {"center": [40, 0]}}]}}$2]}
JSON
}

scene "" "" >"$out/whole.json"
scene chars "" >"$out/split.json"
scene chars ', {"at": 0, "animate": {"duration": 0.3, "stagger": {"amount": 1.5}, "changes": [{"view": ".char", "from": {"alpha": 0}}]}}' \
  >"$out/typing.json"
echo "machine: $(awk -F': ' '/^model name/ && !found {print $2; found = 1}' /proc/cpuinfo), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
for name in whole split typing; do
  "$flipbook" validate "$out/$name.json" >/dev/null
  for run in 1 2 3; do
    printf '%s run %s: ' "$name" "$run"
    "$flipbook" bench render "$out/$name.json" --json
  done
done
