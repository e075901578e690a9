// Atomic integers for the runtime's lock-free paths (the circuit breaker's closed state), over C11
// <stdatomic.h>: Swift's `Synchronization.Atomic` needs macOS 15 / iOS 18, and the runtime supports
// macOS 13 / iOS 16. Acquire-release ordering throughout.
#ifndef CROSSCUT_ATOMICS_H
#define CROSSCUT_ATOMICS_H

#include <stdatomic.h>
#include <stdint.h>

/// One atomic 64-bit integer.
typedef struct {
    _Atomic(int64_t) value;
} crosscut_atomic_int;

static inline void crosscut_atomic_init(crosscut_atomic_int *atomic, int64_t value) {
    atomic_init(&atomic->value, value);
}

static inline int64_t crosscut_atomic_load(crosscut_atomic_int *atomic) {
    return atomic_load_explicit(&atomic->value, memory_order_acquire);
}

static inline void crosscut_atomic_store(crosscut_atomic_int *atomic, int64_t value) {
    atomic_store_explicit(&atomic->value, value, memory_order_release);
}

/// Adds `delta` and returns the value before.
static inline int64_t crosscut_atomic_fetch_add(crosscut_atomic_int *atomic, int64_t delta) {
    return atomic_fetch_add_explicit(&atomic->value, delta, memory_order_acq_rel);
}

/// Sets the bits of `bits` and returns the value before.
static inline int64_t crosscut_atomic_fetch_or(crosscut_atomic_int *atomic, int64_t bits) {
    return atomic_fetch_or_explicit(&atomic->value, bits, memory_order_acq_rel);
}

/// Stores `value` and returns the value before.
static inline int64_t crosscut_atomic_exchange(crosscut_atomic_int *atomic, int64_t value) {
    return atomic_exchange_explicit(&atomic->value, value, memory_order_acq_rel);
}

#endif
