package io.attest.domain.meetings.digest;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.meetings.ContentWords;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The content half of the matching rule: the same subject in other words. */
class DeliveryMatcherTest {

    private static boolean same(String promise, String report) {
        return DeliveryMatcher.sameSubject(ContentWords.stems(promise, Set.of("ian", "dana")), ContentWords.stems(report, Set.of()));
    }

    @Test
    void twoSharedContentWordsOrHalfOfAShortPromiseAreTheSameSubject() {
        assertThat(same("Ian will review the migration PR by Friday", "The migration PR landed yesterday.")).isTrue();
        assertThat(same("I'll send the budget to Dana", "I sent the budget on Tuesday.")).isTrue();
        assertThat(same("Could you update the onboarding slides?", "The onboarding slide deck is updated and sent.")).isTrue();
    }

    @Test
    void oneSharedWordOfALongerPromiseOrOnlyDoneWordsAreNot() {
        assertThat(same("Review the invoice template and the tax settings", "I sent the invoice.")).isFalse();
        assertThat(same("I'll send the notes", "Done, sent.")).isFalse();
        assertThat(same("Ian to fix the flaky login test", "Fixed the payment retries.")).isFalse();
    }
}
