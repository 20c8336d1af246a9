#include "CNcurses.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <unistd.h>

// Writing past ncurses: bytes gathered here, then written at once after doupdate.
static char *raw_bytes = NULL;
static size_t raw_length = 0;
static size_t raw_capacity = 0;

static void raw_append(const char *bytes, size_t length) {
    if (raw_length + length > raw_capacity) {
        size_t capacity = raw_capacity == 0 ? 4096 : raw_capacity;
        while (capacity < raw_length + length) capacity *= 2;
        char *grown = realloc(raw_bytes, capacity);
        if (grown == NULL) return;
        raw_bytes = grown;
        raw_capacity = capacity;
    }
    memcpy(raw_bytes + raw_length, bytes, length);
    raw_length += length;
}

static int raw_putc(int c) {
    char byte = (char)c;
    raw_append(&byte, 1);
    return c;
}

static void raw_capability(const char *value) {
    if (value != NULL && value != (char *)-1) tputs(value, 1, raw_putc);
}

void cncurses_raw_begin(void) {
    raw_length = 0;
    raw_capability(exit_am_mode);
}

void cncurses_raw_move(int y, int x) {
    if (cursor_address != NULL) raw_capability(tiparm(cursor_address, y, x));
}

void cncurses_raw_attributes(attr_t attrs, int pair) {
    vid_puts(attrs, (short)pair, NULL, raw_putc);
}

void cncurses_raw_text(const char *utf8, size_t length) {
    raw_append(utf8, length);
}

void cncurses_raw_end(int y, int x) {
    vid_puts(A_NORMAL, 0, NULL, raw_putc);
    raw_capability(enter_am_mode);
    cncurses_raw_move(y, x);
    size_t written = 0;
    while (written < raw_length) {
        ssize_t result = write(STDOUT_FILENO, raw_bytes + written, raw_length - written);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) break;
        written += (size_t)result;
    }
    raw_length = 0;
}
