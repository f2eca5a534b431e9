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

/// The whole pixels of a row of an affine fill (`AffineBlit`), eight at a time where the processor
/// has AVX2, as its four-at-a-time loop makes them, lane for lane: pixel k reads the image at
/// (u + k·du, v + k·dv) (16.16, as the sampler takes them) — `sampling` 0: no image, 1: the
/// nearest pixel, 2: bilinear (every read inside the image; bilinear ones with a right and a lower
/// neighbour) — then the tint over it (`colors` 0: none; 1: `palette[0]`; more: the entry at
/// (step + k·step_delta) >> 16, inside the table), composited over what is there. Returns how many
/// pixels it drew: `count` rounded down to a multiple of eight, or 0 (the caller draws the rest).
int folio_affine_span(const uint32_t *source, ptrdiff_t row_length, int sampling, int32_t u, int32_t v, int32_t du, int32_t dv,
                      const uint32_t *palette, int colors, int32_t step, int32_t step_delta, uint32_t *target, int count);

#endif
