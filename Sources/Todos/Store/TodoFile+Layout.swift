import Entities

extension TodoFile {
    /// An edit of fields at `positions` is about to be made in place on `todos`: when the layout of
    /// the file last read or written holds this same list, it lets go of it (else the edit copies
    /// all of it) and keeps what the file holds at those positions. True: call `layoutResumes`
    /// with the list after the edit.
    func layoutLetsGo(of todos: [Todo], changing positions: [Int]) -> Bool {
        guard copySource?.layout.shares(todos) == true else { return false }
        copySource?.layout.letGo(changing: positions)
        return true
    }

    func layoutResumes(with todos: [Todo]) {
        copySource?.layout.resume(with: todos)
    }
}
