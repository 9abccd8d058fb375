package io.attest.plugins.extractionbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Against a fixed meeting day, Wednesday 4 March 2026. */
class DueDateResolverTest {

    private static final LocalDate WEDNESDAY = LocalDate.of(2026, 3, 4);

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "I'll send it by Friday | 2026-03-06",
            "done by Wednesday | 2026-03-11",
            "next Friday | 2026-03-13",
            "I'll have it next week | 2026-03-13",
            "by end of next week | 2026-03-13",
            "by the end of the week | 2026-03-06",
            "by end of month | 2026-03-31",
            "before the next meeting | 2026-03-11",
            "I'll do it today | 2026-03-04",
            "this afternoon | 2026-03-04",
            "tomorrow morning | 2026-03-05",
            "in two weeks | 2026-03-18",
            "by the end of the quarter | 2026-03-31",
            "by March 20 | 2026-03-20",
            "by 14 April | 2026-04-14",
            "due 2026-05-01 | 2026-05-01",
            "tomorrow, or by Friday at the latest | 2026-03-05",
    })
    void resolvesAgainstTheMeetingDay(String text, LocalDate expected) {
        assertThat(DueDateResolver.resolve(text, WEDNESDAY)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"I'll review the design", "we discussed dates at length", "the 2.3 release", "''"})
    void noDateMeansNull(String text) {
        assertThat(DueDateResolver.resolve(text, WEDNESDAY)).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"2026-03-06 | by Friday | 2026-03-13", "2026-03-08 | by end of week | 2026-03-13"})
    void weekdaysAreAlwaysAfterTheMeeting(LocalDate meeting, String text, LocalDate expected) {
        assertThat(DueDateResolver.resolve(text, meeting)).isEqualTo(expected);
    }
}
