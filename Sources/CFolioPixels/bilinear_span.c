#include "folio_pixels.h"
#include "vectors.h"

#ifdef FOLIO_HAS_VECTORS

FOLIO_AVX2 static int span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                           uint32_t *target, int count, int opaque) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i laneU = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)du));
    const __m256i laneV = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)dv));
    int drawn = 0;
    for (; drawn + 8 <= count; drawn += 8) {
        __m256i pixels = folio_bilinear8(source, row_length, _mm256_add_epi32(_mm256_set1_epi32((int32_t)(u - 32768)), laneU),
                                         _mm256_add_epi32(_mm256_set1_epi32((int32_t)(v - 32768)), laneV));
        if (opaque) {
            _mm256_storeu_si256((__m256i *)(target + drawn), pixels);
        } else {
            folio_put8(target + drawn, pixels);
        }
        u += du * 8;
        v += dv * 8;
    }
    return drawn;
}

int folio_bilinear_span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                        uint32_t *target, int count, int opaque) {
    if (count < 8 || !folio_has_avx2) return 0;
    return span(source, row_length, u, v, du, dv, target, count, opaque);
}

#else

int folio_bilinear_span(const uint32_t *source, ptrdiff_t row_length, int64_t u, int64_t v, int64_t du, int64_t dv,
                        uint32_t *target, int count, int opaque) {
    (void)source; (void)row_length; (void)u; (void)v; (void)du; (void)dv; (void)target; (void)count; (void)opaque;
    return 0;
}

#endif
