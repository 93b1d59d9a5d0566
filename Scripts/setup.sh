#!/usr/bin/env bash
# Installs, from Debian's packages, every system part Flipbook builds, renders and tests with, if missing:
# Cairo with its pixel library pixman (which the renderer also calls), libdeflate, Pango and TurboJPEG (the
# renderer; JPEG images), DejaVu fonts (the default text face, so renders match across machines), ffmpeg
# (video and animated-image output), GNU parallel (the scale-out test), and Slurm with munge (the one-node
# cluster test, only with `--cluster`); and the Python test packages of Scripts/requirements-test.txt. Used by the README's two commands and by .ci/run.
set -euo pipefail
packages=(libcairo2-dev libpixman-1-dev libdeflate-dev libpango1.0-dev libturbojpeg0-dev fonts-dejavu-core pkg-config ffmpeg parallel)
[ "${1:-}" = "--cluster" ] && packages+=(slurm-wlm munge)
missing=()
for p in "${packages[@]}"; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
# The Python test packages (the Lottie players rlottie and ThorVG, pytest, NumPy, Pillow), if any is missing.
requirements="$(dirname "$0")/requirements-test.txt"
if ! python3 -c "import rlottie_python, thorvg_python, numpy, PIL, pytest" 2>/dev/null; then
  echo "setup: installing the Python test packages" >&2
  python3 -m pip install --quiet -r "$requirements"
fi
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=$([ "$(id -u)" = 0 ] || echo sudo)
echo "setup: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
