#!/bin/sh
# Makes the example timelines' sound files (Timelines/sounds/) with ffmpeg's generators, so that they are
# small and anyone can make them again:
#   music.ogg  a 2-second chord (A3, C#4-ish, E4 at whole cycles in 2 s, so it loops without a seam), Opus
#   click.wav  a 25 ms decaying 2 kHz tick, 16-bit mono
#
#   Scripts/make-example-sounds.sh
set -eu
cd "$(dirname "$0")/.."
mkdir -p Timelines/sounds
ffmpeg -v error -y -f lavfi \
  -i "aevalsrc=0.2*sin(2*PI*220*t)+0.15*sin(2*PI*275*t)+0.12*sin(2*PI*330*t)|0.2*sin(2*PI*220*t)+0.12*sin(2*PI*275*t)+0.15*sin(2*PI*330*t):s=48000:d=2" \
  -c:a libopus -b:a 48k Timelines/sounds/music.ogg
ffmpeg -v error -y -f lavfi -i "aevalsrc=0.8*sin(2*PI*2000*t)*exp(-150*t):s=48000:d=0.025" \
  -c:a pcm_s16le Timelines/sounds/click.wav
ls -l Timelines/sounds
