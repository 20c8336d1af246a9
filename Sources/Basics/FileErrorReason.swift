import Foundation
import Glibc

/// Why a file could not be read or written, in the system's words. Foundation on Linux words
/// many failures as "The operation could not be completed. (NSCocoaErrorDomain error 256.)"
/// (reading a folder, an I/O error), with the real reason, an errno, underneath.
public enum FileErrorReason {
    /// "it is a folder", "Permission denied", …: the errno under `error` when there is one.
    public static func of(_ error: any Error) -> String {
        let error = error as NSError
        // On Linux the underlying error is kept as a Swift error: `as? NSError` alone finds nothing.
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        guard let posix = [error, underlying].compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) else {
            return error.localizedDescription
        }
        return posix.code == Int(EISDIR) ? "it is a folder" : String(cString: strerror(Int32(posix.code)))
    }
}
