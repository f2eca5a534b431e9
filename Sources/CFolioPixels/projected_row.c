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

/// The source position (16.16) under the centre of pixel `x`, as `folio_projected_row.sourceAt` works it in Swift.
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
    while (x < stop && x <= row->whole_hi) {
        if (x == walk->end) {
            walk->u = walk->end_u;
            walk->v = walk->end_v;
            walk->end = x + row->span < row->whole_hi + 1 ? x + row->span : row->whole_hi + 1;
            if (walk->end == walk->next_end) {
                walk->end_u = walk->next_u;
                walk->end_v = walk->next_v;
                walk->du = walk->next_du;
                walk->dv = walk->next_dv;
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
        // The next piece, worked out while this one is drawn (its divisions wait on nothing
        // drawn), kept in the walk for the next call when this one stops after this piece.
        if (walk->end <= row->whole_hi && walk->next_end <= walk->end) {
            const ptrdiff_t next_end = walk->end + row->span < row->whole_hi + 1 ? walk->end + row->span : row->whole_hi + 1;
            source_at(row, next_end, &walk->next_u, &walk->next_v);
            walk->next_du = (walk->next_u - walk->end_u) / (next_end - walk->end);
            walk->next_dv = (walk->next_v - walk->end_v) / (next_end - walk->end);
            walk->next_end = next_end;
        }
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
