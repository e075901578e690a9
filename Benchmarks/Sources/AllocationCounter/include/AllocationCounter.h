#ifndef CROSSCUT_BENCHMARKS_ALLOCATION_COUNTER_H
#define CROSSCUT_BENCHMARKS_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build counts allocations: it replaces glibc's malloc family, so only on glibc.
bool allocation_counter_is_available(void);

/// Starts counting the allocations of every thread of the process from zero.
void allocation_counter_start(void);

/// Stops counting and returns how many allocations (malloc, calloc, realloc, memalign,
/// posix_memalign, aligned_alloc, valloc, pvalloc) were made since `allocation_counter_start`.
uint64_t allocation_counter_stop(void);

#endif
