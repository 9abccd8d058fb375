package io.attest.domain.deal;

import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;

import java.util.List;

/**
 * The full answer of the rental-deal analyzer for one address.
 *
 * @param rentFromMarket true when the request gave no rent and the market's long-term rent was used
 */
public record DealReport(NormalizedAddress address, MarketSnapshot market, DealTerms terms,
                         VerdictThresholds thresholds, boolean rentFromMarket, DealMath math, Verdict verdict,
                         List<DealFlag> flags, String reasoning) {

    public DealReport {
        flags = List.copyOf(flags);
    }

    public List<DealFlag> redFlags() {
        return flags.stream().filter(flag -> flag.severity() == FlagCode.Severity.RED).toList();
    }

    public List<DealFlag> yellowFlags() {
        return flags.stream().filter(flag -> flag.severity() == FlagCode.Severity.YELLOW).toList();
    }
}
