// Rendering the straightforward way: Cairo paints the background and fills each rectangle with its colour
// at its alpha; frames are spread over threads, each with its own canvas and PNG writer.
#include "CReference.h"
#include "png_writer.h"

#include <cairo/cairo.h>
#include <pthread.h>
#include <stdlib.h>

struct fr_renderer {
  int width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  fr_png png;
};

fr_renderer *fr_renderer_create(int width, int height, int compressionLevel) {
  fr_renderer *r = calloc(1, sizeof *r);
  r->width = width;
  r->height = height;
  r->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  r->cr = cairo_create(r->surface);
  fr_png_init(&r->png, width, height, compressionLevel);
  return r;
}

void fr_renderer_destroy(fr_renderer *r) {
  if (!r) return;
  cairo_destroy(r->cr);
  cairo_surface_destroy(r->surface);
  fr_png_free(&r->png);
  free(r);
}

void fr_renderer_draw(fr_renderer *r, const fr_rect *rects, size_t count, double red, double green, double blue) {
  cairo_t *cr = r->cr;
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgb(cr, red, green, blue);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  for (size_t i = 0; i < count; i++) {
    const fr_rect *q = &rects[i];
    cairo_set_source_rgba(cr, q->red, q->green, q->blue, q->alpha);
    cairo_rectangle(cr, q->x, q->y, q->width, q->height);
    cairo_fill(cr);
  }
  cairo_surface_flush(r->surface);
}

size_t fr_renderer_encode(fr_renderer *r) {
  return fr_png_encode(
    &r->png, cairo_image_surface_get_data(r->surface), r->width, r->height,
    cairo_image_surface_get_stride(r->surface));
}

const uint8_t *fr_renderer_png(const fr_renderer *r) { return r->png.output; }

const uint8_t *fr_renderer_pixels(fr_renderer *r, int *stride) {
  *stride = cairo_image_surface_get_stride(r->surface);
  return cairo_image_surface_get_data(r->surface);
}

typedef struct {
  fr_renderer *renderer;
  int job, jobs, encode;
  const fr_rect *const *frames;
  const size_t *counts;
  size_t frameCount;
  double red, green, blue;
  size_t bytes;
} job_arguments;

static void *run_job(void *context) {
  job_arguments *a = context;
  for (size_t k = (size_t)a->job; k < a->frameCount; k += (size_t)a->jobs) {
    fr_renderer_draw(a->renderer, a->frames[k], a->counts[k], a->red, a->green, a->blue);
    if (a->encode) a->bytes += fr_renderer_encode(a->renderer);
  }
  return NULL;
}

size_t fr_render_frames(
  fr_renderer *const *renderers, int jobs, const fr_rect *const *frames, const size_t *counts, size_t frameCount,
  int encode, double red, double green, double blue) {
  if (jobs < 1) jobs = 1;
  job_arguments arguments[jobs];
  pthread_t threads[jobs];
  for (int j = 0; j < jobs; j++) {
    arguments[j] = (job_arguments){renderers[j], j, jobs, encode, frames, counts, frameCount, red, green, blue, 0};
  }
  for (int j = 1; j < jobs; j++) pthread_create(&threads[j], NULL, run_job, &arguments[j]);
  run_job(&arguments[0]);
  size_t bytes = arguments[0].bytes;
  for (int j = 1; j < jobs; j++) {
    pthread_join(threads[j], NULL);
    bytes += arguments[j].bytes;
  }
  return bytes;
}
