#!/bin/sh
# Regenerates the pictures in Documentation/images/ with the flipbook command, from the timelines the pages
# name (Timelines/ and Documentation/images/transitions.json). Look at the pictures `git status` lists as
# changed before committing them (a new PNG encoder setting also changes bytes without changing pixels).
#
#   Scripts/doc-images.sh [FLIPBOOK]   # default: builds the debug flipbook and uses it
set -eu
cd "$(dirname "$0")/.."
flipbook=${1:-}
if [ -z "$flipbook" ]; then
  swift build --product flipbook >/dev/null
  flipbook=.build/debug/flipbook
fi
images=Documentation/images
"$flipbook" sheet Timelines/showcase.json -o "$images/showcase-sheet.png"
"$flipbook" sheet Timelines/title-card.json -o "$images/title-card-sheet.png" --frames 0,12,24,36,48,74 --columns 3
"$flipbook" plot Timelines/showcase.json --views red,amber --properties alpha,center.x -o "$images/showcase-plot.png"
"$flipbook" sheet "$images/transitions.json" -o "$images/transitions-contact-sheet.png" --frames 0,2,4,6,8,10 \
  --columns 3 --scale 1
# The preview's screenshot: the browser test takes it in headless Chromium (Scripts/setup.sh installs it).
FLIPBOOK_BIN="$flipbook" FLIPBOOK_SCREENSHOT="$images/preview.png" \
  python3 -m pytest -q Tests/Python/test_preview.py -k pictured >/dev/null
echo "doc-images: wrote $(ls "$images"/*.png | wc -l) pictures in $images"
