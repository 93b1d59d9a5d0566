#!/usr/bin/env bash
# Builds and runs Flipbook's libFuzzer targets (Documentation/Fuzzing.md).
#
#   Scripts/fuzz.sh build                     # both targets, in .build-fuzz (release, fuzzer + address sanitizer)
#   Scripts/fuzz.sh run FuzzLoad 600 [ARGS]   # fuzz for 600 s; ARGS go to libFuzzer (e.g. -jobs=2 -workers=2)
#   Scripts/fuzz.sh smoke 30                  # each target for 30 s with a fixed seed (CI runs this)
#
# Corpora live in .build-fuzz/corpus/TARGET, seeded from Timelines/ and Tests/FlipbookFuzzingTests/Regressions;
# a crash is written to .build-fuzz/crashes/ and the run fails. Turn each crash into a regression test by copying
# it into Tests/FlipbookFuzzingTests/Regressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-fuzz
config=${FUZZ_CONFIGURATION:-release}

build() {
  for target in FuzzLoad FuzzPlay; do
    FLIPBOOK_FUZZ=1 swift build -c "$config" --scratch-path "$scratch" --product "$target" \
      -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
  done
}

run() {
  local target=$1 seconds=$2
  shift 2
  local corpus=$scratch/corpus/$target
  mkdir -p "$corpus" "$scratch/crashes"
  cp -n Timelines/*.json Tests/FlipbookFuzzingTests/Regressions/* "$corpus"/ 2>/dev/null || true
  local binary
  binary=$(FLIPBOOK_FUZZ=1 swift build -c "$config" --scratch-path "$scratch" --show-bin-path)/$target
  # Leaks are not checked: views and animations keep each other alive by design until the player goes.
  # Swift's own crash reporter stays off: under the sanitizer it can hang, and libFuzzer prints the stack.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-} "$binary" "$corpus" \
    -max_total_time="$seconds" -max_len=16384 -timeout=20 -rss_limit_mb=2048 \
    -dict=Scripts/fuzz-timeline.dict -artifact_prefix="$scratch/crashes/$target-" -print_final_stats=1 "$@"
}

case ${1:-} in
  build) build ;;
  run) shift; run "$@" ;;
  smoke)
    # A fixed seed and a cap on the number of inputs bound the smoke run. It is not input-for-input
    # reproducible (coverage differs a little between processes: threads, hash seeds, fontconfig's cache), so
    # a crash found on one machine may not recur on another: it is still a bug (Documentation/Fuzzing.md).
    # Long runs (`run`) use random seeds and no cap.
    seconds=${2:-30}
    build
    run FuzzLoad "$seconds" -seed=1 -runs=150000
    run FuzzPlay "$seconds" -seed=1 -runs=150000
    ;;
  *) sed -n '2,11p' "$0"; exit 64 ;;
esac
