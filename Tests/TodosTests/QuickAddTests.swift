import Entities
import Todos
import Testing

/// Quick add: priority marks, due:, every:, #tags anywhere in the line, and escapes.
@Suite struct QuickAddTests {
    static let friday = CalendarDay("2026-01-02")!

    func parse(_ line: String) throws -> QuickAddResult {
        try QuickAdd.parse(line, today: Self.friday)
    }

    @Test func everythingAtOnce() throws {
        let result = try parse("Pay rent !!! due:fri 17:00 every:month #home #Bills")
        #expect(result.draft == TodoDraft(title: "Pay rent", priority: .high, due: CalendarDay("2026-01-09"),
                                          tags: ["home", "bills"], dueTime: TimeOfDay("17:00"), recurrence: Recurrence("every month")))
        #expect(result.understood == ["due Fri 2026-01-09 17:00", "every month", "priority high", "#home", "#bills"])
    }

    /// Issue 29, item 8: "every:monthly on the 15th" left "on the 15th" in the title and repeated monthly from the due date.
    @Test("a synonym takes its days: monthly on the 15th, weekly on mon,thu, biweekly on fri", arguments: [
        ("Pay bills every:monthly on the 15th", "every month on the 15th"),
        ("Gym every:weekly on mon,thu", "every week on mon,thu"),
        ("Payday every:biweekly on fri", "every 2 weeks on fri"),
    ])
    func synonymsTakeTheirDays(line: String, rule: String) throws {
        let result = try parse(line)
        #expect(result.draft.title == line.components(separatedBy: " every:")[0])
        #expect(result.draft.recurrence == Recurrence(rule), "\(String(describing: result.draft.recurrence))")
    }

    @Test func aTitleAloneIsUnderstoodAsNothingElse() throws {
        let result = try parse("  Buy   milk ")
        #expect(result.draft == TodoDraft(title: "Buy milk"))
        #expect(result.understood.isEmpty)
    }

    @Test(arguments: [("!", Priority.low), ("!!", .medium), ("!!!", .high)])
    func priorityMarks(_ mark: String, _ priority: Priority) throws {
        #expect(try parse("Call \(mark) mom").draft.priority == priority)
        #expect(try parse("\(mark) Call mom").draft.title == "Call mom")
    }

    @Test func exclamationsInsideWordsStayInTheTitle() throws {
        let result = try parse("Wow! Ship it !!!! now")
        #expect(result.draft.title == "Wow! Ship it !!!! now")
        #expect(result.draft.priority == nil)
    }

    @Test func dueWordsOfSeveralWordsWithOrWithoutQuotes() throws {
        #expect(try parse("Plan due:next fri trip").draft.due == CalendarDay("2026-01-09"))
        #expect(try parse("Plan due:next fri trip").draft.title == "Plan trip")
        #expect(try parse("Plan due:\"next fri\" trip").draft.due == CalendarDay("2026-01-09"))
        #expect(try parse("Plan due:'in 3 days' trip").draft.due == CalendarDay("2026-01-05"))
        #expect(try parse("Plan due:in 3 days trip").draft.due == CalendarDay("2026-01-05"))
        #expect(try parse("Gift due:dec 25").draft.due == CalendarDay("2026-12-25"))
        let timed = try parse("Call due:tomorrow 9am Bob")
        #expect(timed.draft.title == "Call Bob")
        #expect(timed.draft.dueTime == TimeOfDay("09:00"))
        #expect(try parse("Late due:-1d").draft.due == CalendarDay("2026-01-01"))
        #expect(try parse("Soon due:+2w").draft.due == CalendarDay("2026-01-16"))
    }

    @Test func numbersAfterADueDateStayInTheTitle() throws {
        let result = try parse("Buy due:fri 5 apples")
        #expect(result.draft.title == "Buy 5 apples")
        #expect(result.draft.due == CalendarDay("2026-01-09"))
        #expect(result.draft.dueTime == nil)
    }

    @Test func repeatRules() throws {
        #expect(try parse("Water plants every:2w").draft.recurrence == Recurrence("every 2 weeks"))
        #expect(try parse("Water plants every:\"2 weeks\"").draft.recurrence == Recurrence("every 2 weeks"))
        #expect(try parse("Water every:2 weeks plants").draft.title == "Water plants")
        #expect(try parse("Gym every:mon,thu").draft.recurrence == Recurrence("every mon,thu"))
        #expect(try parse("Rent every:month on the 1st #home").draft.recurrence == Recurrence("every month on the 1st"))
        #expect(try parse("Rent every:month on the 1st #home").draft.tags == ["home"])
        #expect(try parse("Stretch every:weekday").draft.recurrence == Recurrence("every weekday"))
        #expect(try parse("Haircut every:'after 6 weeks'").draft.recurrence == Recurrence("after 6 weeks"))
        #expect(try parse("Standup EVERY:daily").draft.recurrence == Recurrence("every day"))
    }

    @Test func escapesKeepLiterals() throws {
        let result = try parse(##"Fix \#12 and \#tag \! \due:now \every:day C# #real"##)
        #expect(result.draft.title == "Fix #12 and #tag ! due:now every:day C#")
        #expect(result.draft.tags == ["real"])
        #expect(result.draft.priority == nil && result.draft.due == nil && result.draft.recurrence == nil)
        #expect(try parse(#"Path C:\dir"#).draft.title == #"Path C:\dir"#)
    }

    @Test func numbersAfterAHashStayInTheTitle() throws {
        #expect(try parse("Close #123 now").draft.title == "Close #123 now")
    }

    @Test func badValuesSayWhatIsWrong() {
        #expect(throws: QuickAddError.due(.unrecognized("someday"))) { try parse("Call due:someday") }
        #expect(throws: QuickAddError.every(.unrecognized("sometimes"))) { try parse("Call every:sometimes") }
        #expect(throws: QuickAddError.emptyValue("due:")) { try parse("Call due: mom") }
        #expect(throws: QuickAddError.noTitle("A to-do needs a title: give it some words besides its #tags.")) {
            try parse("!! due:fri #home")
        }
        #expect(QuickAddError.due(.unrecognized("someday")).description.hasPrefix("due: \"someday\" is not a date: use today"))
        #expect(QuickAddError.emptyValue("every:").description
                == #"every: needs a value right after the colon, such as every:2w (\every: keeps it as a word)."#)
    }

    @Test func anUnclosedQuoteIsReadAsTheWordItIs() {
        #expect(throws: QuickAddError.due(.unrecognized("\"next"))) { try parse("Plan due:\"next fri") }
    }
}
