package io.attest.application.accounts;

import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.PlanLimits;
import io.attest.domain.accounts.QuotaDecision;
import io.attest.domain.accounts.UsagePeriod;
import io.attest.domain.accounts.port.UsageCounter;
import io.attest.domain.shared.AccountId;
import java.time.Clock;
import java.util.OptionalLong;

/**
 * The monthly quota: a call is reserved before it runs and released if it does not end 2xx, so the
 * count is exact however many requests race, on however many server instances.
 */
public final class MeterCalls {

    private final UsageCounter counter;
    private final PlanLimits limits;
    private final Clock clock;

    public MeterCalls(UsageCounter counter, PlanLimits limits, Clock clock) {
        this.counter = counter;
        this.limits = limits;
        this.clock = clock;
    }

    public QuotaDecision reserve(AccountId account, Plan plan) {
        UsagePeriod period = UsagePeriod.containing(clock.instant());
        OptionalLong limit = limits.monthlyLimit(plan);
        if (limit.isEmpty()) {
            return new QuotaDecision.Unlimited(period, counter.increment(account, period));
        }
        OptionalLong used = counter.tryReserve(account, period, limit.getAsLong());
        return used.isPresent()
                ? new QuotaDecision.Reserved(period, used.getAsLong(), limit.getAsLong())
                : new QuotaDecision.Exhausted(period, limit.getAsLong());
    }

    /** Gives the call back: the request failed, so it does not count. */
    public void release(AccountId account, QuotaDecision decision) {
        if (!(decision instanceof QuotaDecision.Exhausted)) {
            counter.release(account, decision.period());
        }
    }
}
