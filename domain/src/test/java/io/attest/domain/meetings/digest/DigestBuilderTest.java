package io.attest.domain.meetings.digest;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.DoneReport;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The digest's three lists as decisions.md section 7 defines them, on a fixed window. */
class DigestBuilderTest {

    private static final String IAN = "ian.wright@example.com";
    private static final String DANA = "dana.kim@example.com";
    private static final DigestWindow WEEK = new DigestWindow(Instant.parse("2026-01-05T08:00:00Z"),
            Instant.parse("2026-01-12T08:00:00Z"));

    private static StoredItem item(String id, String transcript, String at, ItemKind kind, String text, String owner,
                                   String owedTo, LocalDate due) {
        return new StoredItem(id, transcript, OffsetDateTime.parse(at), new MeetingItem(kind, text, owner, owedTo, due, 0.8, 0,
                text.length()));
    }

    private static DeliveryEvidence report(String transcript, String at, String text, String... owners) {
        return new DeliveryEvidence(transcript, OffsetDateTime.parse(at), new DoneReport(text, List.of(owners), 0, text.length()));
    }

    @Test
    void aPromiseDueBeforeTheWindowEndsIsSlippingUntilALaterMeetingShowsItDone() {
        StoredItem budget = item("mi_1", "t1", "2026-01-05T10:00:00Z", ItemKind.COMMITMENT,
                "I'll send the Q3 budget spreadsheet to Dana", IAN, DANA, LocalDate.parse("2026-01-07"));
        Digest before = DigestBuilder.build(WEEK, List.of(budget), List.of(), List.of());
        assertThat(before.slipping()).singleElement().satisfies(s -> {
            assertThat(s.title()).isEqualTo("I'll send the Q3 budget spreadsheet to Dana");
            assertThat(s.owedTo()).isEqualTo(DANA);
            assertThat(s.due()).isEqualTo(LocalDate.parse("2026-01-07"));
        });
        assertThat(before.delivered()).isEmpty();

        DeliveryEvidence sent = report("t2", "2026-01-09T10:00:00Z", "I sent the Q3 budget spreadsheet.", IAN);
        Digest after = DigestBuilder.build(WEEK, List.of(budget), List.of(), List.of(sent));
        assertThat(after.slipping()).isEmpty();
        assertThat(after.delivered()).singleElement().satisfies(d -> {
            assertThat(d.transcriptId()).isEqualTo("t2");
            assertThat(d.originTranscriptId()).isEqualTo("t1");
            assertThat(d.title()).isEqualTo(budget.item().text());
            assertThat(d.owner()).isEqualTo(IAN);
        });
    }

    @Test
    void evidenceAfterTheWindowFromAnotherOwnerOrAboutSomethingElseDeliversNothing() {
        StoredItem budget = item("mi_1", "t1", "2026-01-05T10:00:00Z", ItemKind.ACTION_ITEM,
                "Ian to review the migration PR", IAN, DANA, LocalDate.parse("2026-01-06"));
        List<DeliveryEvidence> noise = List.of(
                report("t9", "2026-01-13T10:00:00Z", "The migration PR landed.", IAN),
                report("t2", "2026-01-07T10:00:00Z", "The migration PR landed.", DANA),
                report("t3", "2026-01-08T10:00:00Z", "The invoice batch was sent.", IAN),
                report("t0", "2026-01-05T09:00:00Z", "The migration PR landed.", IAN));
        Digest digest = DigestBuilder.build(WEEK, List.of(budget), List.of(), noise);
        assertThat(digest.delivered()).isEmpty();
        assertThat(digest.slipping()).extracting(Digest.Slipping::itemId).containsExactly("mi_1");
    }

