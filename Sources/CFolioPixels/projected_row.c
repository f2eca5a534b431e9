#include "folio_pixels.h"
#include "vectors.h"

// The positions are worked out exactly as ProjectedBlit's Swift works them: no multiply fused
// with its add.
#pragma STDC FP_CONTRACT OFF

#ifdef FOLIO_HAS_VECTORS

/// How many rows ahead a row's reads fetch the image: a band draws a few columns of each of its
/// rows in turn, so the row below reads the image row after this one's lower neighbour, and a
/// row that starts a read the processor had not fetched waits on memory for it (the cube turning:
/// 2.3 → 1.9 ms a frame; 2 … 8 rows measured, 3 … 5 alike).
static const ptrdiff_t rows_ahead = 4;

/// Which of the pieces worked out ahead ends at `end` (-1: none).
static inline int ahead_lane(const folio_projected_walk *walk, ptrdiff_t end) {
    for (int lane = 0; lane < 4; lane++) {
        if (walk->ahead_end[lane] == end) return lane;
    }
    return -1;
}

/// Integral `t` (|t| < 2⁵¹) in 64-bit lanes: added to 2⁵² + 2⁵¹ its bits count in units.
FOLIO_AVX2 static inline __m256i whole_lanes(__m256d t) {
    const __m256d magic = _mm256_set1_pd(6755399441055744.0);
    return _mm256_sub_epi64(_mm256_castpd_si256(_mm256_add_pd(t, magic)), _mm256_castpd_si256(magic));
}

