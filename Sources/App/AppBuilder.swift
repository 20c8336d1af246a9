import Basics
import Todos

/// The composition root, shared by `adder`, `adder snapshot` and whole-app tests: it opens the
/// to-do list and lets each module's Router build the rest.
public enum AppBuilder {
    public static func build(dependencies: AppDependencies) -> AppShell {
        let stack = PaneStack()
        let idleTasks = dependencies.idleTasks
        let shell = AppShell(stack: stack, keymap: dependencies.keymap, onIdle: { idleTasks.forEach { $0() } })
        stack.push(TodoListBuilder.build(dependencies: dependencies, host: stack), focus: true)
        return shell
    }
}
