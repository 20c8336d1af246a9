import Basics
import Entities
import Settings
import Todos

/// Assembles the agenda: strong links down (View → Presenter → Interactor, Router), weak links back.
@MainActor enum TodoAgendaBuilder {
    static func build(dependencies: AppDependencies) -> any Pane {
        let (clock, timeZone) = (dependencies.clock, dependencies.timeZone)
        let interactor = TodoAgendaInteractor(editor: dependencies.todoEditor) { TodoAgenda.moment(clock.now, in: timeZone) }
        let router = TodoAgendaRouter(dependencies: dependencies)
        let presenter = TodoAgendaPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = TodoAgendaView(presenter: presenter, placement: .overlay)
        interactor.output = presenter
        return view
    }
}
