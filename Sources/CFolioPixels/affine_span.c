#include "folio_pixels.h"
#include "vectors.h"

#ifdef FOLIO_HAS_VECTORS

FOLIO_AVX2 static int span(const uint32_t *source, ptrdiff_t row_length, int sampling, int32_t u, int32_t v, int32_t du, int32_t dv,
                           const uint32_t *palette, int colors, int32_t step, int32_t step_delta, uint32_t *target, int count) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i laneU = _mm256_mullo_epi32(lane, _mm256_set1_epi32(du)), laneV = _mm256_mullo_epi32(lane, _mm256_set1_epi32(dv));
    const __m256i laneStep = _mm256_mullo_epi32(lane, _mm256_set1_epi32(step_delta));
    const __m256i stride = _mm256_set1_epi32((int32_t)row_length), opaque = _mm256_set1_epi32(255);
    const __m256i color = colors > 0 ? _mm256_set1_epi32((int32_t)palette[0]) : _mm256_setzero_si256();
    const __m256i last = _mm256_set1_epi32(colors > 0 ? colors - 1 : 0);
    int drawn = 0;
    for (; drawn + 8 <= count; drawn += 8) {
        __m256i pixels = _mm256_setzero_si256();
        if (sampling == 1) {
            // The pixel under each sample (as pixman rounds one falling between two: the one before).
            __m256i x = _mm256_srai_epi32(_mm256_add_epi32(_mm256_set1_epi32(u - 1), laneU), 16);
            __m256i y = _mm256_srai_epi32(_mm256_add_epi32(_mm256_set1_epi32(v - 1), laneV), 16);
            int32_t at[8];
            _mm256_storeu_si256((__m256i *)at, _mm256_add_epi32(_mm256_mullo_epi32(y, stride), x));
            pixels = _mm256_setr_epi32((int32_t)source[at[0]], (int32_t)source[at[1]], (int32_t)source[at[2]], (int32_t)source[at[3]],
                                       (int32_t)source[at[4]], (int32_t)source[at[5]], (int32_t)source[at[6]], (int32_t)source[at[7]]);
        } else if (sampling == 2) {
            pixels = folio_bilinear8(source, row_length, _mm256_add_epi32(_mm256_set1_epi32(u - 32768), laneU),
                                     _mm256_add_epi32(_mm256_set1_epi32(v - 32768), laneV));
        }
        if (colors > 0) {
            __m256i tint = color;
            if (colors > 1) {
                // Past either end of the table, its end.
                __m256i index = _mm256_srai_epi32(_mm256_add_epi32(_mm256_set1_epi32(step), laneStep), 16);
                index = _mm256_min_epi32(_mm256_max_epi32(index, _mm256_setzero_si256()), last);
                tint = _mm256_i32gather_epi32((const int *)palette, index, 4);
            }
            pixels = sampling == 0 ? tint : _mm256_add_epi32(tint, folio_scaled(pixels, _mm256_sub_epi32(opaque, _mm256_srli_epi32(tint, 24))));
        }
        folio_put8(target + drawn, pixels);
        u += du * 8;
        v += dv * 8;
        step += step_delta * 8;
    }
    return drawn;
}

int folio_affine_span(const uint32_t *source, ptrdiff_t row_length, int sampling, int32_t u, int32_t v, int32_t du, int32_t dv,
                      const uint32_t *palette, int colors, int32_t step, int32_t step_delta, uint32_t *target, int count) {
    if (count < 8 || !folio_has_avx2 || (sampling == 0 && colors == 0)) return 0;
    return span(source, row_length, sampling, u, v, du, dv, palette, colors, step, step_delta, target, count);
}

#else

int folio_affine_span(const uint32_t *source, ptrdiff_t row_length, int sampling, int32_t u, int32_t v, int32_t du, int32_t dv,
                      const uint32_t *palette, int colors, int32_t step, int32_t step_delta, uint32_t *target, int count) {
    (void)source; (void)row_length; (void)sampling; (void)u; (void)v; (void)du; (void)dv;
    (void)palette; (void)colors; (void)step; (void)step_delta; (void)target; (void)count;
    return 0;
}

#endif
