#define _GNU_SOURCE
#include "CFileCopy.h"
#include <unistd.h>

ssize_t adder_copy_file_range(int source, int64_t *source_offset, int target, size_t count) {
    off_t offset = (off_t)*source_offset;
    ssize_t copied = copy_file_range(source, &offset, target, NULL, count, 0);
    *source_offset = (int64_t)offset;
    return copied;
}
