import Basics
import Entities
import Foundation

/// The to-dos of a todos.json this process read or wrote, and where each one's object lies in
/// that file (from its `{` to just after its `}`): what lets a save copy the bytes of the to-dos
/// that did not change instead of writing them again.
struct TodoFileLayout {
    let todos: [Todo]
    let objectRanges: [Range<Int>]
}

/// A document's bytes as pieces: encoded bytes, and runs of unchanged to-dos to copy from the
/// file a `TodoFileLayout` describes; and where each to-do's object lies in the result.
struct EncodedTodoFile {
    let bytes: Data
    let pieces: [AtomicFile.Pieces.Piece]
    let objectRanges: [Range<Int>]
}

/// A todos.json a `TodoFile` read or wrote, held open, and where each of its to-dos lies in it:
/// a save copies unchanged to-dos from it while it is as it was then.
struct CopySource {
    let file: OpenFile
    /// The file as read or written; another program that truncated or rewrote it in place since
    /// changed its size or modification time.
    let identity: FileIdentity
    let layout: TodoFileLayout

    var isUnchanged: Bool { file.identity == identity }
}
