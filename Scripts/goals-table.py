#!/usr/bin/env python3
"""The tables of Documentation/Performance.md from one run of Scripts/measure-goals.sh.

Usage:
  Scripts/goals-table.py DIR                        print the tables from the outputs in DIR
  Scripts/goals-table.py --measure OUT.json CMD...  run CMD, write its wall time, CPU time and peak memory
"""
import importlib.util
import json
import os
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("benchmark_table", os.path.join(HERE, "benchmark-table.py"))
benchmark_table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(benchmark_table)


def measure(out, command):
    start = time.monotonic()
    status = subprocess.run(command, stdout=subprocess.DEVNULL).returncode
    wall = time.monotonic() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = {"command": command, "status": status, "wallSeconds": wall,
              "cpuSeconds": usage.ru_utime + usage.ru_stime, "peakBytes": usage.ru_maxrss * 1024}
    with open(out, "w", encoding="utf-8") as f:
        json.dump(result, f)
    if status != 0:
        sys.exit(f"goals-table: {' '.join(command)} exited with status {status}")


def lines(path):
    if not os.path.exists(path):
        return []
    return [json.loads(line) for line in open(path, encoding="utf-8") if line.startswith("{")]


def number(text):
    try:
        return float(text.replace("K", "e3").replace("M", "e6"))
    except (AttributeError, ValueError):
        return None


class Table:
    def __init__(self, title):
        print(f"\n### {title}\n")
        print("| measure | Flipbook | reference | ratio | goal | met |")
        print("| --- | ---: | ---: | ---: | ---: | :---: |")

    def row(self, measure, flipbook, reference="—", ratio=None, goal="—", met=None):
        ratio_text = "—" if ratio is None else f"{ratio:.2f}"
        met_text = "—" if met is None else ("yes" if met else "no")
        print(f"| {measure} | {flipbook} | {reference} | {ratio_text} | {goal} | {met_text} |")


def p50(rows, name, metric):
    """The median of `metric` in row `name`; package-benchmark may print it scaled, as "metric (K)"."""
    row = rows.get(name, {})
    for suffix, scale in (("", 1), (" (K)", 1e3), (" (M)", 1e6)):
        value = number(row.get(metric + suffix))
        if value is not None:
            return value * scale
    return None


