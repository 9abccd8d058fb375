package io.attest.domain.accounts;

/** The outcome of reserving one call against an account's monthly quota. */
public sealed interface QuotaDecision {

    UsagePeriod period();

    /** The call is counted; {@code used} includes it. */
    record Reserved(UsagePeriod period, long used, long limit) implements QuotaDecision {
        public long remaining() {
            return Math.max(0, limit - used);
        }
    }

    /** The plan has no limit; the call is still counted for usage reporting. */
    record Unlimited(UsagePeriod period, long used) implements QuotaDecision {
    }

    /** No calls left this month; nothing was counted. */
    record Exhausted(UsagePeriod period, long limit) implements QuotaDecision {
    }
}
