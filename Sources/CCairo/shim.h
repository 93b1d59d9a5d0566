#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
// Cairo's own pixel library, for compositing straight into an image surface's pixels.
#include <pixman.h>
