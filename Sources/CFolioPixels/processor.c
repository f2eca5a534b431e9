#include "vectors.h"

#ifdef FOLIO_HAS_VECTORS
int folio_has_avx2;

/// Asks the processor once, as the library loads (before any of the program's threads can call in).
__attribute__((constructor)) static void folio_ask_processor(void) {
    __builtin_cpu_init();
    folio_has_avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
}
#endif
