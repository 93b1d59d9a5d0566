#!/usr/bin/env bash
# Builds `flipbook` with the Swift runtime linked in (for farm nodes without a Swift toolchain) and checks
# that it needs no shared library beyond Cairo's and Pango's (text), libdeflate's, TurboJPEG's (JPEG images)
# and the C/C++ runtime
# (Documentation/Deploy.md).
#
#   Scripts/static-build.sh          # builds .build-static/release/flipbook, checks it, renders with it
#
# The check: every library `ldd` lists is libdeflate or libturbojpeg, or one Cairo or Pango loads, or the C and C++ runtime
# (libc, libm, libstdc++, libgcc_s, …); then, as root, the binary renders a timeline in a mount namespace
# where /opt/swift (the toolchain) is hidden, with an empty environment.
set -euo pipefail
cd "$(dirname "$0")/.."
# Without `flipbook preview` (FLIPBOOK_NO_PREVIEW, Package.swift): farm nodes serve no pages.
FLIPBOOK_NO_PREVIEW=1 swift build -c release --static-swift-stdlib --scratch-path .build-static --product flipbook
binary=.build-static/release/flipbook

libraries() { ldd "$1" | awk '/=>/ {print $1} !/=>/ && /^\t\// {print $1}' | sed 's|.*/||' | sort -u; }
# Every pipe here reads its input to the end: a reader that stops early (`awk '{…; exit}'`, `grep -q`, `head`)
# can kill the writer with SIGPIPE, which `pipefail` turns into a failure of the whole script (exit 141).
cairo=$(ldconfig -p | awk '/libcairo\.so\.2 / && !found {print $NF; found = 1}')
pango=$(ldconfig -p | awk '/libpangocairo-1\.0\.so\.0 / && !found {print $NF; found = 1}')
allowed=$( (libraries "$cairo"; libraries "$pango"; echo libcairo.so.2; echo libpangocairo-1.0.so.0; echo libdeflate.so.0
  echo libturbojpeg.so.0
  printf '%s\n' libc.so.6 libm.so.6 libstdc++.so.6 libgcc_s.so.1 libpthread.so.0 libdl.so.2 librt.so.1 \
    libutil.so.1 ld-linux-x86-64.so.2 ld-linux-aarch64.so.1 linux-vdso.so.1) | sort -u)
extra=$(comm -23 <(libraries "$binary") <(echo "$allowed"))
if [ -n "$extra" ]; then
  echo "static-build: $binary needs libraries beyond Cairo's, Pango's, libdeflate's, TurboJPEG's and the C runtime:" >&2
  echo "$extra" >&2
  exit 1
fi
if ldd "$binary" | grep 'libswift\|libFoundation\|libdispatch' >/dev/null; then
  echo "static-build: the Swift runtime is not linked in" >&2
  exit 1
fi
echo "static-build: $binary needs only: $(libraries "$binary" | tr '\n' ' ')"

work=$(mktemp -d /tmp/flipbook-static.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$binary" Timelines/showcase.json "$work/"
render="cd '$work' && env -i ./flipbook render showcase.json -o frames --frames 0-9 --quiet && ls frames | wc -l"
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  # Hide the toolchain (and its runtime libraries) from the binary.
  unshare -m sh -c "mount -t tmpfs none /opt/swift 2>/dev/null || mount -t tmpfs none /usr/lib/swift; $render" \
    | grep -x 10 >/dev/null
  where="with the toolchain hidden and an empty environment"
else
  sh -c "$render" | grep -x 10 >/dev/null
  where="with an empty environment (run as root to also hide the toolchain)"
fi
"$binary" verify Timelines/showcase.json "$work/frames"
echo "static-build: renders $where; frames verified"
