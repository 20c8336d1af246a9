#define _XOPEN_SOURCE 600
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <wchar.h>
#include "CTextWidth.h"

int adder_wcwidth(uint32_t codepoint) {
    return wcwidth((wchar_t)codepoint);
}

static int ctype_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int adder_ensure_utf8_ctype(void) {
    if (ctype_is_utf8()) return 1;
    setlocale(LC_CTYPE, "");
    if (ctype_is_utf8()) return 1;
    setlocale(LC_CTYPE, "C.UTF-8");
    return ctype_is_utf8();
}
