package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.attest.application.accounts.AttemptThrottle;
import io.attest.domain.shared.Sha256;
import io.attest.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/**
 * Sign-in throttling over real HTTP and PostgreSQL, with small limits and a clock the test moves (no
 * sleeping through lockouts). Client addresses are loopback addresses the test connects from
 * (127.0.N.x, one range per test); 127.0.0.9 plays a trusted proxy.
 *
 * <p>Limits here: 3 failures per e-mail and address, 6 per e-mail, 8 per address, lockouts 1 min doubling
 * to 4 min in a 15 min window; 3 wrong report tokens per address; 3 sign-ups per address and hour.
 */
class SignInThrottleApiTest {

    private static final String REPORT_TOKEN = "relay-token-for-throttle-tests";
    private static final String WRONG = "not the password at all";

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.ofEntries(
            Map.entry(EventsTestBeans.MUTABLE_CLOCK, true),
            Map.entry("attest.security.report-token", REPORT_TOKEN),
            Map.entry("attest.security.trusted-proxies", "127.0.0.9/32"),
            Map.entry("attest.security.throttle.login-max-failures", 3),
            Map.entry("attest.security.throttle.account-max-failures", 6),
            Map.entry("attest.security.throttle.address-max-failures", 8),
            Map.entry("attest.security.throttle.window", "15m"),
            Map.entry("attest.security.throttle.first-lockout", "1m"),
            Map.entry("attest.security.throttle.max-lockout", "4m"),
            Map.entry("attest.security.throttle.report-token-max-failures", 3),
            Map.entry("attest.security.throttle.signup-max", 3),
            Map.entry("attest.security.throttle.signup-window", "1h")));

    private static final ListAppender<ILoggingEvent> LOGS = new ListAppender<>();

    @BeforeAll
    static void captureSecurityLog() {
        Logger security = (Logger) LoggerFactory.getLogger("io.attest.security");
        security.setLevel(Level.INFO);
        LOGS.start();
        security.addAppender(LOGS);
    }

    @AfterAll
    static void releaseSecurityLog() {
        Logger security = (Logger) LoggerFactory.getLogger("io.attest.security");
        security.detachAppender(LOGS);
        security.setLevel(null);
    }

    private static MutableClock clock() {
        return (MutableClock) server.get().context().getBean(Clock.class);
    }

    private static String signUpFrom(String address) {
        String email = Accounts.uniqueEmail();
        ApiClient.Reply reply = server.clientFrom(address).postJson("/console/api/signup", credentials(email, Accounts.PASSWORD));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return email;
    }

    private static ApiClient.Reply login(String from, String email, String password, String... headers) {
        return server.clientFrom(from).postJson("/console/api/login", credentials(email, password), headers);
    }

    private static String credentials(String email, String password) {
        return "{\"email\":\"" + email + "\",\"password\":\"" + password + "\"}";
    }

    private static void assertThrottled(ApiClient.Reply reply, long retryAfterAtMost) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(429);
        assertThat(reply.error().get("code").asText()).isEqualTo("rate_limited");
        assertThat(reply.error().get("message").asText()).isEqualTo("too many attempts; try again later");
        long retryAfter = Long.parseLong(reply.header("Retry-After").orElseThrow());
        assertThat(retryAfter).isPositive().isLessThanOrEqualTo(retryAfterAtMost);
        assertThat(reply.error().get("detail").get("retry_after_seconds").asLong()).isEqualTo(retryAfter);
        assertThat(reply.header("Set-Cookie")).isEmpty();
    }

    @Test
    void theFailureAfterTheLimitIsRefusedWithRetryAfterAndEvenTheRightPasswordWaitsForTheLockout() {
        String email = signUpFrom("127.0.1.1");
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply wrong = login("127.0.1.2", email, WRONG);
            assertThat(wrong.status()).as("failure %d", i + 1).isEqualTo(401);
            assertThat(wrong.error().get("code").asText()).isEqualTo("invalid_credentials");
        }

        assertThrottled(login("127.0.1.2", email, WRONG), 60);
        // The right password from the locked address is refused too: otherwise the lock would tell a guesser
        // when they found it.
        assertThrottled(login("127.0.1.2", email, Accounts.PASSWORD), 60);
        // The owner from another address is not locked by that address's failures.
        assertThat(login("127.0.1.3", email, Accounts.PASSWORD).status()).isEqualTo(200);

        clock().advance(Duration.ofSeconds(61));
        ApiClient.Reply after = login("127.0.1.2", email, Accounts.PASSWORD);
        assertThat(after.status()).as(after.toString()).isEqualTo(200);
        assertThat(after.header("Set-Cookie")).hasValueSatisfying(cookie -> assertThat(cookie).startsWith("attest_session="));
    }

    @Test
    void anUnknownEmailIsThrottledExactlyLikeAWrongPassword() {
        String known = signUpFrom("127.0.2.1");
        String unknown = Accounts.uniqueEmail();
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply wrongPassword = login("127.0.2.2", known, WRONG);
            ApiClient.Reply unknownEmail = login("127.0.2.3", unknown, WRONG);
            assertThat(unknownEmail.status()).isEqualTo(wrongPassword.status()).isEqualTo(401);
            assertThat(unknownEmail.error().get("message").asText()).isEqualTo(wrongPassword.error().get("message").asText());
        }
        ApiClient.Reply lockedKnown = login("127.0.2.2", known, WRONG);
        ApiClient.Reply lockedUnknown = login("127.0.2.3", unknown, WRONG);
        assertThrottled(lockedKnown, 60);
        assertThrottled(lockedUnknown, 60);
        assertThat(lockedUnknown.error().get("message")).isEqualTo(lockedKnown.error().get("message"));
        assertThat(lockedUnknown.error().fieldNames()).toIterable()
                .containsExactlyElementsOf(() -> lockedKnown.error().fieldNames());
    }

    @Test
    void aSecondLockoutInTheSameWindowLastsTwiceAsLong() {
        // The whole doubling and its cap: ThrottleStateTest. Here: the second round of failures is locked 2 min.
        String email = signUpFrom("127.0.3.1");
        for (long lockout : new long[] {60, 120}) {
            for (int i = 0; i < 3; i++) {
                assertThat(login("127.0.3.2", email, WRONG).status()).isEqualTo(401);
            }
            ApiClient.Reply locked = login("127.0.3.2", email, WRONG);
            assertThrottled(locked, lockout);
            assertThat(Long.parseLong(locked.header("Retry-After").orElseThrow())).isGreaterThan(lockout * 3 / 4);
            clock().advance(Duration.ofSeconds(lockout + 1));
        }
        assertThat(login("127.0.3.2", email, Accounts.PASSWORD).status()).isEqualTo(200);
    }

    @Test
    void aBurstOfConcurrentGuessesGetsNoMoreTriesThanTheLimit() throws Exception {
        String email = signUpFrom("127.0.12.1");
        int burst = 16;
        ExecutorService pool = Executors.newFixedThreadPool(burst);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> statuses = new ArrayList<>();
        try {
            for (int i = 0; i < burst; i++) {
                ApiClient client = server.clientFrom("127.0.12.2");
                statuses.add(pool.submit(() -> {
                    start.await();
                    return client.postJson("/console/api/login", credentials(email, WRONG)).status();
                }));
            }
            start.countDown();
            List<Integer> answers = new ArrayList<>();
            for (Future<Integer> status : statuses) {
                answers.add(status.get());
            }
            assertThat(answers).filteredOn(status -> status == 401).hasSize(3);
            assertThat(answers).filteredOn(status -> status == 429).hasSize(burst - 3);
        } finally {
            pool.shutdownNow();
        }
        assertThrottled(login("127.0.12.2", email, Accounts.PASSWORD), 60);
    }

    @Test
    void failuresFromManyAddressesLockTheAccountExceptWhereItsOwnerSignedInBefore() {
        String email = signUpFrom("127.0.4.1");
        assertThat(login("127.0.4.9", email, Accounts.PASSWORD).status()).as("the owner's usual address").isEqualTo(200);
        for (String attacker : List.of("127.0.4.2", "127.0.4.3")) {
            for (int i = 0; i < 3; i++) {
                assertThat(login(attacker, email, WRONG).status()).isEqualTo(401);
            }
        }
        // Six failures in all: the account is locked for addresses it has not signed in from...
        assertThrottled(login("127.0.4.4", email, Accounts.PASSWORD), 60);
        // ...but not where its owner signed in successfully: others' failures cannot lock the owner out there.
        assertThat(login("127.0.4.9", email, Accounts.PASSWORD).status()).isEqualTo(200);

        clock().advance(Duration.ofSeconds(61));
        assertThat(login("127.0.4.4", email, Accounts.PASSWORD).status()).isEqualTo(200);
    }

    @Test
    void oneAddressTryingManyAccountsIsLockedForNewOnes() {
        String owner = signUpFrom("127.0.5.1");
        assertThat(login("127.0.5.2", owner, Accounts.PASSWORD).status()).isEqualTo(200);
        for (int i = 0; i < 8; i++) {
            assertThat(login("127.0.5.2", Accounts.uniqueEmail(), WRONG).status()).isEqualTo(401);
        }
        assertThrottled(login("127.0.5.2", Accounts.uniqueEmail(), WRONG), 60);
        assertThat(login("127.0.5.2", owner, Accounts.PASSWORD).status()).as("trusted pair").isEqualTo(200);
        assertThat(login("127.0.5.3", Accounts.uniqueEmail(), WRONG).status()).as("another address").isEqualTo(401);
    }

    @Test
    void forwardedForIsBelievedOnlyFromATrustedProxy() {
        String spoofed = signUpFrom("127.0.6.1");
        // A client cannot become a new address per attempt by sending X-Forwarded-For itself.
        for (int i = 0; i < 3; i++) {
            assertThat(login("127.0.6.2", spoofed, WRONG, "X-Forwarded-For", "198.51.100." + i).status()).isEqualTo(401);
        }
        assertThrottled(login("127.0.6.2", spoofed, WRONG, "X-Forwarded-For", "198.51.100.77"), 60);

        // Behind the trusted proxy (127.0.0.9) the client is the last address it reports; what the client
        // claimed left of it is not read.
        String proxied = signUpFrom("127.0.6.3");
        for (int i = 0; i < 3; i++) {
            assertThat(login("127.0.0.9", proxied, WRONG, "X-Forwarded-For", "203.0.113." + i + ", 203.0.113.66").status())
                    .isEqualTo(401);
        }
        assertThrottled(login("127.0.0.9", proxied, WRONG, "X-Forwarded-For", "10.9.9.9, 203.0.113.66"), 60);
        assertThat(login("127.0.0.9", proxied, Accounts.PASSWORD, "X-Forwarded-For", "203.0.113.67").status())
                .as("another client behind the same proxy").isEqualTo(200);
    }

    @Test
    void theReportTokenRouteIsThrottledPerAddress() {
        String report = "[]";
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply wrong = server.clientFrom("127.0.7.2").postJson("/v1/security/compromised-keys", report,
                    "Authorization", ApiClient.bearer("guess-" + i));
            assertThat(wrong.status()).isEqualTo(401);
            assertThat(wrong.error().get("code").asText()).isEqualTo("unauthenticated");
        }
        assertThrottled(server.clientFrom("127.0.7.2").postJson("/v1/security/compromised-keys", report,
                "Authorization", ApiClient.bearer("guess-4")), 60);
        assertThrottled(server.clientFrom("127.0.7.2").postJson("/v1/security/compromised-keys", report,
                "Authorization", ApiClient.bearer(REPORT_TOKEN)), 60);
        assertThat(server.clientFrom("127.0.7.3").postJson("/v1/security/compromised-keys", report,
                "Authorization", ApiClient.bearer(REPORT_TOKEN)).status()).as("the relay's own address").isEqualTo(200);

        clock().advance(Duration.ofSeconds(61));
        assertThat(server.clientFrom("127.0.7.2").postJson("/v1/security/compromised-keys", report,
                "Authorization", ApiClient.bearer(REPORT_TOKEN)).status()).isEqualTo(200);
    }

    @Test
    void signUpsArePerAddressAndPerHour() {
        for (int i = 0; i < 3; i++) {
            signUpFrom("127.0.8.2");
        }
        assertThrottled(server.clientFrom("127.0.8.2").postJson("/console/api/signup",
                credentials(Accounts.uniqueEmail(), Accounts.PASSWORD)), 3600);
        signUpFrom("127.0.8.3");

        clock().advance(Duration.ofMinutes(61));
        signUpFrom("127.0.8.2");
    }

    @Test
    void instancesSharingTheDatabaseCountTogether() {
        String email = signUpFrom("127.0.9.1");
        try (TestServer second = TestServer.startOn(server.database(), Map.of(
                EventsTestBeans.MUTABLE_CLOCK, true, "attest.security.throttle.login-max-failures", 3))) {
            ((MutableClock) second.context().getBean(Clock.class)).set(clock().instant());
            assertThat(login("127.0.9.2", email, WRONG).status()).isEqualTo(401);
            assertThat(second.clientFrom("127.0.9.2").postJson("/console/api/login", credentials(email, WRONG)).status()).isEqualTo(401);
            assertThat(login("127.0.9.2", email, WRONG).status()).isEqualTo(401);
            assertThrottled(second.clientFrom("127.0.9.2").postJson("/console/api/login", credentials(email, Accounts.PASSWORD)), 60);
        }
    }

    @Test
    void countersExpireAndHousekeepingDeletesThem() throws Exception {
        String email = signUpFrom("127.0.10.1");
        for (int i = 0; i < 4; i++) {
            login("127.0.10.2", email, WRONG);
        }
        String account = Sha256.hex(email);
        assertThat(rows("login_account", account)).isEqualTo(1);
        AttemptThrottle throttle = server.get().context().getBean(AttemptThrottle.class);

        throttle.purgeExpired();
        assertThat(rows("login_account", account)).as("still counting").isEqualTo(1);
        // Locked for 1 min at the 3rd failure; forgotten one 15 min window after the lockout.
        clock().advance(Duration.ofMinutes(17));
        assertThat(throttle.purgeExpired()).isPositive();
        assertThat(rows("login_account", account)).isZero();
        assertThat(rows("login_account_address", Sha256.hex(email + "\n127.0.10.2"))).isZero();
        assertThat(rows("login_address", Sha256.hex("127.0.10.2"))).isZero();
        // Forgotten means a fresh start: three more failures before a lockout, and it is a first one again.
        for (int i = 0; i < 3; i++) {
            assertThat(login("127.0.10.2", email, WRONG).status()).isEqualTo(401);
        }
        assertThrottled(login("127.0.10.2", email, WRONG), 60);
    }

    @Test
    void failuresAndLockoutsAreLoggedWithoutPasswords() {
        String email = signUpFrom("127.0.11.1");
        for (int i = 0; i < 4; i++) {
            login("127.0.11.2", email, WRONG);
        }
        List<Map<String, Object>> lines = LOGS.list.stream().map(SignInThrottleApiTest::fields)
                .filter(f -> "127.0.11.2".equals(f.get("client_address"))).toList();
        assertThat(lines).extracting(f -> f.get("event"))
                .containsSubsequence("login_failed", "login_failed", "login_failed", "locked", "throttled");
        Map<String, Object> failed = lines.getFirst();
        assertThat(failed).containsEntry("email_sha256", Sha256.hex(email)).containsKey("account_id");
        assertThat(failed.get("account_id")).asString().startsWith("acct_");
        assertThat(lines.stream().filter(f -> "locked".equals(f.get("event")))).anySatisfy(locked ->
                assertThat(locked).containsEntry("scope", "login_account_address").containsEntry("lockout_seconds", 60L));

        String everything = LOGS.list.stream().map(e -> e.getFormattedMessage() + " " + fields(e))
                .collect(Collectors.joining("\n"));
        assertThat(everything).doesNotContain(WRONG).doesNotContain(Accounts.PASSWORD).doesNotContain(email);
    }

    private static Map<String, Object> fields(ILoggingEvent event) {
        Map<String, Object> fields = new HashMap<>();
        if (event.getKeyValuePairs() != null) {
            event.getKeyValuePairs().forEach(pair -> fields.put(pair.key, pair.value));
        }
        return fields;
    }

    private static int rows(String scope, String subject) throws Exception {
        TestDatabase db = server.database();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
             var statement = c.prepareStatement("select count(*) from auth_throttle where scope = ? and subject = ?")) {
            statement.setString(1, scope);
            statement.setString(2, subject);
            try (ResultSet rs = statement.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
