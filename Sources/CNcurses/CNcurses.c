#include "CNcurses.h"
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <term.h>
#include <unistd.h>

WINDOW *cncurses_stdscr(void) { return stdscr; }
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
static struct termios saved_modes;
static int have_saved_modes = 0;
static char restore_bytes[256];
static size_t restore_length = 0;
static const int fatal_signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
static struct sigaction previous_fatal[sizeof(fatal_signals) / sizeof(fatal_signals[0])];

static void record_signal(int signal_number) { pending_signal = signal_number; }

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

void cncurses_install_signal_handlers(void) {
    have_saved_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = record_signal;
    action.sa_flags = 0;  // no SA_RESTART: wget_wch must return so the loop can clean up
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A parent may have left these blocked (a test runner's thread did); the handlers must see them.
    sigset_t terminating;
    sigemptyset(&terminating);
    sigaddset(&terminating, SIGINT);
    sigaddset(&terminating, SIGTERM);
    sigaddset(&terminating, SIGHUP);
    pthread_sigmask(SIG_UNBLOCK, &terminating, NULL);

    struct sigaction fault;
    memset(&fault, 0, sizeof fault);
    sigemptyset(&fault.sa_mask);
    fault.sa_handler = restore_after_fault;
    fault.sa_flags = SA_NODEFER;
    for (size_t i = 0; i < sizeof(fatal_signals) / sizeof(fatal_signals[0]); i++) {
        sigaction(fatal_signals[i], &fault, &previous_fatal[i]);
    }
}

int cncurses_take_pending_signal(void) {
    int value = pending_signal;
    pending_signal = 0;
    return value;
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
