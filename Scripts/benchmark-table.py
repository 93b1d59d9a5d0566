#!/usr/bin/env python3
"""Summarise package-benchmark text output: one row per benchmark with the p50 of each metric.

Usage: Scripts/benchmark-table.py BEFORE.txt [AFTER.txt]
With two files, prints before, after and after/before for each benchmark's p50 wall-clock time, malloc count
and (for the interpolation suite) Flipbook's samples/s: a change measured against the code before it.
"""
import re
import sys


def parse(path):
    rows, name = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if re.fullmatch(r"[A-Za-z0-9_.,()\-]+", line) and not line.startswith("="):
            name = line
            continue
        m = re.match(r"│ (.+?) \*?\s*│\s*(\S+)\s*│\s*(\S+)\s*│\s*(\S+)\s*│", line)
        if name and m and m.group(1).strip() != "Metric":
            rows.setdefault(name, {})[m.group(1).strip().rstrip(" *")] = m.group(4)
    return rows


def main():
    runs = [parse(p) for p in sys.argv[1:]]
    keys = ["Time (wall clock) (ms)", "Time (wall clock) (μs)", "Flipbook M samples/s", "Malloc (total)"]
    names = [n for n in runs[0] if any(k in runs[0][n] for k in keys)]
    for name in names:
        for key in keys:
            values = [r.get(name, {}).get(key) for r in runs]
            if values[0] is None:
                continue
            ratio = ""
            if len(values) == 2 and values[1] not in (None, "0") and values[0] != "0":
                try:
                    ratio = f"{float(values[1]) / float(values[0]):.2f}×"
                except ValueError:
                    pass
            print(f"| {name} | {key} | " + " | ".join(v or "—" for v in values) + f" | {ratio} |")


if __name__ == "__main__":
    main()
