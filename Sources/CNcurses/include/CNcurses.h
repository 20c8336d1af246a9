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
WINDOW *cncurses_curscr(void);
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
/// handlers that only record the signal and write a byte to a pipe the loop polls (they may run
/// on any thread): SIGINT/SIGTERM/SIGHUP, SIGWINCH (after ncurses' own, which it chains to) and
/// SIGTSTP (a stop request the loop carries out). Fatal signals restore the terminal with
/// write(2) and re-raise. Returns the pipe's read end (-1 if it could not be made).
int cncurses_install_signal_handlers(void);
/// Empties the signal pipe (before taking what the handlers recorded).
void cncurses_drain_signal_pipe(void);
/// The recorded terminating signal (0 if none), cleared by reading it.
int cncurses_take_pending_signal(void);
/// 1 if a SIGTSTP arrived while in curses mode (cleared by reading it).
int cncurses_take_stop_request(void);
/// 1 if SIGCONT arrived after a stop Adder did not make itself (SIGSTOP), cleared by reading it.
int cncurses_take_unasked_continue(void);
/// Whether curses mode is on: a SIGTSTP while it is off (an editor runs) stops the process at once.
void cncurses_set_curses_active(int active);
/// Whether stopping can work: the parent did not ignore SIGTSTP, and the process group is not
/// orphaned (a shell with job control started it, directly or through a script).
int cncurses_can_stop(void);
/// Stops the process group with SIGTSTP's default action, as Ctrl-Z outside raw mode would, and
/// returns after SIGCONT (`fg`). Call it outside curses mode, when `cncurses_can_stop()`.
void cncurses_stop_process(void);
/// Restores the default action of a signal and raises it, so the exit status is the signal's.
void cncurses_reraise(int signal_number);

// Writing cells past ncurses, after doupdate, for text one ncurses cell cannot hold. The bytes
// are gathered and written at once by cncurses_raw_end. Attributes go through vid_puts, which
// keeps ncurses' idea of the terminal's attributes true; the cursor ends where ncurses left it.
/// Starts a batch: auto-margins off, so text drawn wider than expected never wraps or scrolls.
void cncurses_raw_begin(void);
/// Moves the cursor (terminfo's cup).
void cncurses_raw_move(int y, int x);
/// Sets attributes and colour pair, as ncurses would.
void cncurses_raw_attributes(attr_t attrs, int pair);
/// Appends UTF-8 text.
void cncurses_raw_text(const char *utf8, size_t length);
/// Normal attributes, auto-margins back on, the cursor to (y, x); writes the batch.
void cncurses_raw_end(int y, int x);

// Mouse (ncurses' button masks are function-like macros Swift cannot import).
extern const mmask_t CNCURSES_BUTTON1_PRESSED;
extern const mmask_t CNCURSES_BUTTON1_CLICKED;
extern const mmask_t CNCURSES_BUTTON1_DOUBLE_CLICKED;
extern const mmask_t CNCURSES_BUTTON4_PRESSED;
extern const mmask_t CNCURSES_BUTTON5_PRESSED;

#endif
