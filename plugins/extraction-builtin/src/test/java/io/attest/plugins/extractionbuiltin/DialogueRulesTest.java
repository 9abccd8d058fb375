package io.attest.plugins.extractionbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class DialogueRulesTest {

    private static final List<String> PEOPLE = List.of("ada.lovelace@example.com", "bob.martin@example.com", "carol.nguyen@example.com");
    private final BuiltinMeetingExtractor extractor = new BuiltinMeetingExtractor();

    private List<MeetingItem> extract(String text) {
        return extractor.extract(new TranscriptInput("t", null, OffsetDateTime.parse("2026-03-04T10:00:00Z"), PEOPLE, text));
    }

    @Test
    void aRequestFollowedByAnAcceptanceIsAnActionItemOfWhoeverAccepted() {
        List<MeetingItem> items = extract("Ada: Can someone update the status page by Friday?\nBob: Sure, on it.\n");
        assertThat(items).singleElement().satisfies(i -> {
            assertThat(i.kind()).isEqualTo(ItemKind.ACTION_ITEM);
            assertThat(i.owner()).isEqualTo("bob.martin@example.com");
            assertThat(i.owedTo()).isEqualTo("ada.lovelace@example.com");
            assertThat(i.due()).isEqualTo(LocalDate.of(2026, 3, 6));
            assertThat(i.text()).contains("update the status page");
        });
    }

    @Test
    void aDeclinedRequestIsNoActionItem() {
        assertThat(extract("Ada: Bob, can you update the status page?\nBob: No, sorry, I'm away.\n"))
                .noneMatch(i -> i.kind() == ItemKind.ACTION_ITEM && "bob.martin@example.com".equals(i.owner()));
    }

    @Test
    void agreementMakesTheProposalItSettlesTheDecision() {
        List<MeetingItem> items = extract("Carol: I propose we move the standup to 9:30.\nBob: Agreed.\nAda: No objections.\n");
        assertThat(items).singleElement().satisfies(i -> {
            assertThat(i.kind()).isEqualTo(ItemKind.DECISION);
            assertThat(i.text()).isEqualTo("we move the standup to 9:30");
            assertThat(i.confidence()).isGreaterThan(0.8);
        });
    }

    @Test
    void aQuestionNobodyAnsweredBeforeTheTopicChangedIsOpen() {
        String unanswered = "topic: Budget\nAda: Who signs off the travel budget?\ntopic: Hiring\nBob: We have two candidates.\n";
        assertThat(extract(unanswered)).singleElement().satisfies(i -> {
            assertThat(i.kind()).isEqualTo(ItemKind.OPEN_QUESTION);
            assertThat(i.owedTo()).isEqualTo("ada.lovelace@example.com");
        });
        String answered = "topic: Budget\nAda: Who signs off the travel budget?\nBob: The finance director does.\n";
        assertThat(extract(answered)).isEmpty();
    }

    @Test
    void firstPersonPromisesAreCommitmentsButFiguresOfSpeechAreNot() {
        assertThat(extract("Carol: I'll draft the rota by tomorrow.\n")).singleElement().satisfies(i -> {
            assertThat(i.kind()).isEqualTo(ItemKind.COMMITMENT);
            assertThat(i.owner()).isEqualTo("carol.nguyen@example.com");
            assertThat(i.owedTo()).isEqualTo("ada.lovelace@example.com");
            assertThat(i.due()).isEqualTo(LocalDate.of(2026, 3, 5));
        });
        assertThat(extract("Carol: I'll be honest, it was a long week.\n")).isEmpty();
    }

    @Test
    void ircScribeNotesAttributeScribedLinesToTheSpeakerAndAddressedLinesToTheAuthor() {
        String scribed = "<bob> scribe: bob\n<bob> Ada: I will send the minutes\n";
        assertThat(extract(scribed)).singleElement().extracting(MeetingItem::owner).isEqualTo("ada.lovelace@example.com");
        String addressed = "<ada_l> bob: can you send the minutes?\n<bob> will do\n";
        assertThat(extract(addressed)).singleElement().satisfies(i -> {
            assertThat(i.owner()).isEqualTo("bob.martin@example.com");
            assertThat(i.owedTo()).isEqualTo("ada.lovelace@example.com");
        });
    }

    @Test
    void theProviderIsFoundByServiceLoader() {
        assertThat(ServiceLoader.load(MeetingExtractor.class).stream().map(p -> p.get().id()))
                .contains("extraction-builtin");
    }
}
