#include "folio_pixels.h"
#include "vectors.h"

// The positions are worked out exactly as ProjectedBlit's Swift works them: no multiply fused
// with its add.
#pragma STDC FP_CONTRACT OFF

#ifdef FOLIO_HAS_VECTORS

/// The source position (16.16) under the centre of pixel `x`, as `RowWalk.sourceAt` works it.
static inline void source_at(const folio_projected_row *row, ptrdiff_t x, ptrdiff_t *u, ptrdiff_t *v) {
    double xc = (double)x + 0.5;
    double w = xc * row->dw + row->w0;
    double r = w > 1e-12 ? 1 / w : 0;
    double su = (xc * row->du + row->u0) * r, sv = (xc * row->dv + row->v0) * r;
    if (!__builtin_isfinite(su) || !__builtin_isfinite(sv)) {
        *u = 0;
        *v = 0;
        return;
    }
    su = su < -1e9 ? -1e9 : su;
    sv = sv < -1e9 ? -1e9 : sv;
    *u = (ptrdiff_t)((su > 1e9 ? 1e9 : su) * 65536);
    *v = (ptrdiff_t)((sv > 1e9 ? 1e9 : sv) * 65536);
}

FOLIO_AVX2 static void pieces(const folio_projected_row *row, folio_projected_walk *walk, ptrdiff_t stop) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const uint32_t *source = row->source;
    const ptrdiff_t row_length = row->row_length;
    ptrdiff_t x = walk->x;
    // The next piece, worked out while this one is drawn (its divisions wait on nothing drawn).
    ptrdiff_t next_end = -1, next_u = 0, next_v = 0, next_du = 0, next_dv = 0;
    while (x < stop && x <= row->whole_hi) {
        if (x == walk->end) {
            walk->u = walk->end_u;
            walk->v = walk->end_v;
            walk->end = x + row->span < row->whole_hi + 1 ? x + row->span : row->whole_hi + 1;
            if (walk->end == next_end) {
                walk->end_u = next_u;
                walk->end_v = next_v;
                walk->du = next_du;
                walk->dv = next_dv;
            } else {
                source_at(row, walk->end, &walk->end_u, &walk->end_v);
                ptrdiff_t n = walk->end - x;
                walk->du = (walk->end_u - walk->u) / n;
                walk->dv = (walk->end_v - walk->v) / n;
            }
        }
        ptrdiff_t u = walk->u, v = walk->v, du = walk->du, dv = walk->dv, count = walk->end - x;
        // Every position read lies between the piece's ends, each with a right and a lower neighbour.
        int inside = row->fits && (u < walk->end_u ? u : walk->end_u) >= 32768 && (u > walk->end_u ? u : walk->end_u) < row->limit_u
            && (v < walk->end_v ? v : walk->end_v) >= 32768 && (v > walk->end_v ? v : walk->end_v) < row->limit_v;
        if (!inside || count < 8) break;
        if (walk->end <= row->whole_hi) {
            next_end = walk->end + row->span < row->whole_hi + 1 ? walk->end + row->span : row->whole_hi + 1;
            source_at(row, next_end, &next_u, &next_v);
            next_du = (next_u - walk->end_u) / (next_end - walk->end);
            next_dv = (next_v - walk->end_v) / (next_end - walk->end);
        }
        const __m256i laneU = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)du));
        const __m256i laneV = _mm256_mullo_epi32(lane, _mm256_set1_epi32((int32_t)dv));
        uint32_t *target = row->target + x;
        const int opaque = row->opaque;
        ptrdiff_t drawn = 0;
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
