import Entities

extension ArticlePage {
    /// The article at `index` of the whole list, if this window holds it.
    func article(at index: Int) -> Article? {
        let local = index - offset
        return articles.indices.contains(local) ? articles[local] : nil
    }
}
