#ifndef FOLIO_PIXELS_H
#define FOLIO_PIXELS_H

#include <stddef.h>
#include <stdint.h>

/// A row of a projected image (`ProjectedBlit`'s `RowWalk`): what stays the same along it.
typedef struct folio_projected_row {
    /// The image (premultiplied ARGB32), its row length in pixels, whether it is opaque, whether
    /// its positions (16.16) fit in 32-bit lanes, and the highest positions read with a right
    /// and a lower neighbour (exclusive; the lowest is ½ pixel, 32768).
    const uint32_t *source;
    ptrdiff_t row_length;
    int opaque, fits;
    ptrdiff_t limit_u, limit_v;
    /// Homogeneous image coordinates: (u0, v0, w0) at x = 0, changing by (du, dv, dw) a pixel.
    double u0, v0, w0, du, dv, dw;
    /// The row's first pixel in the destination, its last whole pixel, and the pixels between
    /// exact perspective divisions.
    uint32_t *target;
    ptrdiff_t whole_hi, span;
} folio_projected_row;

/// Where a walk along such a row stands: the next pixel, the end of the linear piece it lies
/// in, the position there and the step a pixel (16.16), and the exact position at the piece's end;
/// then up to four pieces after it as far as they are worked out (their ends, 0 where none is,
/// the exact positions there and the steps a pixel): a piece starts where the last one ended, so
/// its end names it.
typedef struct folio_projected_walk {
    ptrdiff_t x, end, u, v, du, dv, end_u, end_v;
    ptrdiff_t ahead_end[4], ahead_u[4], ahead_v[4], ahead_du[4], ahead_dv[4];
} folio_projected_walk;

/// Draws a projected row's whole pixels from `walk->x` on, eight at a time where the processor
/// has AVX2 (checked when the program runs), as `RowWalk`'s four-at-a-time reads draw them,
/// lane for lane: at every piece's end the position is worked out exactly, as `RowWalk` works
/// it, and is linear between; each pixel reads the image bilinearly (the four pixels round it
/// mixed in 128ths, across, then down) and is stored, composited over what is there unless the
/// image is opaque. Goes on piece after piece until `stop` (finishing a piece it began) or the
/// row's last whole pixel, and leaves a piece to the caller, set up, when one of its reads lacks
/// a neighbour or fewer than eight of its pixels are left. Draws nothing without AVX2.
void folio_projected_pieces(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t stop);

/// The whole pixels of a row of an affine fill (`AffineBlit`), eight at a time where the processor
/// has AVX2, as its four-at-a-time loop makes them, lane for lane: pixel k reads the image at
/// (u + k·du, v + k·dv) (16.16, as the sampler takes them) — `sampling` 0: no image, 1: the
/// nearest pixel, 2: bilinear (every read inside the image; bilinear ones with a right and a lower
/// neighbour) — then the tint over it (`colors` 0: none; 1: `palette[0]`; more: the entry at
/// (step + k·step_delta) >> 16, the first or last entry past the table's ends), composited over
/// what is there. Returns how many pixels it drew: `count` rounded down to a multiple of eight,
/// or 0 (the caller draws the rest).
int folio_affine_span(const uint32_t *source, ptrdiff_t row_length, int sampling, int32_t u, int32_t v, int32_t du, int32_t dv,
                      const uint32_t *palette, int colors, int32_t step, int32_t step_delta, uint32_t *target, int count);

#endif
