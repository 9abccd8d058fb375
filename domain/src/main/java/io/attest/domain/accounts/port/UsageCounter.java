package io.attest.domain.accounts.port;

import io.attest.domain.accounts.UsagePeriod;
import io.attest.domain.shared.AccountId;
import java.time.LocalDate;
import java.util.OptionalLong;
import java.util.SortedMap;

/**
 * The monthly call counter. Each method is one atomic statement, so the count is exact under
 * concurrency and across server instances sharing the database. It commits on its own, outside
 * the use case's transaction: a reservation must be visible to concurrent requests at once.
 */
public interface UsageCounter {

    /** Counts one call if fewer than {@code limit} are counted; the new count, or empty when exhausted. */
    OptionalLong tryReserve(AccountId account, UsagePeriod period, long limit);

    /** Counts one call with no limit; the new count. */
    long increment(AccountId account, UsagePeriod period);

    /** Gives back a reserved call (the request did not succeed). */
    void release(AccountId account, UsagePeriod period);

    long used(AccountId account, UsagePeriod period);

    /** The period's counted calls per UTC day (days without calls left out), for the console's chart. */
    SortedMap<LocalDate, Long> usedPerDay(AccountId account, UsagePeriod period);
}
