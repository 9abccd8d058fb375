package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.ServerEnvironment;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.FileInputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.HashMap;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ATTEST_TLS_KEYSTORE switches the server to HTTPS with the operator's certificate. */
class TlsApiTest {

    @TempDir
    Path dir;

    @Test
    void aConfiguredKeystoreServesHttpsWithThatCertificate() throws Exception {
        Path keystore = dir.resolve("attest.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "attest", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
                "-dname", "CN=localhost", "-ext", "SAN=dns:localhost,ip:127.0.0.1", "-storetype", "PKCS12",
                "-keystore", keystore.toString(), "-storepass", "changeit").inheritIO().start();
        assertThat(keytool.waitFor()).isZero();
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }

        Map<String, Object> properties = new HashMap<>(TestPostgres.freshDatabase().micronautProperties());
        properties.putAll(ServerEnvironment.properties(Map.of(
                "ATTEST_TLS_KEYSTORE", keystore.toString(),
                "ATTEST_TLS_KEYSTORE_PASSWORD", "changeit",
                "ATTEST_TLS_PORT", Integer.toString(port))));
        properties.put("attest.plugins.dir", dir.resolve("plugins").toString());
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties)) {
            HttpResponse<String> response = trusting(keystore).send(
                    HttpRequest.newBuilder(URI.create("https://localhost:" + port + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.sslSession()).isPresent();
            assertThat(server.getScheme()).isEqualTo("https");
        }
    }

    private static HttpClient trusting(Path keystore) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (FileInputStream in = new FileInputStream(keystore.toFile())) {
            store.load(in, "changeit".toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(store);
        SSLContext ssl = SSLContext.getInstance("TLS");
        ssl.init(null, trust.getTrustManagers(), null);
        return HttpClient.newBuilder().sslContext(ssl).build();
    }
}
