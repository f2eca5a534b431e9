#ifndef FOLIO_VECTORS_H
#define FOLIO_VECTORS_H

// Arithmetic on eight packed premultiplied pixels in 256-bit vectors (AVX2), as FolioCairo's
// `PackedPixel` works it on four: the same results lane for lane.

#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define FOLIO_HAS_VECTORS 1
#include <immintrin.h>

#define FOLIO_AVX2 __attribute__((target("avx2")))

/// Whether the processor has AVX2 (`processor.c`: asked once, as the library loads).
extern int folio_has_avx2;

/// (a · (128 − w) + b · w) >> 7 in every 16-bit lane.
FOLIO_AVX2 static inline __m256i folio_mixed(__m256i a, __m256i b, __m256i w) {
    __m256i keep = _mm256_sub_epi16(_mm256_set1_epi16(128), w);
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, keep), _mm256_mullo_epi16(b, w)), 7);
}

/// Every channel of `pixels` times its lane's `factor` (0 … 255) / 255, rounded, as
/// `PackedPixel.scaled` works it.
FOLIO_AVX2 static inline __m256i folio_scaled(__m256i pixels, __m256i factor) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    // The factor in both 16-bit halves of its lane: one 16-bit multiply per channel.
    factor = _mm256_or_si256(factor, _mm256_slli_epi32(factor, 16));
    __m256i rb = _mm256_add_epi32(_mm256_mullo_epi16(_mm256_and_si256(pixels, lanes), factor), half);
    rb = _mm256_and_si256(_mm256_srli_epi32(_mm256_add_epi32(rb, _mm256_and_si256(_mm256_srli_epi32(rb, 8), lanes)), 8), lanes);
    __m256i ag = _mm256_add_epi32(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), lanes), factor), half);
    ag = _mm256_and_si256(_mm256_add_epi32(ag, _mm256_and_si256(_mm256_srli_epi32(ag, 8), lanes)), _mm256_set1_epi32((int)0xFF00FF00));
    return _mm256_or_si256(rb, ag);
}

/// The four pixels round each sample mixed by the weights across (`wx`) and down (`wy`), 0 … 127
/// in each lane, as `PackedPixel.bilinear` mixes them.
FOLIO_AVX2 static inline __m256i folio_bilinear(__m256i tl, __m256i tr, __m256i bl, __m256i br, __m256i wx, __m256i wy) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF);
    __m256i across = _mm256_or_si256(wx, _mm256_slli_epi32(wx, 16)), down = _mm256_or_si256(wy, _mm256_slli_epi32(wy, 16));
    __m256i rb = folio_mixed(folio_mixed(_mm256_and_si256(tl, lanes), _mm256_and_si256(tr, lanes), across),
                             folio_mixed(_mm256_and_si256(bl, lanes), _mm256_and_si256(br, lanes), across), down);
    __m256i ag = folio_mixed(folio_mixed(_mm256_and_si256(_mm256_srli_epi32(tl, 8), lanes), _mm256_and_si256(_mm256_srli_epi32(tr, 8), lanes),
                                         across),
                             folio_mixed(_mm256_and_si256(_mm256_srli_epi32(bl, 8), lanes), _mm256_and_si256(_mm256_srli_epi32(br, 8), lanes),
                                         across),
                             down);
    return _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
}

/// Four pixels and their right neighbours, from four 64-bit reads at `offsets` (pixels from
/// `source`): the pixels (low 128 bits) and the neighbours (high 128 bits).
FOLIO_AVX2 static inline __m256i folio_pairs(const uint32_t *source, const int32_t *offsets) {
    int64_t a, b, c, d;
    __builtin_memcpy(&a, source + offsets[0], 8);
    __builtin_memcpy(&b, source + offsets[1], 8);
    __builtin_memcpy(&c, source + offsets[2], 8);
    __builtin_memcpy(&d, source + offsets[3], 8);
    return _mm256_permutevar8x32_epi32(_mm256_set_epi64x(d, c, b, a), _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7));
}

/// The bilinear reads at eight top-left offsets (`at`, pixels from `source`; each with a right
/// and a lower neighbour) mixed by their weights.
FOLIO_AVX2 static inline __m256i folio_read8(const uint32_t *source, ptrdiff_t row_length, const int32_t *at, __m256i wx, __m256i wy) {
    const uint32_t *below = source + row_length;
    __m256i topLow = folio_pairs(source, at), topHigh = folio_pairs(source, at + 4);
    __m256i bottomLow = folio_pairs(below, at), bottomHigh = folio_pairs(below, at + 4);
    return folio_bilinear(_mm256_permute2x128_si256(topLow, topHigh, 0x20), _mm256_permute2x128_si256(topLow, topHigh, 0x31),
                          _mm256_permute2x128_si256(bottomLow, bottomHigh, 0x20), _mm256_permute2x128_si256(bottomLow, bottomHigh, 0x31),
                          wx, wy);
}

/// The bilinear reads at eight positions (`iu`, `iv`: 16.16 from the first pixel's centre,
/// each with a right and a lower neighbour in `source`), as `ProjectedBlit.read4Inside` and
/// `AffineBlit.Bilinear` make them.
FOLIO_AVX2 static inline __m256i folio_bilinear8(const uint32_t *source, ptrdiff_t row_length, __m256i iu, __m256i iv) {
    const __m256i seven = _mm256_set1_epi32(127);
    __m256i wx = _mm256_and_si256(_mm256_srai_epi32(iu, 9), seven), wy = _mm256_and_si256(_mm256_srai_epi32(iv, 9), seven);
    int32_t at[8];
    _mm256_storeu_si256((__m256i *)at, _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(iv, 16), _mm256_set1_epi32((int32_t)row_length)),
                                                        _mm256_srai_epi32(iu, 16)));
    return folio_read8(source, row_length, at, wx, wy);
}

/// `pixels` composited over the eight at `to` (unless all are opaque), then stored there.
FOLIO_AVX2 static inline void folio_put8(uint32_t *to, __m256i pixels) {
    const __m256i opaque = _mm256_set1_epi32(255);
    __m256i alpha = _mm256_srli_epi32(pixels, 24);
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(alpha, opaque)) != -1) {
        pixels = _mm256_add_epi32(pixels, folio_scaled(_mm256_loadu_si256((const __m256i *)to), _mm256_sub_epi32(opaque, alpha)));
    }
    _mm256_storeu_si256((__m256i *)to, pixels);
}

#endif
#endif
