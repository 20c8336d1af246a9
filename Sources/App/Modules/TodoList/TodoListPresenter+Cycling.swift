import Entities

extension CaseIterable where Self: Equatable, AllCases.Index == Int {
    /// The case after this one, wrapping around.
    var next: Self {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

extension Optional where Wrapped == Priority {
    /// none → low → medium → high → none.
    var next: Priority? {
        switch self {
        case nil: .low
        case .low: .medium
        case .medium: .high
        case .high: nil
        }
    }
}
