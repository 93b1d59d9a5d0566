// A C port of WebKit's UnitBezier (Source/WebCore/platform/graphics/UnitBezier.h), the current version:
// an 11-entry table of x(t) samples gives the first guess, up to 4 Newton steps refine it, and bisection on
// the bracketing interval is the fallback. Written from its description, not copied.
#include "CReference.h"

#include <math.h>

enum { SPLINE_SAMPLES = 11, MAX_NEWTON_ITERATIONS = 4 };
static const double BISECTION_EPSILON = 1e-10;

static inline double sample_x(const fr_unit_bezier *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static inline double sample_y(const fr_unit_bezier *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static inline double sample_dx(const fr_unit_bezier *c, double t) { return (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx; }

void fr_unit_bezier_init(fr_unit_bezier *c, double x1, double y1, double x2, double y2) {
  c->cx = 3.0 * x1;
  c->bx = 3.0 * (x2 - x1) - c->cx;
  c->ax = 1.0 - c->cx - c->bx;
  c->cy = 3.0 * y1;
  c->by = 3.0 * (y2 - y1) - c->cy;
  c->ay = 1.0 - c->cy - c->by;
  for (int i = 0; i < SPLINE_SAMPLES; i++) c->spline[i] = sample_x(c, i / (double)(SPLINE_SAMPLES - 1));
}

static double solve_curve_x(const fr_unit_bezier *c, double x, double epsilon) {
  const double delta = 1.0 / (SPLINE_SAMPLES - 1);
  double t0 = 0, t1 = 0, t2 = x, x2 = 0, d2 = 0;
  int i;

  // Linear interpolation of the spline samples for the initial guess.
  for (i = 1; i < SPLINE_SAMPLES; i++) {
    if (x <= c->spline[i]) {
      t1 = delta * i;
      t0 = t1 - delta;
      t2 = t0 + (t1 - t0) * (x - c->spline[i - 1]) / (c->spline[i] - c->spline[i - 1]);
      break;
    }
  }

  // Newton's method: normally very fast.
  const double newtonEpsilon = fmin(1e-7, epsilon);
  for (i = 0; i < MAX_NEWTON_ITERATIONS; i++) {
    x2 = sample_x(c, t2) - x;
    if (fabs(x2) < newtonEpsilon) return t2;
    d2 = sample_dx(c, t2);
    if (fabs(d2) < 1e-7) break;
    t2 = t2 - x2 / d2;
  }
  if (fabs(x2) < newtonEpsilon) return t2;

  // Bisection for reliability.
  const double bisectionEpsilon = fmax(BISECTION_EPSILON, epsilon);
  while (t0 < t1) {
    x2 = sample_x(c, t2);
    if (fabs(x2 - x) < bisectionEpsilon) return t2;
    if (x > x2) t0 = t2; else t1 = t2;
    t2 = (t1 + t0) * 0.5;
  }
  return t2;
}

double fr_unit_bezier_solve(const fr_unit_bezier *c, double x, double epsilon) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return sample_y(c, solve_curve_x(c, x, epsilon));
}
