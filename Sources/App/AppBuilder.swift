import Entities
import Foundation
import Settings
import Terminal

/// The composition root, shared by `adder`, `adder snapshot` and whole-app tests: one builder
/// per tab opens its root pane, and each module's Router builds the panes it opens.
@MainActor public enum AppBuilder {
    /// `wakeUp`: the terminal backend's, so background results wake its loop.
    public static func build(dependencies: AppDependencies, wakeUp: WakeUp) -> AppShell {
        var dependencies = dependencies
        dependencies.work = BackgroundWork(wakeUp: wakeUp)
        let today = dependencies.today
        var idleTasks = dependencies.idleTasks
        if let news = dependencies.news {
            let sessions = NewsSessionSlot(source: news, work: dependencies.work)
            dependencies.newsSessions = sessions
            if news.opensAtStart { sessions.openInBackground() }
            idleTasks.append { sessions.openedSession?.announceHeldBackProgress() }
            idleTasks.append { sessions.openedSession?.noticeChangesElsewhere() }
            if let minutes = dependencies.autoRefreshMinutes, minutes > 0 {
                let autoRefresh = AutoRefresh(clock: dependencies.clock) { sessions.startRefresh() }
                idleTasks.append { autoRefresh.tick() }
            } else if dependencies.autoRefreshMinutes == 0 {
                let neverFetched = NeverFetchedRefresh { sessions.startNeverFetchedRefresh() }
                idleTasks.append { neverFetched.tick() }
            }
        }
        if let sync = dependencies.todoSync {
            let status = TodoSyncStatus(service: sync, work: dependencies.work, clock: dependencies.clock, store: dependencies.store)
            dependencies.todoSyncStatus = status
            idleTasks.append { status.tick() }
            status.tick()  // the sync at start, unless interval is "0"
        }
        let shell = AppShell(work: dependencies.work, keymap: dependencies.keymap, splitWidth: dependencies.splitWidth,
                             headline: { TopBarDate.text(today()) }, idleTasks: idleTasks)
        shell.addQuitVeto(dependencies.todoEditor.quitVeto)
        if let sessions = dependencies.newsSessions {
            shell.addQuitVeto(QuitVeto { sessions.openedSession?.writes.inFlight == true ? "A change to the news cache is still being written" : nil })
        }
        shell.makeHelpPane = { [dependencies] page in HelpBuilder.build(page: page, dependencies: dependencies) }
        shell.now = { [clock = dependencies.clock] in clock.now }
        shell.addTab(.todos, title: "To-dos") { TodoListBuilder.build(dependencies: dependencies) }
        if dependencies.news != nil {
            shell.addTab(.news, title: "News") { NewsFeedsBuilder.build(dependencies: dependencies) }
        }
        shell.showTab(dependencies.startTab)
        return shell
    }
}
