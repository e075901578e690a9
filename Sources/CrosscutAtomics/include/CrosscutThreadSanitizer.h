// Whether the runtime is built with the thread sanitizer (`--sanitize=thread`). Swift has no
// compile-time test for it, and a header's inline function does not see the sanitizer's flags, so
// the answer is a constant of a C file that is compiled with them.
#ifndef CROSSCUT_THREAD_SANITIZER_H
#define CROSSCUT_THREAD_SANITIZER_H

/// 1 when this module was compiled with the thread sanitizer, otherwise 0.
extern const int crosscut_is_thread_sanitized;

#endif
