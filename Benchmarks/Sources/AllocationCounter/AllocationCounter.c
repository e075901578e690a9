// Counts allocations by replacing glibc's malloc family with functions that count, while asked
// to, and call glibc's own implementations (`__libc_malloc` and its siblings), which glibc exports
// for exactly this. An executable's definitions of these symbols take the place of libc's for the
// whole process (the Swift runtime, Foundation, libc itself), as glibc documents under "Replacing
// malloc". Memory comes from glibc's allocator unchanged, so `free` and `malloc_usable_size` keep
// working on every block. Counting off costs one relaxed load per allocation.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

static atomic_bool counting = false;
static atomic_uint_fast64_t allocations = 0;

static inline void count_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

bool allocation_counter_is_available(void) { return true; }

void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, true);
}

uint64_t allocation_counter_stop(void) {
    atomic_store(&counting, false);
    return atomic_load(&allocations);
}

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    count_allocation();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    count_allocation();
    return __libc_pvalloc(size);
}

#else

bool allocation_counter_is_available(void) { return false; }
void allocation_counter_start(void) {}
uint64_t allocation_counter_stop(void) { return 0; }

#endif