    @Test
    void theEarliestLaterTranscriptIsTheDelivery() {
        StoredItem pr = item("mi_1", "t1", "2026-01-05T10:00:00Z", ItemKind.ACTION_ITEM, "Ian to merge the migration PR",
                IAN, DANA, null);
        Digest digest = DigestBuilder.build(WEEK, List.of(pr), List.of(), List.of(
                report("t3", "2026-01-09T10:00:00Z", "The migration PR is merged and deployed.", IAN),
                report("t2", "2026-01-07T10:00:00Z", "Merged the migration PR this morning.", IAN)));
        assertThat(digest.delivered()).singleElement().extracting(Digest.Delivered::transcriptId).isEqualTo("t2");
    }

    @Test
    void undatedPromisesSlipAfterSevenDaysAndDatedOnesAfterTheirDueDayEnds() {
        StoredItem oldUndated = item("mi_old", "t0", "2026-01-04T07:59:59Z", ItemKind.COMMITMENT, "I'll draft the hiring plan",
                DANA, IAN, null);
        StoredItem recentUndated = item("mi_new", "t1", "2026-01-05T08:00:00Z", ItemKind.COMMITMENT, "I'll book the offsite venue",
                DANA, IAN, null);
        // Due on the window's last day in UTC+02:00: that day ends 2026-01-11T22:00Z, before the window's end.
        StoredItem dueInOffset = item("mi_due", "t1", "2026-01-05T10:00:00+02:00", ItemKind.ACTION_ITEM, "Dana to renew the domain",
                DANA, IAN, LocalDate.parse("2026-01-11"));
        // Due the day the window ends: not over yet.
        StoredItem dueLater = item("mi_later", "t1", "2026-01-05T10:00:00Z", ItemKind.ACTION_ITEM, "Dana to order the laptops",
                DANA, IAN, LocalDate.parse("2026-01-12"));
        Digest digest = DigestBuilder.build(WEEK, List.of(recentUndated, dueLater, dueInOffset, oldUndated), List.of(), List.of());
        assertThat(digest.slipping()).extracting(Digest.Slipping::itemId).containsExactly("mi_old", "mi_due");
    }

    @Test
    void promisesMadeAfterTheWindowAndDecisionsAreNeverListed() {
        StoredItem later = item("mi_1", "t5", "2026-01-12T08:00:00Z", ItemKind.COMMITMENT, "I'll fix the build", IAN, DANA,
                LocalDate.parse("2026-01-01"));
        StoredItem decision = item("mi_2", "t1", "2025-12-01T08:00:00Z", ItemKind.DECISION, "We go with Postgres", null, null, null);
        Digest digest = DigestBuilder.build(WEEK, List.of(later, decision), List.of(), List.of());
        assertThat(digest.slipping()).isEmpty();
        assertThat(digest.counts()).isEqualTo(new Digest.Counts(0, 0, 0));
    }

    @Test
    void openQuestionsAreThoseOfTheWindowsMeetingsInOrder() {
        StoredItem before = item("mi_a", "t0", "2026-01-05T07:59:59Z", ItemKind.OPEN_QUESTION, "Who owns billing?", null, DANA, null);
        StoredItem second = item("mi_b", "t2", "2026-01-09T09:00:00Z", ItemKind.OPEN_QUESTION, "Do we need SOC 2 this year?",
                null, IAN, null);
        StoredItem first = item("mi_c", "t1", "2026-01-05T08:00:00Z", ItemKind.OPEN_QUESTION, "Which region for the replica?",
                null, DANA, null);
        StoredItem atEnd = item("mi_d", "t3", "2026-01-12T08:00:00Z", ItemKind.OPEN_QUESTION, "Budget for Q2?", null, DANA, null);
        Digest digest = DigestBuilder.build(WEEK, List.of(), List.of(before, second, first, atEnd), List.of());
        assertThat(digest.openQuestions()).extracting(Digest.OpenQuestion::question)
                .containsExactly("Which region for the replica?", "Do we need SOC 2 this year?");
        assertThat(digest.openQuestions().getFirst().askedBy()).isEqualTo(DANA);
        assertThat(WEEK.label()).isEqualTo("2026-01-05T08:00:00.000Z..2026-01-12T08:00:00.000Z");
    }
}
