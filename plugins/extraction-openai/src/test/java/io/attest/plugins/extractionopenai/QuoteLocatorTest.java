package io.attest.plugins.extractionopenai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QuoteLocatorTest {

    static final String TEXT = "00:01 Ana: We\u2019ll ship\n   the beta \u2014 on Monday.\n00:02 Ben: OK.\n"
            + "00:03 Ana: We\u2019ll ship the beta on Monday.\n";

    private final QuoteLocator locator = new QuoteLocator(TEXT);

    private String found(String quote, int preferStart, int preferEnd) {
        QuoteLocator.Span span = locator.find(quote, preferStart, preferEnd);
        return span == null ? null : TEXT.substring(span.start(), span.end());
    }

    @Test
    void exactTextIsFoundWhereItIs() {
        QuoteLocator.Span span = locator.find("We\u2019ll ship the beta on Monday.", 0, TEXT.length());
        assertThat(span.start()).isEqualTo(TEXT.lastIndexOf("We\u2019ll ship the beta on Monday."));
    }

    @Test
    void looseCopiesAreFoundAndTheSpanIsTheTranscriptsOwnText() {
        assertThat(found("we'll ship the beta - on monday.", 0, TEXT.length()))
                .isEqualTo("We\u2019ll ship\n   the beta \u2014 on Monday.");
        assertThat(found("  \"WE'LL SHIP THE BETA ON MONDAY.\"  ", 0, TEXT.length()))
                .isEqualTo("We\u2019ll ship the beta on Monday.");
    }

    @Test
    void anOccurrenceInThePartTheModelSawWinsOverAnEarlierOne() {
        int second = TEXT.lastIndexOf("00:03");
        assertThat(locator.find("Ana: We", second, TEXT.length()).start()).isEqualTo(second + 6);
        assertThat(locator.find("Ana: We", 0, second).start()).isEqualTo(6);
        assertThat(locator.find("Ana: We", TEXT.length() - 3, TEXT.length()).start()).as("else the first anywhere").isEqualTo(6);
    }

    @Test
    void inventedTooShortAndMissingQuotesAreNotFound() {
        assertThat(locator.find("We'll ship the GA on Monday.", 0, TEXT.length())).isNull();
        assertThat(locator.find("We\u2019ll ship the beta on Monday...", 0, TEXT.length())).isNull();
        assertThat(locator.find("OK.", 0, TEXT.length())).as("three letters match anywhere").isNull();
        assertThat(locator.find("   ", 0, TEXT.length())).isNull();
        assertThat(locator.find(null, 0, TEXT.length())).isNull();
        assertThat(locator.find("a".repeat(5000), 0, TEXT.length())).isNull();
    }

    @Test
    void offsetsCountUtf16UnitsAcrossEmoji() {
        String text = "\uD83D\uDE00 Ana: I\u2019ll send the deck.";
        QuoteLocator.Span span = new QuoteLocator(text).find("i'll send the deck", 0, text.length());
        assertThat(text.substring(span.start(), span.end())).isEqualTo("I\u2019ll send the deck");
        assertThat(span.start()).isEqualTo(8);
    }
}
