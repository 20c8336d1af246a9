#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver: present only in a build with `-sanitize=fuzzer` (Scripts/fuzz), and
/// only called from code compiled with `-DLIBFUZZER`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
