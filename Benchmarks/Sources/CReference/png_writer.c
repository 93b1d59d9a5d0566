// A fast PNG writer the straightforward way: Cairo's premultiplied ARGB32 to 8-bit RGB (every pixel opaque)
// or RGBA, filter "Up" on every row, zlib stream from libdeflate. The same choices as Flipbook's encoder.
#include "png_writer.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

void fr_png_init(fr_png *png, int width, int height, int level) {
  memset(png, 0, sizeof *png);
  png->compressor = libdeflate_alloc_compressor(level);
  size_t raw = (size_t)height * (1 + (size_t)width * 4);
  png->raw = malloc(raw);
  png->rows = malloc((size_t)width * 8);
  png->capacity = libdeflate_zlib_compress_bound(png->compressor, raw) + 128;
  png->output = malloc(png->capacity);
}

void fr_png_free(fr_png *png) {
  libdeflate_free_compressor(png->compressor);
  free(png->raw);
  free(png->rows);
  free(png->output);
}

static void put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

// Writes a chunk whose data is already at out + 8 (length `length`); returns the bytes written.
static size_t finish_chunk(uint8_t *out, const char type[4], size_t length) {
  put32(out, (uint32_t)length);
  memcpy(out + 4, type, 4);
  uint32_t crc = libdeflate_crc32(0, out + 4, length + 4);
  put32(out + 8 + length, crc);
  return length + 12;
}

size_t fr_png_encode(fr_png *png, const uint8_t *pixels, int width, int height, int stride) {
  int opaque = 1;
  for (int y = 0; y < height && opaque; y++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
    uint32_t all = 0xFF000000u;
    for (int x = 0; x < width; x++) all &= row[x];
    opaque = (all & 0xFF000000u) == 0xFF000000u;
  }
  const int bpp = opaque ? 3 : 4;
  const size_t rowBytes = (size_t)width * bpp;
  uint8_t *current = png->rows, *previous = png->rows + rowBytes;
  memset(previous, 0, rowBytes);
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
    uint8_t *o = current;
    for (int x = 0; x < width; x++) {
      uint32_t p = row[x], a = p >> 24;
      uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
      if (!opaque) {
        if (a == 0) {
          r = g = b = 0;
        } else if (a < 255) {
          r = (r * 255 + a / 2) / a;
          g = (g * 255 + a / 2) / a;
          b = (b * 255 + a / 2) / a;
          if (r > 255) r = 255;
          if (g > 255) g = 255;
          if (b > 255) b = 255;
        }
      }
      o[0] = (uint8_t)r;
      o[1] = (uint8_t)g;
      o[2] = (uint8_t)b;
      if (!opaque) o[3] = (uint8_t)a;
      o += bpp;
    }
    uint8_t *line = png->raw + (size_t)y * (1 + rowBytes);
    line[0] = 2;  // Up
    for (size_t i = 0; i < rowBytes; i++) line[1 + i] = (uint8_t)(current[i] - previous[i]);
    uint8_t *swap = current;
    current = previous;
    previous = swap;
  }
  size_t rawSize = (size_t)height * (1 + rowBytes);

  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  uint8_t *out = png->output;
  size_t n = 0;
  memcpy(out, signature, 8);
  n += 8;
  uint8_t *ihdr = out + n + 8;
  put32(ihdr, (uint32_t)width);
  put32(ihdr + 4, (uint32_t)height);
  ihdr[8] = 8;                  // bit depth
  ihdr[9] = opaque ? 2 : 6;     // RGB or RGBA
  ihdr[10] = ihdr[11] = ihdr[12] = 0;
  n += finish_chunk(out + n, "IHDR", 13);
  size_t compressed = libdeflate_zlib_compress(png->compressor, png->raw, rawSize, out + n + 8, png->capacity - n - 24);
  n += finish_chunk(out + n, "IDAT", compressed);
  n += finish_chunk(out + n, "IEND", 0);
  png->size = n;
  return n;
}
