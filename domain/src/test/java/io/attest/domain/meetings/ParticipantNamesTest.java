package io.attest.domain.meetings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParticipantNamesTest {

    private final ParticipantNames names = new ParticipantNames(List.of("ada.lovelace@example.com", "ian.wright@example.com",
            "ian.botham@example.com", "will@example.com", "omar@example.com"));

    @Test
    void labelsResolveByNameNickAndInitials() {
        assertThat(names.resolveLabel("Ada Lovelace")).contains("ada.lovelace@example.com");
        assertThat(names.resolveLabel("Dr. Ada")).contains("ada.lovelace@example.com");
        assertThat(names.resolveLabel("ada_l")).contains("ada.lovelace@example.com");
        assertThat(names.resolveLabel("AL")).contains("ada.lovelace@example.com");
        assertThat(names.resolveLabel("Omar")).contains("omar@example.com");
        assertThat(names.resolveLabel("Topic")).isEmpty();
    }

    @Test
    void anAliasTwoParticipantsShareOrAnOrdinaryWordNamesNobody() {
        assertThat(names.resolveLabel("Ian")).isEmpty();
        assertThat(names.resolveLabel("Ian Wright")).contains("ian.wright@example.com");
        assertThat(names.mentionedIn("I will ask Ian and Omar")).containsExactly("omar@example.com");
    }

    @Test
    void mentionsAreFoundAsOneOrTwoWords() {
        assertThat(names.mentionedIn("Ada Lovelace merged it, then Wright shipped")).containsExactly("ada.lovelace@example.com",
                "ian.wright@example.com");
    }
}
