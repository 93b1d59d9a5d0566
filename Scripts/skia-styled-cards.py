#!/usr/bin/env python3
"""The styled-frame comparison against a peer renderer: Skia (raster, through skia-python) draws the scene of
Flipbook's render benchmark with every view a card, and Flipbook draws the same timeline.

The scene is `flipbook bench render --print-timeline` (1920 x 1080, 1000 rectangles, each moving and fading in
its own easeInOut block, 60 frames at 60 fps) with every view styled as the benchmark's cards: corner radius
8, a 2-point white border at alpha 0.9, a black shadow of opacity 0.35, offset (0, 4), radius 6 (a Gaussian
of standard deviation 6, as Flipbook reads `shadowRadius`). Skia draws it two ways, each frame cleared white
first, each view's alpha applied to its whole card:

  sprites   every card rasterised once (shadow, fill, border) as an image, drawn each frame at its
            fractional position with bilinear sampling: what Flipbook's warm styled frame does
  redraw    every card drawn from scratch each frame: the shadow as a blurred rounded rectangle (Skia's
            blur mask filter), then the fill and the border

Flipbook's side is `flipbook bench render STYLED.json --jobs 1 --json` (its drawing seconds: one thread,
its first frame rasterises the cards). Prints mean milliseconds per frame and Flipbook's time as a share of
Skia's; Skia's sprites are made before its timing starts. Optional (not part of CI); needs
`pip install skia-python` (skia-python 144.1 installs from PyPI on Linux x86-64) and a release build:

  swift build -c release --product flipbook
  python3 Scripts/skia-styled-cards.py [--flipbook .build/release/flipbook] [--frames 60]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

CORNER, BORDER, BORDER_ALPHA = 8.0, 2.0, 0.9
SHADOW_OPACITY, SHADOW_DX, SHADOW_DY, SHADOW_SIGMA = 0.35, 0.0, 4.0, 6.0
CARD_STYLE = {"cornerRadius": CORNER, "borderWidth": BORDER, "borderColor": [1, 1, 1, BORDER_ALPHA],
              "shadowOpacity": SHADOW_OPACITY, "shadowOffset": [SHADOW_DX, SHADOW_DY],
              "shadowRadius": SHADOW_SIGMA}


def ease_in_out(p):
    """Core Animation's easeInEaseOut, the cubic Bezier (0.42, 0, 0.58, 1), at phase p (bisection on x)."""
    x1, x2 = 0.42, 0.58

    def bezier(t, a, b):
        return 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3

    low, high = 0.0, 1.0
    for _ in range(40):
        mid = (low + high) / 2
        if bezier(mid, x1, x2) < p:
            low = mid
        else:
            high = mid
    return bezier((low + high) / 2, 0.0, 1.0)


def color(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def cards(timeline, frames):
    """Per frame, each card's (x, y, alpha): the scene's animate blocks evaluated as the engine does."""
    views = {v["id"]: v for v in timeline["views"]}
    motion = {}
    for step in timeline["steps"]:
        block = step["animate"]
        for change in block["changes"]:
            motion[change["view"]] = (step.get("at", 0) + block.get("delay", 0), block["duration"], change)
    fps = timeline["fps"]
    order = [v["id"] for v in timeline["views"]]
    result = []
    for k in range(frames):
        t = k / fps
        placed = []
        for key in order:
            x, y, w, h = views[key]["frame"]
            alpha = views[key].get("alpha", 1.0)
            if key in motion:
                begin, duration, change = motion[key]
                e = ease_in_out(min(max((t - begin) / duration, 0.0), 1.0))
                cx, cy = x + w / 2, y + h / 2
                tx, ty = change.get("center", [cx, cy])
                x, y = cx + (tx - cx) * e - w / 2, cy + (ty - cy) * e - h / 2
                alpha = alpha + (change.get("alpha", alpha) - alpha) * e
            placed.append((key, x, y, alpha))
        result.append(placed)
    return result


def draw_card(skia, canvas, x, y, w, h, rgb):
    """One card at (x, y): blurred shadow, rounded fill, border inside the bounds."""
    shape = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), CORNER, CORNER)
    shadow = skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0, 0, 0, SHADOW_OPACITY),
                        MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, SHADOW_SIGMA))
    canvas.drawRRect(skia.RRect.MakeRectXY(
        skia.Rect.MakeXYWH(x + SHADOW_DX, y + SHADOW_DY, w, h), CORNER, CORNER), shadow)
    canvas.drawRRect(shape, skia.Paint(AntiAlias=True, Color=skia.Color(*rgb)))
    inset = BORDER / 2
    edge = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + inset, y + inset, w - BORDER, h - BORDER),
                                 CORNER - inset, CORNER - inset)
    canvas.drawRRect(edge, skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=BORDER,
                                      Color4f=skia.Color4f(1, 1, 1, BORDER_ALPHA)))


