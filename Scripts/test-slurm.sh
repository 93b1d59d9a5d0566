#!/usr/bin/env bash
# Renders a timeline with a Slurm job array of 4 shards on a single-node cluster (Scripts/slurm-one-node.sh)
# and checks that the union of the shards is byte-identical to one render, manifests included; then encodes
# the shards' frames into one video with `flipbook encode` and checks its frame count.
#
#   Scripts/test-slurm.sh [FLIPBOOK] [TIMELINE]     # defaults: .build/debug/flipbook, Timelines/showcase.json
set -euo pipefail
cd "$(dirname "$0")/.."
flipbook=$(realpath "${1:-.build/debug/flipbook}")
timeline=$(realpath "${2:-Timelines/showcase.json}")
work=$(mktemp -d /tmp/flipbook-slurm.XXXXXX)
trap 'rm -rf "$work"' EXIT

Scripts/slurm-one-node.sh start
"$flipbook" render "$timeline" -o "$work/whole" --manifest --quiet
echo "== sbatch --array=0-3 --wait"
(cd "$work" && TIMELINE=$timeline OUT=$work/shards FLIPBOOK=$flipbook \
  sbatch --array=0-3 --wait "$OLDPWD/Scripts/flipbook-array.sbatch")
cat "$work"/flipbook-*.log 2>/dev/null || true
ls "$work/shards"/manifest.shard-*-of-4.jsonl

whole=$(ls "$work/whole" | grep -c '^frame_')
shards=$(ls "$work/shards" | grep -c '^frame_')
echo "frames: one render $whole, union of 4 shards $shards"
[ "$whole" = "$shards" ]
for frame in "$work/whole"/frame_*.png; do cmp "$frame" "$work/shards/$(basename "$frame")"; done
sort "$work"/shards/manifest.shard-*-of-4.jsonl | cmp - <(sort "$work/whole/manifest.jsonl")
"$flipbook" verify "$timeline" "$work/shards" --sample 12
echo "slurm: the union of 4 array tasks is byte-identical to one render ($whole frames, manifests equal)"
# The farm's last step (Documentation/Deploy.md): the shards' frames made into one video, its rate and length
# from the manifests.
"$flipbook" encode "$work/shards" -o "$work/showcase.mp4"
encoded=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 \
  "$work/showcase.mp4")
[ "$encoded" = "$whole" ]
echo "slurm: showcase.mp4 holds $encoded frames"
