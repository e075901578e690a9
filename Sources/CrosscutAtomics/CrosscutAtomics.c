// The module's functions are all inline, in include/CrosscutAtomics.h; a C target needs a source file.
#include "CrosscutAtomics.h"
