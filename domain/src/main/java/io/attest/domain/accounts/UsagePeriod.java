package io.attest.domain.accounts;

import java.time.Duration;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;

/** A calendar month in UTC: the window the monthly quota counts in. */
public record UsagePeriod(YearMonth month) {

    public static UsagePeriod containing(Instant instant) {
        return new UsagePeriod(YearMonth.from(instant.atOffset(ZoneOffset.UTC)));
    }

    /** {@code 2026-11}. */
    public String id() {
        return month.toString();
    }

    public Instant start() {
        return month.atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
    }

    /** 00:00Z on the first of the next month. */
    public Instant resetsAt() {
        return month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
    }

    public long lengthSeconds() {
        return Duration.between(start(), resetsAt()).toSeconds();
    }

    /** Whole seconds until the reset, rounded up so that a client waiting that long is never early. */
    public long secondsToReset(Instant now) {
        long millis = Duration.between(now, resetsAt()).toMillis();
        return Math.max(0, (millis + 999) / 1000);
    }
}
