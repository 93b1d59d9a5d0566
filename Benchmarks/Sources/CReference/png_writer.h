// Internal to the C reference: the PNG writer's state.
#ifndef FLIPBOOK_C_REFERENCE_PNG_WRITER_H
#define FLIPBOOK_C_REFERENCE_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

struct libdeflate_compressor;

typedef struct {
  struct libdeflate_compressor *compressor;
  uint8_t *raw;      // filtered scanlines
  uint8_t *rows;     // two unfiltered rows
  uint8_t *output;   // the PNG file
  size_t capacity;
  size_t size;
} fr_png;

void fr_png_init(fr_png *png, int width, int height, int level);
void fr_png_free(fr_png *png);
size_t fr_png_encode(fr_png *png, const uint8_t *pixels, int width, int height, int stride);

#endif
