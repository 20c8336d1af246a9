#include "CNcurses.h"
#include <string.h>

WINDOW *cncurses_stdscr(void) { return stdscr; }
WINDOW *cncurses_curscr(void) { return curscr; }
int cncurses_colors(void) { return COLORS; }
const attr_t CNCURSES_A_NORMAL = A_NORMAL;
const attr_t CNCURSES_A_BOLD = A_BOLD;
const attr_t CNCURSES_A_DIM = A_DIM;
const attr_t CNCURSES_A_UNDERLINE = A_UNDERLINE;
const attr_t CNCURSES_A_REVERSE = A_REVERSE;
const attr_t CNCURSES_A_ITALIC = A_ITALIC;

int cncurses_put_cell(int y, int x, const wchar_t *text, int count, attr_t attrs, int pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    memcpy(buffer, text, sizeof(wchar_t) * (size_t)count);
    buffer[count] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, buffer, attrs, (short)pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

const mmask_t CNCURSES_BUTTON1_PRESSED = BUTTON1_PRESSED;
const mmask_t CNCURSES_BUTTON1_CLICKED = BUTTON1_CLICKED;
const mmask_t CNCURSES_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
const mmask_t CNCURSES_BUTTON4_PRESSED = BUTTON4_PRESSED;
const mmask_t CNCURSES_BUTTON5_PRESSED = BUTTON5_PRESSED;
