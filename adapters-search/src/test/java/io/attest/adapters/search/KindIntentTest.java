package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KindIntentTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "what did we decide about the vendor contract | DECISION",
            "What was decided on pricing? | DECISION",
            "decisions on the launch date | DECISION",
            "what did we agree on for hosting | DECISION",
            "which database did we go with | DECISION",
            "was there consensus on the logo | DECISION",
            "open questions about the migration | OPEN_QUESTION",
            "what is still unclear about the audit | OPEN_QUESTION",
            "any unanswered questions on hiring | OPEN_QUESTION",
            "what did Ada promise | COMMITMENT",
            "commitments made by the design team | COMMITMENT",
            "who offered to write the release notes | COMMITMENT",
            "action items from the offsite | ACTION_ITEM",
            "who is responsible for the backups | ACTION_ITEM",
            "tasks assigned to Bob | ACTION_ITEM",
            "next steps on the SDK | ACTION_ITEM",
            "who agreed to update the wiki | ACTION_ITEM",
    })
    void theFirstCueNamesTheKind(String question, ItemKind kind) {
        assertThat(KindIntent.of(question).kinds()).containsExactly(kind);
    }

    @Test
    void owingIsEitherObligation() {
        assertThat(KindIntent.of("who owes the budget numbers").kinds())
                .isEqualTo(Set.of(ItemKind.ACTION_ITEM, ItemKind.COMMITMENT));
    }

    @Test
    void noCueNoKind() {
        assertThat(KindIntent.of("vendor contract renewal").kinds()).isEmpty();
        assertThat(KindIntent.of("the parking lot").kinds()).isEmpty();
    }

    @Test
    void theTopicDropsTheCueAndTheFiller() {
        assertThat(KindIntent.of("What did we decide about the vendor contract?").topic()).isEqualTo("the vendor contract");
        assertThat(KindIntent.of("who owes the budget numbers").topic()).isEqualTo("the budget numbers");
        assertThat(KindIntent.of("what did Ada promise").topic()).isEqualTo("ada");
        assertThat(KindIntent.of("open questions about the migration").topic()).isEqualTo("the migration");
    }

    @Test
    void onlyTheDecidingCueLeavesTheTopic() {
        assertThat(KindIntent.of("what did we decide about the task board").topic()).isEqualTo("the task board");
    }

    @Test
    void aQuestionOfFillerOnlyKeepsItsWords() {
        assertThat(KindIntent.of("what did we").topic()).isEqualTo("what did we");
        assertThat(KindIntent.of("*:*").topic()).isEqualTo("* *");
    }
}
