#include "CrosscutThreadSanitizer.h"

#ifndef __has_feature
#define __has_feature(feature) 0
#endif

#if __has_feature(thread_sanitizer)
const int crosscut_is_thread_sanitized = 1;
#else
const int crosscut_is_thread_sanitized = 0;
#endif
