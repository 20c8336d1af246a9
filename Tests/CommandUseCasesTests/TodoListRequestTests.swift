@testable import CommandUseCases
import Testing

/// Which `adder todo list` command lines are read without ArgumentParser: filter words, `--all`
/// and `--json` only; anything else is left to ArgumentParser, its errors and help included.
@Suite struct TodoListRequestTests {
    @Test func readsWordsAllAndJSON() {
        #expect(TodoListRequest(plainArguments: ["todo", "list"]) == TodoListRequest())
        #expect(TodoListRequest(plainArguments: ["todo", "list", "+home", "--all", "due:today", "--json", "買い物", ""])
                    == TodoListRequest(words: ["+home", "due:today", "買い物", ""], all: true, json: true))
    }

    @Test(arguments: [
        ["todo"], ["todo", "add", "milk"], ["list"], ["news", "list"], ["todo", "list", "--sort", "due"],
        ["todo", "list", "--tag", "home"], ["todo", "list", "--project=work"], ["todo", "list", "-h"],
        ["todo", "list", "--help"], ["todo", "list", "--"], ["todo", "list", "-tag"], ["todo", "list", "-"],
        ["todo", "list", "--all", "--all"], ["todo", "list", "--json", "--json"], ["todo", "list", "--al"],
        ["todo", "list", "--theme", "mono"], ["todo", "list", "--version"],
    ])
    func leavesEverythingElseToArgumentParser(_ arguments: [String]) {
        #expect(TodoListRequest(plainArguments: arguments) == nil)
    }
}
