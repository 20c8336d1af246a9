import Foundation
import TestSupport
import Testing
@testable import TodoSync

/// `ca-file` in [todos.sync], as a user sets it: a private CA made by openssl, a real Radicale
/// serving HTTPS on 127.0.0.1 with a certificate that CA signed, and `adder` run as a command.
@Suite("TLS with a private CA (ca-file), against a real Radicale over HTTPS", .serialized)
struct TLSTests {
    private typealias Outcome = SyncCommandTests.Outcome

    private func adder(_ arguments: [String], _ home: TemporaryDirectory) throws -> Outcome {
        try SyncCommandTests.adder(arguments, home: home)
    }

    /// A home whose config.toml points at `url`, with `caFile` as written there (`~` is the home).
    private func home(_ url: URL, caFile: String?, copying pem: URL? = nil) throws -> TemporaryDirectory {
        let home = TemporaryDirectory("adder-sync-tls")
        var config = """
            [todos.sync]
            url = "\(url.absoluteString)"
            username = "alice"
            password-command = "printf alicepw"
            calendar = "Adder"

            """
        if let caFile { config += "ca-file = \"\(caFile)\"\n" }
        try config.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        if let pem {
            try FileManager.default.createDirectory(at: home.file("certs"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: pem, to: home.file("certs/my-ca.pem"))
        }
        return home
    }

    @Test("with ca-file naming the CA that signed the server's certificate, config --check is ok and two homes sync through it")
    func privateCA() throws {
        let certificates = try TestCertificates()
        let server = try CalDAVTestServer(.radicale, certificates: certificates)
        let laptop = try home(server.root, caFile: "~/certs/my-ca.pem", copying: certificates.caFile)
        let checked = try adder(["config", "--check"], laptop)
        #expect(checked.status == 0, "\(checked.errors)")
        let made = try adder(["todo", "sync", "--create", "Adder"], laptop)
        #expect(made.status == 0, "\(made.errors)")
        _ = try adder(["todo", "add", "Milk"], laptop)
        let sent = try adder(["todo", "sync"], laptop)
        #expect(sent.output.hasPrefix("Sent 1 new"), "\(sent.output)\(sent.errors)")
        let desktop = try home(server.root, caFile: "~/certs/my-ca.pem", copying: certificates.caFile)
        let received = try adder(["todo", "sync"], desktop)
        #expect(received.output.contains("received 1 new"), "\(received.output)\(received.errors)")
        #expect(try adder(["todo", "list"], desktop).output.contains("Milk"))
    }

    @Test("without ca-file, or with another CA's: one sentence naming the certificate problem, and nothing changed here or there")
    func untrusted() throws {
        let certificates = try TestCertificates()
        let server = try CalDAVTestServer(.radicale, certificates: certificates)
        let cases: [(caFile: String?, pem: URL?, sentence: String)] = [
            (nil, nil, "its TLS certificate failed verification, out of date or signed by no CA the system trusts: for a private CA, set ca-file in [todos.sync] to its certificate"),
            ("~/certs/my-ca.pem", certificates.otherCAFile,
             "its TLS certificate failed verification, out of date or signed by no CA the system or ca-file trusts: is ca-file in [todos.sync] the CA that signed it?"),
        ]
        for (caFile, pem, sentence) in cases {
            let home = try home(server.root, caFile: caFile, copying: pem)
            _ = try adder(["todo", "add", "Milk"], home)
            let before = try Data(contentsOf: home.file("todos.json"))
            let outcome = try adder(["todo", "sync"], home)
            #expect(outcome.status == 1)
            #expect(outcome.errors == "adder: https://127.0.0.1:\(server.port) could not be reached (\(sentence)).\n", "\(outcome.errors)")
            #expect(try Data(contentsOf: home.file("todos.json")) == before)
            #expect(!FileManager.default.fileExists(atPath: home.file(SyncState.fileName).path))
        }
        // Radicale makes a user's collection at their first logged-in request: none came.
        #expect(!FileManager.default.fileExists(atPath: server.folder.file("storage/collection-root/alice").path))
    }

    @Test("a ca-file that is missing, a folder or not PEM: one sentence naming it, from the sync and from config --check")
    func unusableCAFile() throws {
        let certificates = try TestCertificates()
        let cases = [
            ("~/nowhere.pem", "cannot be read (there is no such file)"),
            ("~/certs", "is a folder, not a certificate file"),
            ("~/certs/my-ca.pem", "holds no PEM certificate (a block from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----)"),
        ]
        for (caFile, reason) in cases {
            // The server's private key where its certificate should be: a PEM file, but no certificate.
            let home = try home(URL(string: "https://127.0.0.1:9/")!, caFile: caFile, copying: certificates.serverKey)
            _ = try adder(["todo", "add", "Milk"], home)
            let before = try Data(contentsOf: home.file("todos.json"))
            let synced = try adder(["todo", "sync"], home)
            #expect(synced.status == 1 && synced.errors == "adder: The ca-file in [todos.sync], “\(caFile)”, \(reason); nothing was synced.\n",
                    "\(synced.errors)")
            #expect(try Data(contentsOf: home.file("todos.json")) == before)
            let checked = try adder(["config", "--check"], home)
            #expect(checked.status == 1 && checked.errors == "\(home.file("config.toml").path), line 6: ca-file “\(caFile)” \(reason).\n",
                    "\(checked.errors)")
        }
    }

    @Test("the login is never sent to a server whose certificate fails verification; with the CA trusted it is")
    func noCredentialsBeforeVerification() throws {
        let certificates = try TestCertificates()
        let hostile = try HostileDAVServer(certificates: certificates)
        let untrusting = try home(hostile.root, caFile: nil)
        #expect(try adder(["todo", "sync", "--list"], untrusting).status == 1)
        #expect(hostile.requests.isEmpty, "\(hostile.requests)")
        // The same server, its CA trusted: the request (a PROPFIND it answers 404) comes with the login.
        let trusting = try home(hostile.root, caFile: "~/certs/my-ca.pem", copying: certificates.caFile)
        let listed = try adder(["todo", "sync", "--list"], trusting)
        #expect(listed.errors.contains("does not exist (404)"), "\(listed.errors)")
        #expect(hostile.requests.first == .init(method: "PROPFIND", path: "/", auth: true), "\(hostile.requests)")
    }

    @Test("a certificate signed by the trusted CA but for another address is refused, naming the address, the login not sent")
    func anotherAddress() throws {
        let certificates = try TestCertificates()
        // The certificate is for 127.0.0.1 and localhost; this server answers on 127.0.0.2.
        let hostile = try HostileDAVServer(host: "127.0.0.2", certificates: certificates)
        let home = try home(hostile.root, caFile: "~/certs/my-ca.pem", copying: certificates.caFile)
        let listed = try adder(["todo", "sync", "--list"], home)
        #expect(listed.status == 1 && listed.errors == "adder: https://127.0.0.2:\(hostile.port) could not be reached (its TLS certificate is not for 127.0.0.2).\n",
                "\(listed.errors)")
        #expect(hostile.requests.isEmpty, "\(hostile.requests)")
    }

    @Test("an https:// url for a server that speaks plain HTTP is one sentence saying so")
    func plainServer() throws {
        let server = try CalDAVTestServer(.radicale)
        let home = try home(URL(string: "https://127.0.0.1:\(server.port)/")!, caFile: nil)
        let listed = try adder(["todo", "sync", "--list"], home)
        #expect(listed.status == 1 && listed.errors == "adder: https://127.0.0.1:\(server.port) could not be reached (it does not speak TLS: is the url http://?).\n",
                "\(listed.errors)")
    }
}