/// `position` (16.16) held as `folio_projected_row.sourceAt` holds it in Swift: 0 where either
/// coordinate is not finite (`finite`), else within ±1e9 image pixels, truncated.
FOLIO_AVX2 static inline __m256d held_lanes(__m256d position, __m256d finite) {
    const __m256d lo = _mm256_set1_pd(-1e9), hi = _mm256_set1_pd(1e9), unit = _mm256_set1_pd(65536);
    __m256d held = _mm256_mul_pd(_mm256_min_pd(_mm256_max_pd(position, lo), hi), unit);
    return _mm256_and_pd(finite, _mm256_round_pd(held, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
}

/// Works out the four pieces from pixel `x` on (the exact position there `u`, `v`) into the walk:
/// their ends, the exact positions there and the steps a pixel, as `RowWalk` works them one at a
/// time — in four lanes of doubles at once, which hold them exactly: the positions lie within
/// ±1e9 · 65536 < 2⁵¹ and their differences within 2⁵³, so a quotient's double, truncated, is the
/// integer quotient. A lane past the row's last piece ends at 0.
FOLIO_AVX2 static void pieces_ahead(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t x, ptrdiff_t u, ptrdiff_t v) {
    const __m256d from = _mm256_set1_pd((double)x), last = _mm256_set1_pd((double)(row->whole_hi + 1));
    const __m256d ends = _mm256_min_pd(_mm256_add_pd(from, _mm256_mul_pd(_mm256_setr_pd(1, 2, 3, 4), _mm256_set1_pd((double)row->span))), last);
    const __m256d xc = _mm256_add_pd(ends, _mm256_set1_pd(0.5));
    const __m256d w = _mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(row->dw)), _mm256_set1_pd(row->w0));
    const __m256d r = _mm256_and_pd(_mm256_cmp_pd(w, _mm256_set1_pd(1e-12), _CMP_GT_OQ), _mm256_div_pd(_mm256_set1_pd(1), w));
    const __m256d su = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(row->du)), _mm256_set1_pd(row->u0)), r);
    const __m256d sv = _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(xc, _mm256_set1_pd(row->dv)), _mm256_set1_pd(row->v0)), r);
    const __m256d magnitude = _mm256_set1_pd(-0.0), infinity = _mm256_set1_pd(__builtin_inf());
    const __m256d finite = _mm256_and_pd(_mm256_cmp_pd(_mm256_andnot_pd(magnitude, su), infinity, _CMP_LT_OQ),
                                         _mm256_cmp_pd(_mm256_andnot_pd(magnitude, sv), infinity, _CMP_LT_OQ));
    const __m256d atU = held_lanes(su, finite), atV = held_lanes(sv, finite);
    // Each piece starts where the one before it ends: the lanes moved up by one, `x` first.
    const __m256d startEnds = _mm256_blend_pd(_mm256_permute4x64_pd(ends, _MM_SHUFFLE(2, 1, 0, 0)), from, 1);
    const __m256d startU = _mm256_blend_pd(_mm256_permute4x64_pd(atU, _MM_SHUFFLE(2, 1, 0, 0)), _mm256_set1_pd((double)u), 1);
    const __m256d startV = _mm256_blend_pd(_mm256_permute4x64_pd(atV, _MM_SHUFFLE(2, 1, 0, 0)), _mm256_set1_pd((double)v), 1);
    const __m256d n = _mm256_sub_pd(ends, startEnds), one = _mm256_set1_pd(1);
    const __m256d some = _mm256_cmp_pd(n, _mm256_setzero_pd(), _CMP_GT_OQ), count = _mm256_max_pd(n, one);
    const __m256d du = _mm256_round_pd(_mm256_div_pd(_mm256_sub_pd(atU, startU), count), _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    const __m256d dv = _mm256_round_pd(_mm256_div_pd(_mm256_sub_pd(atV, startV), count), _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
    _mm256_storeu_si256((__m256i *)walk->ahead_end, _mm256_and_si256(_mm256_castpd_si256(some), whole_lanes(ends)));
    _mm256_storeu_si256((__m256i *)walk->ahead_u, whole_lanes(atU));
    _mm256_storeu_si256((__m256i *)walk->ahead_v, whole_lanes(atV));
    _mm256_storeu_si256((__m256i *)walk->ahead_du, whole_lanes(du));
    _mm256_storeu_si256((__m256i *)walk->ahead_dv, whole_lanes(dv));
}

FOLIO_AVX2 static void pieces(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t stop) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const uint32_t *source = row->source;
    const ptrdiff_t row_length = row->row_length;
    ptrdiff_t x = walk->x;
    while (x < stop && x <= row->whole_hi) {
        if (x == walk->end) {
            walk->u = walk->end_u;
            walk->v = walk->end_v;
            walk->end = x + row->span < row->whole_hi + 1 ? x + row->span : row->whole_hi + 1;
            int lane = ahead_lane(walk, walk->end);
            if (lane < 0) {
                pieces_ahead(row, walk, x, walk->u, walk->v);
                lane = 0;
            }
            walk->end_u = walk->ahead_u[lane];
            walk->end_v = walk->ahead_v[lane];
            walk->du = walk->ahead_du[lane];
            walk->dv = walk->ahead_dv[lane];
            // The four after them, worked out while this one is drawn (their divisions wait on
            // nothing drawn).
            if (lane == 3 && walk->end <= row->whole_hi) pieces_ahead(row, walk, walk->end, walk->end_u, walk->end_v);
        }
        ptrdiff_t u = walk->u, v = walk->v, du = walk->du, dv = walk->dv, count = walk->end - x;
        // Every position read lies between the piece's ends, each with a right and a lower neighbour.
        int inside = row->fits && (u < walk->end_u ? u : walk->end_u) >= 32768 && (u > walk->end_u ? u : walk->end_u) < row->limit_u
            && (v < walk->end_v ? v : walk->end_v) >= 32768 && (v > walk->end_v ? v : walk->end_v) < row->limit_v;
        if (!inside || count < 8) break;
        const __m256i laneU = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)du));
        const __m256i laneV = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)dv));
        uint32_t *target = row->target + x;
        const int opaque = row->opaque;
        ptrdiff_t drawn = 0;
        for (; drawn + 8 <= count; drawn += 8) {
            // The image rows the rows a few below will read at these columns, fetched ahead (a
            // fetch past the image's end is harmless: it is a hint, never a read).
            const uintptr_t ahead = (uintptr_t)source + 4 * (uintptr_t)((((v - 32768) >> 16) + rows_ahead) * row_length);
            __builtin_prefetch((const void *)(ahead + 4 * (uintptr_t)((u - 32768) >> 16)));
            __builtin_prefetch((const void *)(ahead + 4 * (uintptr_t)((u + 7 * du - 32768) >> 16)));
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
        x += drawn;
        walk->u = u;
        walk->v = v;
        // A piece's last few pixels are left to the caller.
        if (x != walk->end) break;
    }
    walk->x = x;
}

void folio_projected_pieces(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t stop) {
    if (folio_has_avx2) pieces(row, walk, stop);
}

#else

void folio_projected_pieces(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t stop) {
    (void)row; (void)walk; (void)stop;
}

#endif