def skia_times(skia, timeline, placements):
    views = {v["id"]: v for v in timeline["views"]}
    width, height = timeline["canvas"]["width"], timeline["canvas"]["height"]
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    pad = int(3 * SHADOW_SIGMA + max(abs(SHADOW_DX), abs(SHADOW_DY))) + 2
    sprites = {}
    for key, view in views.items():
        _, _, w, h = view["frame"]
        sprite = skia.Surface(int(w + 2 * pad + 1), int(h + 2 * pad + 1))
        draw_card(skia, sprite.getCanvas(), pad, pad, w, h, color(view["backgroundColor"]))
        sprites[key] = sprite.makeImageSnapshot()
    sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
    paint = skia.Paint()

    def sprite_frame(placed):
        canvas.clear(skia.ColorWHITE)
        for key, x, y, alpha in placed:
            paint.setAlphaf(alpha)
            canvas.drawImage(sprites[key], x - pad, y - pad, sampling, paint)

    def redraw_frame(placed):
        canvas.clear(skia.ColorWHITE)
        for key, x, y, alpha in placed:
            _, _, w, h = views[key]["frame"]
            canvas.saveLayerAlpha(skia.Rect.MakeXYWH(x - pad, y - pad, w + 2 * pad, h + 2 * pad),
                                  round(alpha * 255))
            draw_card(skia, canvas, x, y, w, h, color(views[key]["backgroundColor"]))
            canvas.restore()

    result = {}
    for name, draw in (("sprites", sprite_frame), ("redraw", redraw_frame)):
        times = []
        for placed in placements:
            start = time.perf_counter()
            draw(placed)
            times.append(time.perf_counter() - start)
        result[name] = statistics.mean(times) * 1000
    return result


def flipbook_time(binary, timeline, frames):
    """Flipbook's drawing milliseconds per frame for the styled timeline, one job."""
    styled = json.loads(json.dumps(timeline))
    for view in styled["views"]:
        view.update(CARD_STYLE)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "styled-cards.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(styled, f)
        output = subprocess.run([binary, "bench", "render", path, "--frames", f"0-{frames - 1}", "--jobs", "1",
                                 "--json"], check=True, capture_output=True, text=True).stdout
    report = json.loads(next(line for line in output.splitlines() if line.startswith("{")))
    return report["drawingSeconds"] / report["frames"] * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flipbook", default=".build/release/flipbook", help="the flipbook binary")
    parser.add_argument("--frames", type=int, default=60, help="frames of the scene to draw (1-60)")
    args = parser.parse_args()
    try:
        import skia
    except ImportError:
        sys.exit("skia-styled-cards: needs skia-python (pip install skia-python)")
    if not os.path.exists(args.flipbook):
        sys.exit(f"skia-styled-cards: no {args.flipbook}; build it: swift build -c release --product flipbook")
    timeline = json.loads(subprocess.run([args.flipbook, "bench", "render", "--print-timeline"], check=True,
                                         capture_output=True, text=True).stdout)
    frames = max(1, min(args.frames, round(timeline["duration"] * timeline["fps"])))
    mine = flipbook_time(args.flipbook, timeline, frames)
    theirs = skia_times(skia, timeline, cards(timeline, frames))
    print(f"1920 x 1080, {len(timeline['views'])} styled cards, {frames} frames, one thread, ms per frame:")
    print(f"  Flipbook draw (bench render, drawing only)        {mine:8.1f}")
    print(f"  Skia, each card a sprite drawn at its position    {theirs['sprites']:8.1f}"
          f"   Flipbook / Skia {mine / theirs['sprites']:.2f}")
    print(f"  Skia, every card and shadow redrawn               {theirs['redraw']:8.1f}"
          f"   Flipbook / Skia {mine / theirs['redraw']:.2f}")


if __name__ == "__main__":
    main()
