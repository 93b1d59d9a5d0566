#!/bin/sh
# Measures the cost of a timeline's sound: `flipbook audio` on a 60-second timeline with a looping music bed
# (a 10 s, 44.1 kHz stereo file, resampled), 4 more tracks and 240 click steps (4 a second), run 3 times.
# Prints what `flipbook audio` reports (ffmpeg's decoding and the mix apart) and seconds per minute of audio.
#
#   Scripts/measure-audio.sh [FLIPBOOK]     # default: .build/release/flipbook (swift build -c release)
set -eu
cd "$(dirname "$0")/.."
flipbook=$(realpath "${1:-.build/release/flipbook}")
work=$(mktemp -d /tmp/flipbook-audio.XXXXXX)
trap 'rm -rf "$work"' EXIT
ffmpeg -v error -f lavfi -i "aevalsrc=0.3*sin(2*PI*220*t)|0.3*sin(2*PI*330*t):s=44100:d=10" "$work/bed.wav"
ffmpeg -v error -f lavfi -i "aevalsrc=0.5*sin(2*PI*2000*t)*exp(-60*t):s=48000:d=0.05" "$work/click.wav"
python3 - "$work/t.json" <<'PY'
import json, sys
steps = [{"at": round(0.25 * k, 2), "sound": "click.wav", "volume": 0.5} for k in range(240)]
audio = [{"file": "bed.wav", "loop": True, "fadeIn": 1, "fadeOut": 3, "volume": 0.8}]
audio += [{"file": "bed.wav", "at": 12 * k, "trim": [1, 9], "volume": 0.2, "fadeOut": 2} for k in range(1, 5)]
json.dump({"version": 1, "canvas": {"width": 16, "height": 16}, "fps": 30, "duration": 60,
           "audio": audio, "steps": steps}, open(sys.argv[1], "w"))
PY
echo "machine: $(awk -F': ' '/^model name/ && !found {print $2; found = 1}' /proc/cpuinfo), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for run in 1 2 3; do
  start=$(date +%s.%N)
  "$flipbook" audio "$work/t.json" -o "$work/mix.wav"
  end=$(date +%s.%N)
  echo "run $run: $(echo "$end - $start" | bc) s wall clock for 60 s of audio (1 minute), whole command"
done
