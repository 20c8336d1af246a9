import Glibc

/// A program run in the foreground: in Adder's own process group, which is the terminal's
/// foreground group, so it may read the terminal (Foundation's `Process` puts the child in a
/// group of its own, where the terminal stops it with SIGTTIN the moment it reads). While it
/// runs, Adder ignores SIGINT and SIGQUIT as `system(3)` does: Ctrl-C belongs to the program.
/// No shell is involved: the arguments reach the program as they are.
public enum ForegroundProcess {
    /// How the process ended.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case killed(Int32)
        case couldNotStart(String)
    }

    /// Runs `arguments[0]` (looked up in PATH unless it holds a slash) with the rest as its
    /// arguments, in this process's group with the terminal as its standard streams, default
    /// signal handlers and no blocked signals, and waits for it. `standardInput`: a descriptor
    /// the program reads instead of the terminal (not closed here).
    public static func run(_ arguments: [String], standardInput: Int32? = nil) -> Ending {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var oldInterrupt = sigaction()
        var oldQuit = sigaction()
        sigaction(SIGINT, &ignore, &oldInterrupt)
        sigaction(SIGQUIT, &ignore, &oldQuit)
        defer {
            sigaction(SIGINT, &oldInterrupt, nil)
            sigaction(SIGQUIT, &oldQuit, nil)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO) }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnError = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawnError == 0 else { return .couldNotStart(String(cString: strerror(spawnError))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return .couldNotStart(String(cString: strerror(errno))) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal)
    }
}
