import CommandUseCases
import Foundation
import Terminal

/// What a command writes besides its output: sentences on stderr, each made inert.
enum CommandOutput {
    /// A sentence on stderr that does not end the program.
    static func warn(_ sentence: String) {
        FileHandle.standardError.write(Data("adder: \(InertText.make(sentence))\n".utf8))
    }

    /// The failure's sentence on stderr, then the process ends with its status.
    static func exit(_ failure: CommandFailure) -> Never {
        warn(failure.sentence)
        Foundation.exit(failure.status)
    }
}

extension TodoSession {
    /// The session of an `adder todo` command: the process's environment, notices on stderr.
    static func opened() throws -> TodoSession {
        try TodoSession(notice: CommandOutput.warn)
    }

    /// `adder todo add`'s session, which reads the list only when the add must.
    static func openedForAdding() throws -> TodoSession {
        try TodoSession(readingTheList: false, notice: CommandOutput.warn)
    }
}
