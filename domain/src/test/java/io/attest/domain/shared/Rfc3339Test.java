package io.attest.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

class Rfc3339Test {

    @Test
    void acceptsFullDateTimesWithAZone() {
        assertThat(Rfc3339.parse("2026-01-05T08:00:00Z")).contains(OffsetDateTime.parse("2026-01-05T08:00:00Z"));
        assertThat(Rfc3339.parse("2026-01-05t09:30:00.250+01:00")).contains(OffsetDateTime.parse("2026-01-05T09:30:00.250+01:00"));
        assertThat(Rfc3339.parse("2026-01-05T08:00:00.123456789-05:00")).isPresent();
    }

    @Test
    void refusesWhatRfc3339DoesNotAllowOrTheCalendarDoesNotHave() {
        for (String bad : new String[] {"2026-01-05T08:00Z", "2026-01-05T08:00:00", "2026-01-05", "2026-01-05 08:00:00Z",
                "2026-02-30T08:00:00Z", "2026-01-05T25:00:00Z", "2026-01-05T08:00:60Z", "2026-01-05T08:00:00+19:00",
                "1736064000", "", " 2026-01-05T08:00:00Z", "2026-01-05T08:00:00Z\u0000"}) {
            assertThat(Rfc3339.parse(bad)).as(bad).isEmpty();
        }
        assertThat(Rfc3339.parse(null)).isEmpty();
    }
}
