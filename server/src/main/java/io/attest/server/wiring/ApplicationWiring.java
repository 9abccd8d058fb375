package io.attest.server.wiring;

import io.attest.application.accounts.AdministerAccounts;
import io.attest.application.accounts.AttemptThrottle;
import io.attest.application.accounts.AuthenticateApiKey;
import io.attest.application.accounts.CompromisedKeys;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.accounts.LogIn;
import io.attest.application.accounts.LoginThrottle;
import io.attest.application.accounts.ManageApiKeys;
import io.attest.application.accounts.MeterCalls;
import io.attest.application.accounts.ReportTokenAttempts;
import io.attest.application.accounts.ShowUsage;
import io.attest.application.accounts.SignUp;
import io.attest.application.guard.CitationPacks;
import io.attest.application.guard.VerifyReferences;
import io.attest.application.shared.CheckHealth;
import io.attest.application.shared.IdempotentRequests;
import io.attest.application.shared.ListPlugins;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.PlanLimits;
import io.attest.domain.accounts.ThrottlePolicy;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.accounts.port.ConsoleSessionRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.accounts.port.SecurityEventLog;
import io.attest.domain.accounts.port.ThrottleStore;
import io.attest.domain.accounts.port.UsageCounter;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.port.IdempotencyStore;
import io.attest.domain.shared.port.PluginCatalog;
import io.attest.domain.shared.port.StoreHealth;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.server.security.Argon2idPasswordHasher;
import io.attest.server.security.JsonSecurityEventLog;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.core.naming.conventions.StringConvention;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Builds the plain-Java use cases from the adapters' ports: the application layer knows no DI. */
@Factory
public class ApplicationWiring {

    private static final Logger LOG = LoggerFactory.getLogger(ApplicationWiring.class);

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    @Singleton
    PasswordHasher passwordHasher() {
        return new Argon2idPasswordHasher();
    }

    @Singleton
    PlanLimits planLimits(@Value("${attest.plans.free.monthly-calls:100}") long free,
                          @Value("${attest.plans.entry.monthly-calls:0}") long entry,
                          @Value("${attest.plans.higher.monthly-calls:0}") long higher) {
        return new PlanLimits(Map.of(Plan.FREE, free, Plan.ENTRY, entry, Plan.HIGHER, higher));
    }

    @Singleton
    ConsoleSessions consoleSessions(ConsoleSessionRepository sessions, TransactionBoundary tx, Clock clock) {
        return new ConsoleSessions(sessions, tx, clock);
    }

    @Singleton
    SecurityEventLog securityEventLog() {
        return new JsonSecurityEventLog();
    }

    @Singleton
    AttemptThrottle attemptThrottle(ThrottleStore store, TransactionBoundary tx, Clock clock, SecurityEventLog log) {
        return new AttemptThrottle(store, tx, clock, log);
    }

    /** Built at start-up: a throttle setting that makes no sense must stop the server, not the first login. */
    @Context
    LoginThrottle.Settings loginThrottleSettings(
            @Value("${attest.security.throttle.login-max-failures:5}") int perAccountAndAddress,
            @Value("${attest.security.throttle.account-max-failures:20}") int perAccount,
            @Value("${attest.security.throttle.address-max-failures:30}") int perAddress,
            @Value("${attest.security.throttle.window:15m}") Duration window,
            @Value("${attest.security.throttle.first-lockout:1m}") Duration firstLockout,
            @Value("${attest.security.throttle.max-lockout:15m}") Duration maxLockout,
            @Value("${attest.security.throttle.trust-after-sign-in:30d}") Duration trustAfterSignIn) {
        return new LoginThrottle.Settings(
                new ThrottlePolicy(perAccountAndAddress, window, firstLockout, maxLockout),
                new ThrottlePolicy(perAccount, window, firstLockout, maxLockout),
                new ThrottlePolicy(perAddress, window, firstLockout, maxLockout),
                trustAfterSignIn);
    }

    @Singleton
    LoginThrottle loginThrottle(AttemptThrottle throttle, LoginThrottle.Settings settings, SecurityEventLog log) {
        return new LoginThrottle(throttle, settings, log);
    }

    @Singleton
    SignUp signUp(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions, TransactionBoundary tx,
                  Clock clock, @Value("${attest.console.signup-enabled:true}") boolean enabled, AttemptThrottle throttle,
                  @Value("${attest.security.throttle.signup-max:20}") int signUpsPerAddress,
                  @Value("${attest.security.throttle.signup-window:1h}") Duration signUpWindow) {
        return new SignUp(accounts, hasher, sessions, tx, clock, enabled, throttle,
                ThrottlePolicy.perWindow(signUpsPerAddress, signUpWindow));
    }

    @Singleton
    LogIn logIn(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions, TransactionBoundary tx,
                LoginThrottle throttle) {
        return new LogIn(accounts, hasher, sessions, tx, throttle);
    }

