// Signal handling for the TUI: handlers that only record and wake the loop, Ctrl-Z's stop, and
// the terminal's restoration on a crash.
#include "CNcurses.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <term.h>
#include <time.h>
#include <unistd.h>

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
static volatile sig_atomic_t continued_unasked = 0;

static void on_continue(int signal_number) {
    (void)signal_number;
    // Stopped by something else (SIGSTOP: `kill -STOP`, a debugger), the shell took the terminal
    // back meanwhile, so the loop must put curses mode back and redraw. Set first: after its own
    // stop, the stopping thread clears it once it sees `continued`.
    continued_unasked = 1;
    continued = 1;
    wake_loop();
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
    continued_unasked = 0;
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

int cncurses_take_unasked_continue(void) {
    int value = continued_unasked;
    continued_unasked = 0;
    return value;
}

void cncurses_set_curses_active(int active) { curses_active = active; }

/// Reads a process's parent, process group and session from /proc/PID/stat.
static int read_process_ids(pid_t pid, pid_t *parent, pid_t *group, pid_t *session) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *file = fopen(path, "r");
    if (file == NULL) return 0;
    char line[1024];
    size_t length = fread(line, 1, sizeof line - 1, file);
    fclose(file);
    line[length] = '\0';
    char *after_name = strrchr(line, ')');  // the command name may hold spaces and parentheses
    int parent_id, group_id, session_id;
    if (after_name == NULL || sscanf(after_name + 1, " %*c %d %d %d", &parent_id, &group_id, &session_id) != 3) return 0;
    *parent = parent_id;
    *group = group_id;
    *session = session_id;
    return 1;
}

/// Whether a stop would be kept: the kernel drops SIGTSTP sent to an orphaned process group (no
/// member has a parent in another group of the same session, so no shell could `fg` it), as
/// under a shell without job control or as a terminal's or tmux's own command.
static int group_has_job_control(void) {
    pid_t group = getpgrp();
    pid_t session = getsid(0);
    pid_t pid = getpid();
    for (int depth = 0; depth < 64; depth++) {
        pid_t parent, parent_group, parent_session, ignored_group, ignored_session;
        if (!read_process_ids(pid, &parent, &ignored_group, &ignored_session) || parent <= 1) return 0;
        if (!read_process_ids(parent, &ignored_group, &parent_group, &parent_session)) return 0;
        if (parent_session != session) return 0;
        if (parent_group != group) return 1;
        pid = parent;
    }
    return 0;
}

int cncurses_can_stop(void) {
    return stopping_allowed && group_has_job_control();
}

void cncurses_stop_process(void) {
    stop_with_default_action(0);
}

void cncurses_reraise(int signal_number) {
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}