def summarise(directory):
    machine = os.path.join(directory, "machine.txt")
    if os.path.exists(machine):
        print("".join(f"- {line}" for line in open(machine, encoding="utf-8")))
    bench = {}
    for suite in ("Hierarchy", "Interpolation", "Render"):
        path = os.path.join(directory, f"{suite}.txt")
        if os.path.exists(path):
            bench.update(benchmark_table.parse(path))

    table = Table("1. Loading")
    for run in lines(os.path.join(directory, "load.jsonl")):
        views = run["views"]
        # The goals at 10^5 views (and below): at most 0.5 x json.load in at most 1 KB per view.
        table.row(f"`validate`, {views} views", f"{run['validateSeconds']:.2f} s",
                  f"json.load {run['pythonSeconds']:.2f} s", run["ratio"], "≤ 0.5", run["ratio"] <= 0.5)
        kb = run["peakBytesPerView"] / 1000
        table.row(f"peak memory of `validate`, {views} views", f"{kb:.1f} KB/view", goal="≤ 1 KB/view",
                  met=kb <= 1)
    # The 10^6-view file: json.load of it (from `bench load`) is the reference for both commands.
    python = next((run["pythonSeconds"] for run in lines(os.path.join(directory, "load-million.jsonl"))), None)
    for name, label, most in (("validate", "`validate`", 0.4), ("still", "first frame (`still --frame 0`)", 0.75)):
        path = os.path.join(directory, f"{name}-million.json")
        if os.path.exists(path):
            run = json.load(open(path, encoding="utf-8"))
            kb = run["peakBytes"] / 1e6 / 1000
            ratio = run["wallSeconds"] / python if python else None
            met = ratio is not None and ratio <= most and kb <= 1.5
            table.row(f"{label}, 10⁶ views", f"{run['wallSeconds']:.1f} s, {kb:.1f} KB/view",
                      f"json.load {python:.1f} s" if python else None, ratio,
                      f"≤ {most}, ≤ 1.5 KB/view", met)

    table = Table("2. Snapshots")
    us = p50(bench, "snapshot-100k-views-wide", "Time (wall clock) (μs)")
    ms = us / 1000 if us is not None else p50(bench, "snapshot-100k-views-wide", "Time (wall clock) (ms)")
    if ms is not None:
        ns = ms * 1e6 / 1e5
        table.row("`snapshot-100k-views-wide` (wall, p50)", f"{ns:.0f} ns/view", goal="≤ 100 ns/view",
                  met=ns <= 100)
    for run in lines(os.path.join(directory, "hierarchy.jsonl")):
        ns = run["nanosecondsPerViewSnapshot"]
        table.row("`bench hierarchy --snapshots` (CPU, best)", f"{ns:.0f} ns/view", goal="≤ 100 ns/view",
                  met=ns <= 100)

    table = Table("3. Stepping 10⁶ animated views")
    us = p50(bench, "step-1M-views-wide", "µs/step")
    if us is not None:
        ms = us / 1000
        allocations = p50(bench, "step-1M-views-wide", "Malloc (total)")
        table.row("`step-1M-views-wide`, one core", f"{ms:.0f} ms/step, {allocations:.0f} allocations",
                  goal="≤ 10 ms, 0 allocations", met=ms <= 10 and allocations == 0)

    table = Table("4. Interpolation (against the C WebKit-solver loop, same work)")
    goals = {"own-timings-varied-100k": 1.5, "own-timings-easeIn-100k": 1.2, "own-timings-easeOut-100k": 1.2,
             "own-timings-easeInOut-100k": 1.2, "own-timings-linear-100k": None,
             "own-timings-varied-10k": 1.5, "own-timings-varied-1M": 1.5,
             "shared-100-timings-varied-10k": None, "shared-1k-timings-varied-100k": None,
             "shared-10k-timings-varied-1M": None}
    for name, goal in goals.items():
        percent = p50(bench, name, "Flipbook speed, % of C")
        if percent is None:
            continue
        ratio = percent / 100
        table.row(f"`{name}`", f"{p50(bench, name, 'Flipbook M samples/s'):.0f} M/s",
                  f"{p50(bench, name, 'C M samples/s'):.0f} M/s", ratio,
                  "—" if goal is None else f"≥ {goal}", None if goal is None else ratio >= goal)
    # Shared timings are memory-bound: their goal is 90 % of a copy over the same footprint, same iteration.
    for name in ("shared-100-timings-varied-10k", "shared-1k-timings-varied-100k", "shared-10k-timings-varied-1M"):
        percent = p50(bench, name, "Flipbook, % of bound")
        if percent is None:
            continue
        table.row(f"`{name}` against its copy bound", f"{p50(bench, name, 'Flipbook M samples/s'):.0f} M/s",
                  f"bound {p50(bench, name, 'bound M samples/s'):.0f} M/s", percent / 100,
                  "≥ 0.9 (1M only)" if name.endswith("1M") else "—",
                  percent >= 90 if name.endswith("1M") else None)

    table = Table("5. Rendering (time ratio: Flipbook ÷ C Cairo + libdeflate PNG)")
    c_one = p50(bench, "draw-png-1080p-1000rects-1job", "C µs/frame")
    for name, goal, against in (("draw-png-1080p-1000rects-1job", 0.8, "C one job"),
                                ("draw-png-1080p-1000rects-2jobs", 0.45, "C one job"),
                                ("draw-1080p-1000rects-1job", None, "C"),
                                ("draw-1080p-100krects-1job", 1.2, "C")):
        mine = p50(bench, name, "Flipbook µs/frame")
        same_row = p50(bench, name, "C µs/frame")
        is_same_row = against != "C one job" or name == "draw-png-1080p-1000rects-1job"
        theirs = same_row if is_same_row else c_one
        if mine is None or theirs is None:
            continue
        # Against the same row's C time, the median of the per-iteration ratios (measured back to back);
        # against C's one-job time of the other row, the ratio of the medians.
        percent = p50(bench, name, "Flipbook speed, % of C")
        ratio = 100 / percent if is_same_row and percent else mine / theirs
        reference = f"{against} {theirs / 1000:.1f} ms"
        if not is_same_row:
            reference += f" (C, same jobs: {same_row / 1000:.1f} ms)"
        table.row(f"`{name}`", f"{mine / 1000:.1f} ms", reference, ratio,
                  "—" if goal is None else f"≤ {goal}", None if goal is None else ratio <= goal)
    drawn, held = lines(os.path.join(directory, "render-drawn.jsonl")), lines(
        os.path.join(directory, "render-held.jsonl"))
    if drawn and held and held[0]["repeatedFrames"] > 0:
        frame = drawn[0]["seconds"] / drawn[0]["frames"]
        # The held run draws and encodes its first frame; the rest of its time is the repeats (their steps,
        # snapshots, comparisons and hand-overs) and one frame's step and snapshot.
        held_drawn = held[0]["drawingSeconds"] + held[0]["encodingSeconds"]
        repeat = (held[0]["seconds"] - held_drawn) / held[0]["repeatedFrames"]
        table.row("a frame repeating the previous picture", f"{repeat * 1000:.2f} ms",
                  f"a drawn frame {frame * 1000:.1f} ms", repeat / frame, "≤ 0.05", repeat / frame <= 0.05)

    table = Table("6. Transitions (time ratio: transition frame ÷ plain frame, and ÷ the cross-dissolve, same run)")
    for name in sorted(n for n in bench if n.startswith("transition-")):
        percent = p50(bench, name, "transition time, % of plain")
        if percent is None:
            continue
        table.row(f"`{name}`", f"{p50(bench, name, 'transition µs/frame') / 1000:.1f} ms",
                  f"plain {p50(bench, name, 'plain µs/frame') / 1000:.1f} ms", percent / 100)
        # The goal (draw + PNG): at most 1.25 x the same frame during a plain fade, the cross-dissolve at the
        # same progress; both ratios are to the plain frame of their own iterations.
        kind = name.split("-")[3]
        fade = p50(bench, name.replace(f"-{kind}-", "-crossDissolve-"), "transition time, % of plain")
        if name.startswith("transition-png-") and kind != "crossDissolve" and fade:
            table.row(f"`{name}` ÷ the cross-dissolve", f"{percent / 100:.2f} × plain",
                      f"cross-dissolve {fade / 100:.2f} × plain", percent / fade, "≤ 1.25", percent / fade <= 1.25)

    # Reported without a goal: styled frames are measured against Skia (Scripts/skia-styled-cards.py).
    table = Table("7. Styled views (time ratio: styled frame ÷ plain frame, same run)")
    for name in sorted(n for n in bench if "-1080p-1000styled" in n):
        percent = p50(bench, name, "styled time, % of plain")
        if percent is not None:
            table.row(f"`{name}`", f"{p50(bench, name, 'styled µs/frame') / 1000:.1f} ms",
                      f"plain {p50(bench, name, 'plain µs/frame') / 1000:.1f} ms", percent / 100)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--measure":
        measure(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 2:
        summarise(sys.argv[1])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
