#ifndef ADDER_CFILECOPY_H
#define ADDER_CFILECOPY_H
#include <stdint.h>
#include <sys/types.h>

/// copy_file_range(2), which Swift's Glibc module does not show (it is a GNU extension): copies
/// up to `count` bytes from `source` at `*source_offset` (advanced) to `target` at its file
/// position. Returns the bytes copied, 0 at the source's end, or -1 with errno set.
ssize_t adder_copy_file_range(int source, int64_t *source_offset, int target, size_t count);

#endif
