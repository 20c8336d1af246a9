#ifndef ADDER_CNCURSES_H
#define ADDER_CNCURSES_H
// The wide-character API needs these before any system header; SwiftPM drops pkg-config's flags.
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Accessors for what Swift 6 cannot read directly (C globals, function-like macros).
WINDOW *cncurses_stdscr(void);
int cncurses_colors(void);
extern const attr_t CNCURSES_A_NORMAL;
extern const attr_t CNCURSES_A_BOLD;
extern const attr_t CNCURSES_A_DIM;
extern const attr_t CNCURSES_A_UNDERLINE;
extern const attr_t CNCURSES_A_REVERSE;
extern const attr_t CNCURSES_A_ITALIC;

/// Writes one cell: up to 5 code points (a spacing character and its combining marks).
int cncurses_put_cell(int y, int x, const wchar_t *text, int count, attr_t attrs, int pair);

/// Saves the terminal modes and the terminfo strings that undo curses mode, and installs
/// handlers: SIGINT/SIGTERM/SIGHUP only record the signal (no SA_RESTART, so a blocking read
/// returns EINTR); fatal signals restore the terminal with write(2) and re-raise.
void cncurses_install_signal_handlers(void);
/// The recorded terminating signal (0 if none), cleared by reading it.
int cncurses_take_pending_signal(void);
/// Restores the default action of a signal and raises it, so the exit status is the signal's.
void cncurses_reraise(int signal_number);

// Mouse (ncurses' button masks are function-like macros Swift cannot import).
extern const mmask_t CNCURSES_BUTTON1_PRESSED;
extern const mmask_t CNCURSES_BUTTON1_CLICKED;
extern const mmask_t CNCURSES_BUTTON1_DOUBLE_CLICKED;
extern const mmask_t CNCURSES_BUTTON4_PRESSED;
extern const mmask_t CNCURSES_BUTTON5_PRESSED;

#endif
