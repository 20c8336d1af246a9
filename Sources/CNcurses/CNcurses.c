#include "CNcurses.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <termios.h>
#include <term.h>
#include <unistd.h>

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

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t stop_requested = 0;
static volatile sig_atomic_t curses_active = 0;
static int stopping_allowed = 0;
static int signal_pipe[2] = { -1, -1 };
static struct sigaction ncurses_resize_action;
static struct termios saved_modes;
static int have_saved_modes = 0;
static char restore_bytes[256];
static size_t restore_length = 0;
static const int fatal_signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
static struct sigaction previous_fatal[sizeof(fatal_signals) / sizeof(fatal_signals[0])];

// Handlers run on whichever thread the kernel picks (libraries' threads included), so they never
// rely on interrupting the loop's poll: they write a byte to a pipe the loop polls.
static void wake_loop(void) {
    if (signal_pipe[1] < 0) return;
    int saved = errno;
    char byte = 1;
    ssize_t ignored = write(signal_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

static void record_signal(int signal_number) {
    pending_signal = signal_number;
    wake_loop();
}

static void on_resize(int signal_number) {
    // ncurses' own handler only raises its flag; the next wget_wch then reports KEY_RESIZE.
    if ((ncurses_resize_action.sa_flags & SA_SIGINFO) == 0 && ncurses_resize_action.sa_handler != SIG_DFL
        && ncurses_resize_action.sa_handler != SIG_IGN) {
        ncurses_resize_action.sa_handler(signal_number);
    }
    wake_loop();
}

static volatile sig_atomic_t continued = 0;

static void on_continue(int signal_number) {
    (void)signal_number;
    continued = 1;
}

/// Stops the process (and, with target 0, its process group) the way the terminal's Ctrl-Z
/// would: SIGTSTP with its default action, unblocked on the calling thread. The kernel may hand a
/// process-directed signal to another thread (the loop does not run on the main thread, which
/// waits in sigsuspend with nothing blocked), a moment after kill returns; so the default action
/// stays until SIGCONT (`fg`) has come, or half a second has passed without a stop (a process
/// group without job control, whose stop signals the kernel drops).
static void stop_with_default_action(pid_t target) {
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    sigemptyset(&default_action.sa_mask);
    default_action.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &default_action, &ours);
    sigset_t stop, previous;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    sigaddset(&stop, SIGCONT);
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous);
    continued = 0;
    kill(target, SIGTSTP);
    struct timespec pause = { 0, 5 * 1000 * 1000 };
    for (int waited = 0; waited < 100 && !continued; waited++) nanosleep(&pause, NULL);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    sigaction(SIGTSTP, &ours, NULL);
}

static void on_stop(int signal_number) {
    (void)signal_number;
    if (curses_active) {
        // In curses mode the loop's thread must leave it first: it stops the process itself.
        stop_requested = 1;
        wake_loop();
    } else {
        // The terminal belongs to a program Adder runs (an editor) that was stopped: stop with it.
        stop_with_default_action(getpid());
    }
}

static void append_capability(const char *name) {
    const char *value = tigetstr((char *)name);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (restore_length + length >= sizeof(restore_bytes)) return;
    memcpy(restore_bytes + restore_length, value, length);
    restore_length += length;
}

static void restore_after_fault(int signal_number) {
    if (restore_length > 0) { ssize_t ignored = write(STDOUT_FILENO, restore_bytes, restore_length); (void)ignored; }
    if (have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
    for (size_t i = 0; i < sizeof(fatal_signals) / sizeof(fatal_signals[0]); i++) {
        if (fatal_signals[i] == signal_number) sigaction(signal_number, &previous_fatal[i], NULL);
    }
    // Returning re-executes the faulting instruction, which now meets the previous handler.
}

int cncurses_install_signal_handlers(void) {
    have_saved_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");

    if (signal_pipe[0] < 0 && pipe(signal_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(signal_pipe[i], F_SETFL, fcntl(signal_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(signal_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = record_signal;
    action.sa_flags = 0;  // no SA_RESTART: a blocking wget_wch returns so the loop can clean up
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);

    action.sa_handler = on_resize;
    sigaction(SIGWINCH, &action, &ncurses_resize_action);
    action.sa_handler = on_continue;
    sigaction(SIGCONT, &action, NULL);

    // A parent without job control ignores SIGTSTP for its children: then Ctrl-Z does nothing.
    struct sigaction current_stop;
    sigaction(SIGTSTP, NULL, &current_stop);
    stopping_allowed = current_stop.sa_handler != SIG_IGN;
    if (stopping_allowed) {
        action.sa_handler = on_stop;
        sigaction(SIGTSTP, &action, NULL);  // replaces ncurses' handler, which ran on any thread
    }
    curses_active = 1;

    // A parent may have left these blocked (a test runner's thread did; Dispatch blocks nearly
    // every signal on the main thread): the loop's thread takes them, so poll returns at once.
    sigset_t handled;
    sigemptyset(&handled);
    sigaddset(&handled, SIGINT);
    sigaddset(&handled, SIGTERM);
    sigaddset(&handled, SIGHUP);
    sigaddset(&handled, SIGWINCH);
    sigaddset(&handled, SIGTSTP);
    sigaddset(&handled, SIGCONT);
    pthread_sigmask(SIG_UNBLOCK, &handled, NULL);

    struct sigaction fault;
    memset(&fault, 0, sizeof fault);
    sigemptyset(&fault.sa_mask);
    fault.sa_handler = restore_after_fault;
    fault.sa_flags = SA_NODEFER;
    for (size_t i = 0; i < sizeof(fatal_signals) / sizeof(fatal_signals[0]); i++) {
        sigaction(fatal_signals[i], &fault, &previous_fatal[i]);
    }
    return signal_pipe[0];
}

void cncurses_drain_signal_pipe(void) {
    char bytes[64];
    while (signal_pipe[0] >= 0 && read(signal_pipe[0], bytes, sizeof bytes) > 0) {}
}

int cncurses_take_pending_signal(void) {
    int value = pending_signal;
    pending_signal = 0;
    return value;
}

int cncurses_take_stop_request(void) {
    int value = stop_requested;
    stop_requested = 0;
    return value;
}

void cncurses_set_curses_active(int active) { curses_active = active; }

int cncurses_stop_process(void) {
    if (!stopping_allowed) return 0;
    stop_with_default_action(0);
    return 1;
}

void cncurses_reraise(int signal_number) {
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

const mmask_t CNCURSES_BUTTON1_PRESSED = BUTTON1_PRESSED;
const mmask_t CNCURSES_BUTTON1_CLICKED = BUTTON1_CLICKED;
const mmask_t CNCURSES_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
const mmask_t CNCURSES_BUTTON4_PRESSED = BUTTON4_PRESSED;
const mmask_t CNCURSES_BUTTON5_PRESSED = BUTTON5_PRESSED;

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
