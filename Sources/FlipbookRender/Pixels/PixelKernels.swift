/// The byte-level pixel loops of the renderer — compositing rasterized layers (`SpanBlender` over
/// `PixelLanes`), the cross-dissolve's mix (`PixelMix`), shadow blur (`BoxBlur`), alpha planes
/// (`AlphaPlane`) and the motion-blur average (`FrameAverage`) — and the one contract they all keep.
///
/// The contract:
///
/// - **Layout.** Pixels are Cairo's ARGB32: premultiplied, one native-endian `0xAARRGGBB` word per pixel
///   (bytes B, G, R, A in memory on little-endian machines), rows `stride` bytes apart. Masks are one
///   alpha byte per pixel.
/// - **Integers only.** Inside a loop over pixels every step is integer arithmetic; a fractional weight
///   or opacity is turned into an integer once, before the loop. The bytes written are therefore the
///   same on every machine, for every build, at every optimisation level: a golden image is exact.
/// - **Pixman's rounding.** A product of two bytes divided by 255 is rounded to nearest with Blinn's
///   formula (`t = x·y + 128`, `(t + t >> 8) >> 8`), which is pixman's `MUL_UN8`; where a kernel does what
///   Cairo would do (painting a picture, a solid colour, a mask), it gives Cairo's bytes exactly, so a
///   frame does not change when a kernel takes over from Cairo or hands back to it.
/// - **Position independence.** The four-pixels-at-a-time SIMD body and the one-by-one tail compute the
///   same function: a pixel's bytes do not depend on where it falls in a run, nor on the run's length.
/// - **Validity.** A valid premultiplied pixel (no colour channel above its alpha) stays valid.
/// - **Padding.** A kernel may read (never write) a few bytes past the last pixel it uses, as its own
///   documentation says; the buffers it is given are allocated with that padding.
///
/// Each kernel's documentation says what it computes and refers here for how; a change that moves one
/// byte shows in the golden tests.
///
/// ```swift
/// PixelLanes.divideBy255(PixelLanes.Lanes(repeating: 255 * 128))  // 128 in every lane
/// ```
enum PixelKernels {}
