#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
// Cairo's own pixel library, for compositing straight into an image surface's pixels.
#include <pixman.h>

// A hint that `address` is about to be read and written: compositing straight into a canvas goes row by
// row through memory far larger than the caches, which the hardware's prefetchers do not foresee.
static inline void flipbook_prefetch(const void *address) { __builtin_prefetch(address, 1, 3); }
