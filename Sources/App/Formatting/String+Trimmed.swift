extension String {
    /// Without leading and trailing white space (kept here so Presenters need no Foundation).
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
