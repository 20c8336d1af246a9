/// Why a command could not do what it was asked: one sentence for stderr and the exit status
/// (1: it failed, 2: what was typed is wrong). The sentence may quote stored or typed text; the
/// command line makes it inert before it reaches the terminal.
public struct CommandFailure: Error, Equatable {
    public let sentence: String
    public let status: Int32

    public init(_ sentence: String, status: Int32) {
        self.sentence = sentence
        self.status = status
    }
}
