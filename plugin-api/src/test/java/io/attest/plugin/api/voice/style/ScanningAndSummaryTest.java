package io.attest.plugin.api.voice.style;

import io.attest.testsupport.VoiceSamples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Sentence splitting, marker counting and the summary's wording on small synthetic writers. */
class ScanningAndSummaryTest {

    private static final List<String> SOCIAL = List.of(
            "Shipped the new onboarding flow today 🚀\nHuge thanks to @maria for the late nights!\n\n#product #startups",
            "Three things I learned this week:\n1. Talk to users.\n2. Ship small.\n3. Sleep.\n\nWhat would you add? #buildinpublic",
            "I keep coming back to one idea: simple beats clever. Every single time! 🙌\n\nRead more: https://blog.example/simple #design",
            "Hiring! We need a designer who loves messy problems 😅\nDM me or @ada.\n\n#hiring #design");

    @Test
    void sentencesEndAtTerminalMarksButNotAtAbbreviationsOrInitials() {
        assertThat(TextScanner.splitSentences("See e.g. the manual. Then ask Dr. Who! Why? J. R. R. Tolkien wrote it."))
                .containsExactly("See e.g. the manual.", "Then ask Dr. Who!", "Why?", "J. R. R. Tolkien wrote it.");
        assertThat(TextScanner.splitSentences("Version 2.5 is out... and it works. “Quoted.” Next"))
                .containsExactly("Version 2.5 is out... and it works.", "“Quoted.”", "Next");
    }

    @Test
    void markersAreCountedAndKeptOutOfTheWords() {
        ScannedText text = TextScanner.scan(SOCIAL.get(0));
        assertThat(text.emoji()).isEqualTo(1);
        assertThat(text.hashtags()).isEqualTo(2);
        assertThat(text.mentions()).isEqualTo(1);
        assertThat(text.endsWithHashtags()).isTrue();
        assertThat(text.paragraphs()).hasSize(2);
        assertThat(text.sentences().get(1).words()).containsExactly("Huge", "thanks", "to", "for", "the", "late", "nights");
    }

    @Test
    void theSummaryFollowsTheMeasurements() {
        StyleProfile social = StyleProfiler.measure(SOCIAL);
        String socialSummary = StyleSummary.describe(social);
        assertThat(social.markers().emoji()).isEqualTo(0.75);
        assertThat(social.markers().hashtagClosing()).isEqualTo(0.5);
        assertThat(socialSummary).contains("emoji", "hashtags, gathered at the end", "short, clipped sentences")
                .doesNotContain("No emoji");

        StyleProfile scofield = StyleProfiler.measure(VoiceSamples.all("scofield"));
        StyleProfile handbook = StyleProfiler.measure(VoiceSamples.all("debian-handbook"));
        String scofieldSummary = StyleSummary.describe(scofield);
        String handbookSummary = StyleSummary.describe(handbook);
        assertThat(scofieldSummary).contains("No emoji, hashtags or links").doesNotContain("clipped");
        assertThat(handbookSummary).isNotEqualTo(scofieldSummary);
        // Wording, not only numbers, changes between writers: compare the summaries without digits.
        assertThat(handbookSummary.replaceAll("[0-9.]+", "#")).isNotEqualTo(scofieldSummary.replaceAll("[0-9.]+", "#"));
    }

    /** Found by the largest-input run over HTTP: samples of one 20,000-letter word made a 20 KB training answer. */
    @Test
    void theSummaryQuotesNoOverlongWordOrPhrase() {
        String word = "a".repeat(20_000);
        StyleProfile oneWord = StyleProfiler.measure(List.of(word, word, word, word, word));
        StyleProfile oneWordRepeated = StyleProfiler.measure(List.of((word + " ").repeat(3), (word + ". ").repeat(3), word, word, word));

        for (StyleProfile profile : List.of(oneWord, oneWordRepeated)) {
            String summary = StyleSummary.describe(profile);
            assertThat(summary).hasSizeLessThan(2_000).doesNotContain("a".repeat(StyleSummary.MAX_QUOTED + 1));
        }
    }
}
