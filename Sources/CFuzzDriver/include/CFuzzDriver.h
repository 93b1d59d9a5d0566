// libFuzzer's driver, for fuzz targets that have their own `main` (Documentation/Fuzzing.md).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
