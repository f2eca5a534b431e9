#ifndef FOLIO_PIXELS_H
#define FOLIO_PIXELS_H

#include <stddef.h>
#include <stdint.h>

/// Eight pixels at a time where the processor has 256-bit integer vectors (AVX2, checked when
/// the program runs): the bilinear reads of a projected image's whole pixels, as
/// `ProjectedBlit`'s four-at-a-time reads make them, lane for lane.
///
/// Reads `count` positions from (u, v) on, a step (du, dv) apart (16.16 fixed point, pixel
/// centres at +½; every position read has a right and a lower neighbour in `source`), mixes the
/// four pixels round each in 128ths (across, then down, channel by channel in 16-bit lanes) and
/// stores them at `target` — composited over what is there unless `opaque`. Returns how many
/// pixels it drew: `count` rounded down to a multiple of eight, or 0 where the processor lacks
/// the vectors (the caller draws the rest).
int folio_bilinear_span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                        uint32_t *target, int count, int opaque);

#endif
