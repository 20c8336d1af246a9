#ifndef ADDER_CTEXTWIDTH_H
#define ADDER_CTEXTWIDTH_H
#include <stdint.h>

/// Cells the C library gives this code point under a UTF-8 LC_CTYPE (-1 for non-printables).
int adder_wcwidth(uint32_t codepoint);

/// Makes LC_CTYPE a UTF-8 locale if it is not one already (the user's, else C.UTF-8).
/// Returns 1 when LC_CTYPE is UTF-8 afterwards.
int adder_ensure_utf8_ctype(void);

#endif
