// The compiler's cache hint, which Swift does not expose: ask for the line holding an address
// ahead of reading it.
static inline void folio_prefetch_read(const void *address) { __builtin_prefetch(address, 0, 3); }
