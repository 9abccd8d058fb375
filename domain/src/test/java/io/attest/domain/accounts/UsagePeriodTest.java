package io.attest.domain.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class UsagePeriodTest {

    @Test
    void theMonthIsTheUtcCalendarMonth() {
        UsagePeriod period = UsagePeriod.containing(Instant.parse("2026-11-30T23:59:59.999Z"));
        assertThat(period.id()).isEqualTo("2026-11");
        assertThat(period.resetsAt()).isEqualTo(Instant.parse("2026-12-01T00:00:00Z"));
        assertThat(UsagePeriod.containing(Instant.parse("2026-12-01T00:00:00Z")).id()).isEqualTo("2026-12");
    }

    @Test
    void lengthFollowsTheCalendar() {
        assertThat(UsagePeriod.containing(Instant.parse("2026-02-10T00:00:00Z")).lengthSeconds()).isEqualTo(28L * 86_400);
        assertThat(UsagePeriod.containing(Instant.parse("2028-02-10T00:00:00Z")).lengthSeconds()).isEqualTo(29L * 86_400);
        assertThat(UsagePeriod.containing(Instant.parse("2026-11-10T00:00:00Z")).lengthSeconds()).isEqualTo(30L * 86_400);
    }

    @Test
    void secondsToResetRoundUpSoAClientIsNeverEarly() {
        UsagePeriod period = UsagePeriod.containing(Instant.parse("2026-11-30T23:59:58.500Z"));
        assertThat(period.secondsToReset(Instant.parse("2026-11-30T23:59:58.500Z"))).isEqualTo(2);
        assertThat(period.secondsToReset(Instant.parse("2026-11-30T23:59:59Z"))).isEqualTo(1);
        assertThat(period.secondsToReset(Instant.parse("2026-12-01T00:00:00Z"))).isZero();
    }
}
