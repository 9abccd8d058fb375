package io.attest.testsupport;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * PostgreSQL for tests: one server per JVM, a brand-new database per test class.
 *
 * <p>The server is found once, in this order:
 * <ol>
 *   <li>{@code TEST_DATABASE_URL} (JDBC URL of an admin database; optional {@code TEST_DATABASE_USER},
 *       {@code TEST_DATABASE_PASSWORD}). When it is set it must work: no fallback.</li>
 *   <li>The local server {@code jdbc:postgresql://127.0.0.1:5432/postgres}, as {@code attest}/{@code attest},
 *       then as {@code postgres} without a password.</li>
 *   <li>Testcontainers {@code postgres:16-alpine}, only when a Docker engine answers.</li>
 *   <li>Otherwise an {@link IllegalStateException} that says how to provide one. Tests never skip.</li>
 * </ol>
 * The role used must be allowed to create databases. Every database made here is dropped at JVM
 * exit ({@code DROP DATABASE ... WITH (FORCE)}, best effort).
 */
public final class TestPostgres {

    public static final String ENV_URL = "TEST_DATABASE_URL";
    public static final String ENV_USER = "TEST_DATABASE_USER";
    public static final String ENV_PASSWORD = "TEST_DATABASE_PASSWORD";
    static final String LOCAL_URL = "jdbc:postgresql://127.0.0.1:5432/postgres";
    static final int MIN_SERVER_VERSION = 140000;
    static final String DATABASE_PREFIX = "attest_test_";

    private static final String JDBC_PREFIX = "jdbc:postgresql://";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Set<String> CREATED = ConcurrentHashMap.newKeySet();

    private static Server server;
    private static String failure;
    private static boolean hookInstalled;

    private TestPostgres() {
    }

    /** A new, empty database {@code attest_test_<random>} on the test server. */
    public static TestDatabase freshDatabase() {
        Server admin = server();
        String name = DATABASE_PREFIX + randomSuffix();
        try (Connection c = admin.connect(); Statement s = c.createStatement()) {
            createDatabase(s, name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create test database " + name + " on " + admin.describe()
                    + ": " + e.getMessage(), e);
        }
        CREATED.add(name);
        return new TestDatabase(withDatabase(admin.adminUrl(), name), admin.user(), admin.password());
    }

    /** Where the test server comes from, for logs: URL and user, never the password. */
    public static String describeServer() {
        return server().describe();
    }

    // ---- server resolution ------------------------------------------------------------------

    static synchronized Server server() {
        if (server != null) {
            return server;
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
        try {
            server = resolve(System::getenv, LOCAL_URL, Containers::dockerProblem);
        } catch (IllegalStateException e) {
            failure = e.getMessage();
            throw e;
        }
        installShutdownHook();
        System.err.println("[test-support] PostgreSQL for tests: " + server.describe());
        return server;
    }

    /** The chain of the class comment; its inputs are parameters so that tests can walk every branch. */
    static Server resolve(UnaryOperator<String> env, String localUrl, Supplier<String> dockerProblem) {
        String url = env.apply(ENV_URL);
        if (url != null && !url.isBlank()) {
            Server configured = new Server(url.strip(), env.apply(ENV_USER), env.apply(ENV_PASSWORD), ENV_URL, false);
            try {
                return configured.verified();
            } catch (SQLException | IllegalStateException e) {
                throw new IllegalStateException(ENV_URL + " is set to " + redact(url) + " but cannot be used as the "
                        + "test server: " + e.getMessage() + "\nFix the URL (" + ENV_USER + ", " + ENV_PASSWORD
                        + " give the credentials; the role must be allowed to CREATE DATABASE; PostgreSQL 14 or newer), "
                        + "or unset it to use a local server or Docker.", e);
            }
        }

        List<String> tried = new ArrayList<>();
        tried.add(ENV_URL + ": not set");
        for (Server candidate : List.of(
                new Server(localUrl, "attest", "attest", "local server", false),
                new Server(localUrl, "postgres", null, "local server", false))) {
            try {
                return candidate.verified();
            } catch (SQLException | IllegalStateException e) {
                tried.add(localUrl + " as " + candidate.user() + ": " + firstLine(e.getMessage()));
            }
        }

        String docker = dockerProblem.get();
        if (docker == null) {
            try {
                return Containers.start();
            } catch (RuntimeException | SQLException e) {
                tried.add("Docker: a postgres:16-alpine container did not start: " + firstLine(e.getMessage()));
            }
        } else {
            tried.add("Docker: " + docker);
        }
        throw new IllegalStateException(noServerMessage(tried));
    }

    static String noServerMessage(List<String> tried) {
        StringBuilder m = new StringBuilder("No PostgreSQL server for the tests. Tried:\n");
        for (String t : tried) {
            m.append("  - ").append(t).append('\n');
        }
        m.append("""
                Provide one of these (tests never skip without a database):
                  1. A local PostgreSQL 14+ on 127.0.0.1:5432 with a role that may create databases, e.g.
                       sudo -u postgres psql -c "CREATE ROLE attest LOGIN PASSWORD 'attest' CREATEDB"
                     (or let user postgres connect from 127.0.0.1 without a password: trust in pg_hba.conf).
                  2. TEST_DATABASE_URL=jdbc:postgresql://<host>:<port>/postgres naming an admin database of a
                     PostgreSQL 14+ server, with TEST_DATABASE_USER / TEST_DATABASE_PASSWORD for a role that
                     may CREATE DATABASE.
                  3. A running Docker engine: Testcontainers then starts postgres:16-alpine.""");
        return m.toString();
    }

    // ---- databases --------------------------------------------------------------------------

    private static void createDatabase(Statement s, String name) throws SQLException {
        // template0: a pristine copy (template1 may carry extensions, and nobody can be connected to
        // template0, which would make CREATE DATABASE fail under concurrency).
        try {
            s.execute("CREATE DATABASE " + name + " TEMPLATE template0 ENCODING 'UTF8'");
        } catch (SQLException e) {
            // 22023: the server's default locale does not fit UTF8 (e.g. a LATIN1 cluster); C fits any encoding.
            if (!"22023".equals(e.getSQLState())) {
                throw e;
            }
            s.execute("CREATE DATABASE " + name + " TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'");
        }
    }

    private static synchronized void installShutdownHook() {
        if (hookInstalled) {
            return;
        }
        hookInstalled = true;
        Runtime.getRuntime().addShutdownHook(new Thread(TestPostgres::dropCreatedDatabases, "test-postgres-cleanup"));
    }

    private static void dropCreatedDatabases() {
        Server admin = server;
        if (admin == null || admin.container() || CREATED.isEmpty()) {
            return; // a container disappears with the JVM anyway
        }
        try (Connection c = admin.connect(); Statement s = c.createStatement()) {
            for (String name : CREATED) {
                try {
                    s.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
                } catch (SQLException e) {
                    System.err.println("[test-support] could not drop test database " + name + ": " + e.getMessage());
                }
            }
        } catch (SQLException | RuntimeException e) {
            System.err.println("[test-support] could not drop test databases " + CREATED + ": " + e.getMessage());
        }
    }

    private static String randomSuffix() {
        final String alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
        char[] out = new char[16];
        for (int i = 0; i < out.length; i++) {
            out[i] = alphabet.charAt(RANDOM.nextInt(alphabet.length()));
        }
        return new String(out);
    }

    // ---- JDBC helpers -----------------------------------------------------------------------

    /** A connection that gives up quickly, so the fallback chain takes seconds, not minutes. */
    static Connection connect(String url, String user, String password) throws SQLException {
        Properties props = new Properties();
        if (user != null) {
            props.setProperty("user", user);
        }
        if (password != null && !password.isEmpty()) {
            props.setProperty("password", password);
        }
        props.setProperty("connectTimeout", "2");
        props.setProperty("loginTimeout", "3");
        props.setProperty("ApplicationName", "attest-test-support");
        return DriverManager.getConnection(url, props);
    }

    /** {@code url} with its database replaced by {@code database}; host list and parameters kept. */
    static String withDatabase(String url, String database) {
        if (!url.startsWith(JDBC_PREFIX)) {
            throw new IllegalArgumentException("expected a URL of the form jdbc:postgresql://host[:port]/database, got "
                    + redact(url));
        }
        int hostsStart = JDBC_PREFIX.length();
        int hostsEnd = indexOfAny(url, hostsStart, '/', '?');
        String hosts = url.substring(hostsStart, hostsEnd);
        int query = url.indexOf('?', hostsEnd);
        String params = query < 0 ? "" : url.substring(query);
        return JDBC_PREFIX + hosts + "/" + database + params;
    }

    /** The database part of a {@code jdbc:postgresql://} URL (empty when the URL names none). */
    static String databaseName(String url) {
        int hostsEnd = indexOfAny(url, JDBC_PREFIX.length(), '/', '?');
        if (hostsEnd >= url.length() || url.charAt(hostsEnd) != '/') {
            return "";
        }
        int query = url.indexOf('?', hostsEnd);
        return url.substring(hostsEnd + 1, query < 0 ? url.length() : query);
    }

    private static int indexOfAny(String s, int from, char a, char b) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == a || c == b) {
                return i;
            }
        }
        return s.length();
    }

    /** The URL without its parameters, which may hold a password. */
    static String redact(String url) {
        int query = url.indexOf('?');
        return query < 0 ? url : url.substring(0, query) + "?…";
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "(no message)";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }

    // ---- the server -------------------------------------------------------------------------

    record Server(String adminUrl, String user, String password, String source, boolean container) {

        Connection connect() throws SQLException {
            return TestPostgres.connect(adminUrl, user, password);
        }

        /** This server with the role name filled in, once it is known to be usable for tests. */
        Server verified() throws SQLException {
            try (Connection c = connect(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("""
                         SELECT current_user, current_setting('server_version_num')::int,
                                (SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user)
                         """)) {
                rs.next();
                String role = rs.getString(1);
                int version = rs.getInt(2);
                boolean mayCreate = rs.getBoolean(3);
                if (version < MIN_SERVER_VERSION) {
                    throw new IllegalStateException("PostgreSQL " + version / 10000 + " is too old; 14 or newer is needed");
                }
                if (!mayCreate) {
                    throw new IllegalStateException("role " + role + " may not create databases (ALTER ROLE "
                            + role + " CREATEDB)");
                }
                return new Server(adminUrl, role, password, source, container);
            }
        }

        String describe() {
            return redact(adminUrl) + " as " + user + " (" + source + ")";
        }
    }

    /** Testcontainers, loaded only when the earlier options failed. */
    private static final class Containers {

        private static final String IMAGE = "postgres:16-alpine";

        /** Null when a Docker engine answers, otherwise why not. */
        static String dockerProblem() {
            try {
                return org.testcontainers.DockerClientFactory.instance().isDockerAvailable()
                        ? null : "no Docker engine available";
            } catch (Throwable e) { // NoClassDefFoundError, misconfigured environment...
                return "no Docker engine available (" + e.getClass().getSimpleName() + ": " + firstLine(e.getMessage()) + ")";
            }
        }

        @SuppressWarnings("resource") // lives as long as the JVM; Testcontainers' reaper removes it
        static Server start() throws SQLException {
            var container = new org.testcontainers.containers.PostgreSQLContainer<>(IMAGE);
            container.start();
            return new Server(container.getJdbcUrl(), container.getUsername(), container.getPassword(),
                    "Testcontainers " + IMAGE.toLowerCase(Locale.ROOT), true).verified();
        }
    }
}
