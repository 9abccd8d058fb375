package io.attest.application.deal;

import io.attest.domain.deal.AddressNormalizer;
import io.attest.domain.deal.DealAnalyzer;
import io.attest.domain.deal.DealReport;
import io.attest.domain.deal.DealTerms;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.domain.deal.VerdictThresholds;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Objects;

/**
 * {@code POST /v1/airbnb-deal/analyze}: normalise the address, ask the market-data provider, run
 * the rental-arbitrage model. Stateless (nothing is stored for the account), so no transaction.
 *
 * <p>Order of failures (decisions.md section 1): request validation (400, with the field) →
 * the address (404 {@code address}) → the market (404 {@code market} with
 * {@code detail.address_normalized}) → the provider (502 {@code upstream_unavailable} with
 * {@code detail.retry_after_seconds}, which the HTTP adapter also sends as {@code Retry-After}).
 */
public final class AnalyzeDeal {

    public static final int MAX_ADDRESS_CHARS = 500;
    private static final System.Logger LOG = System.getLogger(AnalyzeDeal.class.getName());

    private final AddressNormalizer normalizer;
    private final MarketDataProvider provider;
    private final DealAnalyzer analyzer;
    private final Clock clock;

    public AnalyzeDeal(AddressNormalizer normalizer, MarketDataProvider provider, DealAnalyzer analyzer, Clock clock) {
        this.normalizer = Objects.requireNonNull(normalizer, "normalizer");
        this.provider = Objects.requireNonNull(provider, "provider");
        this.analyzer = Objects.requireNonNull(analyzer, "analyzer");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The request; null numbers are "not given". */
    public record Command(String address, BigDecimal rentEstimateMonthly, BigDecimal furnishingAmortizationMonthly,
                          BigDecimal platformFeesPct, Integer furnishingAmortizationMonths, BigDecimal cashInvested,
                          BigDecimal greenMinAnnualNet, BigDecimal greenMinCashOnCash, BigDecimal redMaxAnnualNet) {

        public static Command of(String address) {
            return new Command(address, null, null, null, null, null, null, null, null);
        }
    }

    public record Result(DealReport report, Instant analyzedAt) {
    }

    public Result analyze(Command command) {
        if (command.address() == null || command.address().isBlank()) {
            throw AttestException.invalidRequest("address", "address is required");
        }
        if (command.address().length() > MAX_ADDRESS_CHARS) {
            throw AttestException.invalidRequest("address", "address must be at most " + MAX_ADDRESS_CHARS + " characters");
        }
        DealTerms terms = DealTerms.of(command.rentEstimateMonthly(), command.furnishingAmortizationMonthly(),
                command.platformFeesPct(), command.furnishingAmortizationMonths(), command.cashInvested());
        VerdictThresholds thresholds = VerdictThresholds.of(command.greenMinAnnualNet(), command.greenMinCashOnCash(),
                command.redMaxAnnualNet());

        NormalizedAddress address = normalizer.parse(command.address()).orThrow();
        MarketLookup lookup;
        try {
            lookup = provider.lookup(address);
        } catch (RuntimeException broken) {
            // a provider that throws instead of answering Unavailable: still the provider's failure, not ours
            LOG.log(System.Logger.Level.WARNING, "market-data provider " + provider.id() + " threw", broken);
            lookup = new MarketLookup.Unavailable("the market-data provider failed", null);
        }
        Instant now = clock.instant();
        return switch (lookup) {
            case MarketLookup.Found found -> new Result(
                    analyzer.analyze(address, found.snapshot(), terms, thresholds, LocalDate.ofInstant(now, ZoneOffset.UTC)), now);
            case MarketLookup.NoData ignored -> throw new AttestException(ErrorCode.RESOURCE_NOT_FOUND,
                    "no market data for " + address.formatted(), null,
                    Map.of("kind", "market", "address_normalized", address.formatted()));
            case MarketLookup.Unavailable unavailable -> throw unavailable(unavailable);
            case null -> throw new AttestException(ErrorCode.UPSTREAM_UNAVAILABLE, "the market-data provider gave no answer", null, null);
        };
    }

    private static AttestException unavailable(MarketLookup.Unavailable unavailable) {
        return AttestException.upstreamUnavailable("market_data",
                "market data is unavailable: " + unavailable.reason() + "; retry with backoff", unavailable.retryAfter());
    }
}
