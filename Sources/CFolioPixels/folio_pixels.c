#include "folio_pixels.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

#define FOLIO_AVX2 __attribute__((target("avx2")))

/// (a · (128 − w) + b · w) >> 7 in every 16-bit lane.
FOLIO_AVX2 static inline __m256i mixed(__m256i a, __m256i b, __m256i w) {
    __m256i keep = _mm256_sub_epi16(_mm256_set1_epi16(128), w);
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, keep), _mm256_mullo_epi16(b, w)), 7);
}

/// Every channel of `pixels` times `factor` / 255, rounded (`factor` in both 16-bit halves of
/// each lane), as `PackedPixel.scaled` works it.
FOLIO_AVX2 static inline __m256i scaled(__m256i pixels, __m256i factor) {
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    __m256i rb = _mm256_add_epi32(_mm256_mullo_epi16(_mm256_and_si256(pixels, lanes), factor), half);
    rb = _mm256_and_si256(_mm256_srli_epi32(_mm256_add_epi32(rb, _mm256_and_si256(_mm256_srli_epi32(rb, 8), lanes)), 8), lanes);
    __m256i ag = _mm256_add_epi32(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), lanes), factor), half);
    ag = _mm256_and_si256(_mm256_add_epi32(ag, _mm256_and_si256(_mm256_srli_epi32(ag, 8), lanes)), _mm256_set1_epi32((int)0xFF00FF00));
    return _mm256_or_si256(rb, ag);
}

/// Four pixels and their right neighbours, from four 64-bit reads at `offsets` (pixels from
/// `source`): the pixels (low 128 bits) and the neighbours (high 128 bits).
FOLIO_AVX2 static inline __m256i pairs(const uint32_t *source, const int32_t *offsets) {
    int64_t a, b, c, d;
    __builtin_memcpy(&a, source + offsets[0], 8);
    __builtin_memcpy(&b, source + offsets[1], 8);
    __builtin_memcpy(&c, source + offsets[2], 8);
    __builtin_memcpy(&d, source + offsets[3], 8);
    return _mm256_permutevar8x32_epi32(_mm256_set_epi64x(d, c, b, a), _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7));
}

FOLIO_AVX2 static int span_avx2(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                                 uint32_t *target, int count, int opaque) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i laneU = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)du));
    const __m256i laneV = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)dv));
    const __m256i lanes = _mm256_set1_epi32(0x00FF00FF), seven = _mm256_set1_epi32(127);
    const __m256i stride = _mm256_set1_epi32((int32_t)row_length), opaqueAlpha = _mm256_set1_epi32(255);
    int drawn = 0;
    for (; drawn + 8 <= count; drawn += 8) {
        __m256i iu = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(u - 32768)), laneU);
        __m256i iv = _mm256_add_epi32(_mm256_set1_epi32((int32_t)(v - 32768)), laneV);
        __m256i x0 = _mm256_srai_epi32(iu, 16), y0 = _mm256_srai_epi32(iv, 16);
        __m256i wx = _mm256_and_si256(_mm256_srai_epi32(iu, 9), seven), wy = _mm256_and_si256(_mm256_srai_epi32(iv, 9), seven);
        // The top-left pixel of each, and the row below (read in scalar: faster than a gather here).
        int32_t at[8];
        _mm256_storeu_si256((__m256i *)at, _mm256_add_epi32(_mm256_mullo_epi32(y0, stride), x0));
        const uint32_t *below = source + row_length;
        __m256i topLow = pairs(source, at), topHigh = pairs(source, at + 4);
        __m256i bottomLow = pairs(below, at), bottomHigh = pairs(below, at + 4);
        __m256i tl = _mm256_permute2x128_si256(topLow, topHigh, 0x20), tr = _mm256_permute2x128_si256(topLow, topHigh, 0x31);
        __m256i bl = _mm256_permute2x128_si256(bottomLow, bottomHigh, 0x20), br = _mm256_permute2x128_si256(bottomLow, bottomHigh, 0x31);
        // Each pixel's weight in both of its 16-bit lanes.
        __m256i across = _mm256_or_si256(wx, _mm256_slli_epi32(wx, 16)), down = _mm256_or_si256(wy, _mm256_slli_epi32(wy, 16));
        __m256i rb = mixed(mixed(_mm256_and_si256(tl, lanes), _mm256_and_si256(tr, lanes), across),
                           mixed(_mm256_and_si256(bl, lanes), _mm256_and_si256(br, lanes), across), down);
        __m256i ag = mixed(mixed(_mm256_and_si256(_mm256_srli_epi32(tl, 8), lanes), _mm256_and_si256(_mm256_srli_epi32(tr, 8), lanes), across),
                           mixed(_mm256_and_si256(_mm256_srli_epi32(bl, 8), lanes), _mm256_and_si256(_mm256_srli_epi32(br, 8), lanes), across),
                           down);
        __m256i pixels = _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
        __m256i *to = (__m256i *)(target + drawn);
        if (!opaque) {
            __m256i alpha = _mm256_srli_epi32(pixels, 24);
            if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(alpha, opaqueAlpha)) != -1) {
                __m256i left = _mm256_sub_epi32(opaqueAlpha, alpha);
                pixels = _mm256_add_epi32(pixels, scaled(_mm256_loadu_si256(to), _mm256_or_si256(left, _mm256_slli_epi32(left, 16))));
            }
        }
        _mm256_storeu_si256(to, pixels);
        u += du * 8;
        v += dv * 8;
    }
    return drawn;
}

/// Whether the processor has AVX2: asked once, as the library is loaded (before any thread of
/// the program's can call in).
static int has_avx2;

__attribute__((constructor)) static void ask_processor(void) {
    __builtin_cpu_init();
    has_avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
}

int folio_bilinear_span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                        uint32_t *target, int count, int opaque) {
    if (count < 8 || !has_avx2) return 0;
    return span_avx2(source, row_length, u, v, du, dv, target, count, opaque);
}

#else

int folio_bilinear_span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                        uint32_t *target, int count, int opaque) {
    (void)source; (void)row_length; (void)u; (void)v; (void)du; (void)dv; (void)target; (void)count; (void)opaque;
    return 0;
}

#endif