    @Singleton
    ReportTokenAttempts reportTokenAttempts(AttemptThrottle throttle, SecurityEventLog log,
            @Value("${attest.security.throttle.report-token-max-failures:10}") int perAddress,
            @Value("${attest.security.throttle.window:15m}") Duration window,
            @Value("${attest.security.throttle.first-lockout:1m}") Duration firstLockout,
            @Value("${attest.security.throttle.max-lockout:15m}") Duration maxLockout) {
        return new ReportTokenAttempts(throttle, new ThrottlePolicy(perAddress, window, firstLockout, maxLockout), log);
    }

    @Singleton
    ManageApiKeys manageApiKeys(ApiKeyRepository keys, TransactionBoundary tx, Clock clock) {
        return new ManageApiKeys(keys, tx, clock);
    }

    @Singleton
    AuthenticateApiKey authenticateApiKey(ApiKeyRepository keys, AccountRepository accounts, TransactionBoundary tx, Clock clock) {
        return new AuthenticateApiKey(keys, accounts, tx, clock);
    }

    @Singleton
    MeterCalls meterCalls(UsageCounter counter, PlanLimits limits, Clock clock) {
        return new MeterCalls(counter, limits, clock);
    }

    @Singleton
    ShowUsage showUsage(AccountRepository accounts, UsageCounter counter, PlanLimits limits, TransactionBoundary tx, Clock clock) {
        return new ShowUsage(accounts, counter, limits, tx, clock);
    }

    @Singleton
    CompromisedKeys compromisedKeys(ApiKeyRepository keys, EventOutbox outbox, TransactionBoundary tx, Clock clock) {
        return new CompromisedKeys(keys, outbox, tx, clock);
    }

    @Singleton
    AdministerAccounts administerAccounts(AccountRepository accounts, ApiKeyRepository keys, ManageApiKeys apiKeys,
                                          PasswordHasher hasher, TransactionBoundary tx, Clock clock) {
        return new AdministerAccounts(accounts, keys, apiKeys, hasher, tx, clock);
    }

    @Singleton
    IdempotentRequests idempotentRequests(IdempotencyStore store, TransactionBoundary tx, Clock clock) {
        return new IdempotentRequests(store, tx, clock);
    }

    @Singleton
    ListPlugins listPlugins(PluginCatalog catalog) {
        return new ListPlugins(catalog);
    }

    @Singleton
    CheckHealth checkHealth(StoreHealth store) {
        return new CheckHealth(store);
    }

    /**
     * Built at start-up: two packs claiming one domain with no choice made must stop the server, not
     * the first request. {@code attest.guard.pack.<domain>} ({@code ATTEST_GUARD_PACK_LEGAL=acme-legal})
     * names the pack that serves a domain.
     */
    @Context
    CitationPacks citationPacks(PluginCatalog catalog, Environment environment) {
        Map<String, String> chosen = chosenPacks(environment.getProperties("attest.guard.pack", StringConvention.RAW), System.getenv());
        CitationPacks packs = new CitationPacks(catalog.providers(CitationPatternPack.class), chosen);
        LOG.info("citation domains served by pattern packs: {}", packs.servingIds());
        return packs;
    }

    private static final String PACK_ENV_PREFIX = "ATTEST_GUARD_PACK_";

    /**
     * The pack chosen per domain: every flat property under {@code attest.guard.pack}, and every
     * {@code ATTEST_GUARD_PACK_<DOMAIN>} variable with its domain in kebab case
     * ({@code ATTEST_GUARD_PACK_ACME_ENDORSEMENTS} → {@code acme-endorsements}), read directly because
     * Micronaut offers such a variable under several nested names.
     */
    static Map<String, String> chosenPacks(Map<String, Object> properties, Map<String, String> env) {
        Map<String, String> chosen = new TreeMap<>();
        properties.forEach((domain, id) -> {
            if (id != null && !(id instanceof Map<?, ?>) && !String.valueOf(id).isBlank()) {
                chosen.put(domain, String.valueOf(id).strip());
            }
        });
        env.forEach((name, id) -> {
            if (name.startsWith(PACK_ENV_PREFIX) && name.length() > PACK_ENV_PREFIX.length() && id != null && !id.isBlank()) {
                chosen.put(name.substring(PACK_ENV_PREFIX.length()).toLowerCase(Locale.ROOT).replace('_', '-'), id.strip());
            }
        });
        return chosen;
    }

    @Singleton
    CitationCheck citationCheck(CitationPacks packs) {
        return new CitationCheck(new CaseNameNormalizer(packs.caseNameAbbreviations()));
    }

    @Singleton
    VerifyReferences verifyReferences(CitationPacks packs, CitationCheck check, Clock clock) {
        return new VerifyReferences(packs, check, clock);
    }
}
