// The C reference: the benchmarks' work done the straightforward way in plain C, so that every run of
// the Benchmarks package can print Flipbook's numbers beside C's and the ratio can be read off one run.
//
//  - Interpolation: WebKit's UnitBezier solver (the current one: an 11-sample spline table for the first
//    guess, up to 4 Newton steps, then bisection; epsilon 1e-7), one timing per property ("own") or a
//    timing table evaluated once per frame and shared ("shared").
//  - Rendering: Cairo fills of the same rectangles Flipbook draws, and a PNG writer on libdeflate with the
//    same compression level, colour type and row filter as Flipbook's encoder.
#ifndef FLIPBOOK_C_REFERENCE_H
#define FLIPBOOK_C_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Interpolation

/// WebKit's UnitBezier: polynomial coefficients and the x(t) spline samples at t = 0, 0.1, ..., 1.
typedef struct {
  double ax, bx, cx, ay, by, cy;
  double spline[11];
} fr_unit_bezier;

/// Precomputes the curve with control points (x1, y1) and (x2, y2).
void fr_unit_bezier_init(fr_unit_bezier *curve, double x1, double y1, double x2, double y2);

/// y(x) for x in [0, 1], solved to |x(t) - x| < epsilon.
double fr_unit_bezier_solve(const fr_unit_bezier *curve, double x, double epsilon);

/// One property with its own single-play timing.
typedef struct {
  double begin;
  double duration;
  fr_unit_bezier curve;
  double from;
  double to;
} fr_animation;

/// A timing shared by many properties.
typedef struct {
  double begin;
  double duration;
  fr_unit_bezier curve;
} fr_timing;

/// value[i] = the eased value of animations[i] at time t.
void fr_interpolate_own(const fr_animation *animations, double *value, size_t count, double t);

/// eased[g] = the eased progress of timings[g] at t; then value[i] = from[i] + (to[i] - from[i]) * eased[group[i]].
void fr_interpolate_shared(
  const fr_timing *timings, double *eased, size_t timingCount, const int32_t *group, const double *from,
  const double *to, double *value, size_t count, double t);

/// Path interpolation the straightforward way: `out[i] = a[i] + (b[i] - a[i]) * t` over the coordinates of
/// two paths' points (x, y pairs, `count` doubles), as a shape layer's `path` animation blends them.
void fr_lerp_points(const double *a, const double *b, double *out, size_t count, double t);

// MARK: Rendering

/// A filled rectangle in device pixels with a non-premultiplied colour (alpha already includes the view's).
typedef struct {
  double x, y, width, height;
  double red, green, blue, alpha;
} fr_rect;

/// A canvas, a PNG compressor and scratch buffers, reused from frame to frame. One per thread.
typedef struct fr_renderer fr_renderer;

/// Makes a renderer for width x height ARGB32 frames with libdeflate at `compressionLevel`.
fr_renderer *fr_renderer_create(int width, int height, int compressionLevel);
void fr_renderer_destroy(fr_renderer *renderer);

/// Paints the background (opaque r, g, b) then fills each rectangle, back to front.
void fr_renderer_draw(fr_renderer *renderer, const fr_rect *rects, size_t count, double red, double green, double blue);

/// Encodes the canvas as PNG (kept inside the renderer) and returns its size in bytes.
size_t fr_renderer_encode(fr_renderer *renderer);

/// The last PNG encoded.
const uint8_t *fr_renderer_png(const fr_renderer *renderer);

/// The canvas pixels (premultiplied native-endian ARGB32), `stride` bytes per row.
const uint8_t *fr_renderer_pixels(fr_renderer *renderer, int *stride);

/// Renders frames[k] (counts[k] rectangles) for k in 0 ..< frameCount on `jobs` threads, thread j using
/// renderers[j] and taking frames j, j + jobs, ...; encodes each to PNG when `encode` is non-zero.
/// Returns the total PNG bytes (0 without encoding).
size_t fr_render_frames(
  fr_renderer *const *renderers, int jobs, const fr_rect *const *frames, const size_t *counts, size_t frameCount,
  int encode, double red, double green, double blue);

#ifdef __cplusplus
}
#endif

#endif
