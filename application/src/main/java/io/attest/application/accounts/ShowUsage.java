package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.PlanLimits;
import io.attest.domain.accounts.Usage;
import io.attest.domain.accounts.UsagePeriod;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.UsageCounter;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.LocalDate;
import java.util.SortedMap;

/** This month's usage of an account against its plan's limit. */
public final class ShowUsage {

    private final AccountRepository accounts;
    private final UsageCounter counter;
    private final PlanLimits limits;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ShowUsage(AccountRepository accounts, UsageCounter counter, PlanLimits limits, TransactionBoundary tx, Clock clock) {
        this.accounts = accounts;
        this.counter = counter;
        this.limits = limits;
        this.tx = tx;
        this.clock = clock;
    }

    public Usage of(AccountId accountId) {
        UsagePeriod period = UsagePeriod.containing(clock.instant());
        return tx.inTransaction(() -> {
            Account account = accounts.findById(accountId)
                    .orElseThrow(() -> AttestException.notFound("account", "no such account"));
            return new Usage(period, counter.used(accountId, period), limits.monthlyLimit(account.plan()));
        });
    }

    /** This month's calls per UTC day (days without calls left out): the console's chart. */
    public SortedMap<LocalDate, Long> perDay(AccountId accountId) {
        UsagePeriod period = UsagePeriod.containing(clock.instant());
        return tx.inTransaction(() -> counter.usedPerDay(accountId, period));
    }
}
