#!/usr/bin/env bash
# Installs, from Debian's packages, every system part Flipbook builds, renders and tests with, if missing:
# Cairo with its pixel library pixman (which the renderer also calls), libdeflate, Pango and TurboJPEG (the
# renderer; JPEG images), DejaVu fonts (the default text face, so renders match across machines), ffmpeg
# (video and animated-image output), GNU parallel (the scale-out test), Chromium and its WebDriver (the
# preview's browser tests, Tests/Python) and Slurm with munge (the one-node cluster test, only with
# `--cluster`); then the Python test packages of Scripts/requirements-test.txt that are missing (the Lottie
# players rlottie and ThorVG, Selenium, pytest, NumPy, Pillow). Used by the README's two commands and by
# .ci/run.
set -euo pipefail
packages=(libcairo2-dev libpixman-1-dev libdeflate-dev libpango1.0-dev libturbojpeg0-dev fonts-dejavu-core pkg-config ffmpeg parallel chromium chromium-driver)
[ "${1:-}" = "--cluster" ] && packages+=(slurm-wlm munge)
missing=()
for p in "${packages[@]}"; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
sudo=$([ "$(id -u)" = 0 ] || echo sudo)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
requirements="$(dirname "$0")/requirements-test.txt"
if ! python3 - "$requirements" <<'PY'
import sys
from importlib.metadata import version, PackageNotFoundError
for line in open(sys.argv[1]):
    name, _, wanted = line.strip().partition("==")
    try:
        if name and version(name) != wanted: sys.exit(1)
    except PackageNotFoundError:
        sys.exit(1)
PY
then
  echo "setup: installing $(tr '\n' ' ' <"$requirements")" >&2
  python3 -m pip install -q -r "$requirements"
fi
