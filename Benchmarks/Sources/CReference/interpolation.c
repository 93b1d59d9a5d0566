// Interpolation the straightforward way: for each property, the progress of its timing, the curve solved,
// a linear interpolation. Single-play timings, as in the benchmark scenes.
#include "CReference.h"

static const double EPSILON = 1e-7;

static inline double progress(double begin, double duration, const fr_unit_bezier *curve, double t) {
  if (t < begin) return 0;
  double s = t - begin;
  if (s >= duration) return 1;
  return fr_unit_bezier_solve(curve, s / duration, EPSILON);
}

void fr_interpolate_own(const fr_animation *animations, double *value, size_t count, double t) {
  for (size_t i = 0; i < count; i++) {
    const fr_animation *a = &animations[i];
    double p = progress(a->begin, a->duration, &a->curve, t);
    value[i] = a->from + (a->to - a->from) * p;
  }
}

void fr_interpolate_shared(
  const fr_timing *timings, double *eased, size_t timingCount, const int32_t *group, const double *from,
  const double *to, double *value, size_t count, double t) {
  for (size_t g = 0; g < timingCount; g++) {
    eased[g] = progress(timings[g].begin, timings[g].duration, &timings[g].curve, t);
  }
  for (size_t i = 0; i < count; i++) value[i] = from[i] + (to[i] - from[i]) * eased[group[i]];
}

void fr_lerp_points(const double *a, const double *b, double *out, size_t count, double t) {
  for (size_t i = 0; i < count; i++) out[i] = a[i] + (b[i] - a[i]) * t;
}
