package io.attest.adapters.search;

import static io.attest.adapters.search.Transcripts.transcript;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** kind, since (exclusive), participants (any of), limit, and the snippet's marks and escaping. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SearchFiltersTest {

    private static final String ACCOUNT = "acct_f";

    private LuceneTranscriptSearch search;

    @BeforeAll
    void threeMeetings(@TempDir Path dir) {
        search = new LuceneTranscriptSearch();
        search.open(dir);
        search.index(transcript(ACCOUNT, "monday").at("2026-03-02T10:00:00Z")
                .participants("ada@example.com", "bob@example.com")
                .line("Ada: The budget review for the robotics lab.")
                .item("m-action", ItemKind.ACTION_ITEM, "Bob: Ada, please draft the robotics budget by Friday.", "ada@example.com", "bob@example.com")
                .item("m-decision", ItemKind.DECISION, "Ada: We keep the robotics budget flat this year.")
                .build());
        search.index(transcript(ACCOUNT, "wednesday").at("2026-03-04T10:00:00+01:00")
                .participants("Carol@Example.com", "dan@example.com")
                .line("Carol: Robotics lab safety.")
                .item("w-question", ItemKind.OPEN_QUESTION, "Dan: Who signs off the robotics lab safety audit?", null, "dan@example.com")
                .item("w-commitment", ItemKind.COMMITMENT, "Carol: I will book the robotics safety inspector.", "carol@example.com", "dan@example.com")
                .build());
        search.index(transcript(ACCOUNT, "friday").at("2026-03-06T10:00:00Z")
                .participants("ada@example.com", "erin@example.com")
                .item("f-action", ItemKind.ACTION_ITEM, "Erin: Ada, can you order <b>robotics</b> parts & cables?", "ada@example.com", "erin@example.com")
                .line("Ada: Yes.")
                .build());
        search.commit();
    }

    @AfterAll
    void close() {
        search.close();
    }

    private List<String> ids(ItemKind kind, String since, List<String> participants) {
        return search.search(new SearchQuery(ACCOUNT, "robotics", kind,
                        since == null ? null : OffsetDateTime.parse(since), participants, 100))
                .stream().map(SearchHit::itemId).toList();
    }

    @Test
    void withoutFiltersEveryMatchingItem() {
        assertThat(ids(null, null, List.of())).containsExactlyInAnyOrder("m-action", "m-decision", "w-question", "w-commitment", "f-action");
    }

    @Test
    void kindKeepsOnlyThatKind() {
        assertThat(ids(ItemKind.ACTION_ITEM, null, List.of())).containsExactlyInAnyOrder("m-action", "f-action");
        assertThat(ids(ItemKind.DECISION, null, List.of())).containsExactly("m-decision");
        assertThat(ids(ItemKind.OPEN_QUESTION, null, List.of())).containsExactly("w-question");
        assertThat(ids(ItemKind.COMMITMENT, null, List.of())).containsExactly("w-commitment");
    }

    @Test
    void sinceIsExclusive() {
        // wednesday is 2026-03-04T09:00Z
        assertThat(ids(null, "2026-03-04T09:00:00Z", List.of())).containsExactly("f-action");
        assertThat(ids(null, "2026-03-04T08:59:59.999999Z", List.of())).containsExactlyInAnyOrder("w-question", "w-commitment", "f-action");
        assertThat(ids(null, "2026-03-04T10:00:00+01:00", List.of())).containsExactly("f-action");
        assertThat(ids(null, "2026-03-06T10:00:00Z", List.of())).isEmpty();
        assertThat(ids(null, "1970-01-01T00:00:00Z", List.of())).hasSize(5);
    }

    @Test
    void sinceFarInTheFutureOrPastDoesNotBreak() {
        assertThat(ids(null, "+999999999-12-31T23:59:59Z", List.of())).isEmpty();
        assertThat(ids(null, "-999999999-01-01T00:00:00Z", List.of())).hasSize(5);
    }

    @Test
    void participantsMatchAnyOfThemWithoutCase() {
        assertThat(ids(null, null, List.of("dan@example.com"))).containsExactlyInAnyOrder("w-question", "w-commitment");
        assertThat(ids(null, null, List.of("CAROL@example.com", "erin@example.com")))
                .containsExactlyInAnyOrder("w-question", "w-commitment", "f-action");
        assertThat(ids(null, null, List.of("ada@example.com"))).containsExactlyInAnyOrder("m-action", "m-decision", "f-action");
        assertThat(ids(null, null, List.of("nobody@example.com"))).isEmpty();
    }

    @Test
    void filtersCombine() {
        assertThat(ids(ItemKind.ACTION_ITEM, "2026-03-03T00:00:00Z", List.of("ada@example.com"))).containsExactly("f-action");
        assertThat(ids(ItemKind.DECISION, "2026-03-03T00:00:00Z", List.of())).isEmpty();
    }

    @Test
    void passageHitsObeyTheKindFilter() {
        // "safety audit" is in the passage shared by the question and the commitment
        List<SearchHit> hits = search.search(new SearchQuery(ACCOUNT, "safety audit", ItemKind.COMMITMENT, null, List.of(), 10));
        assertThat(hits).extracting(SearchHit::itemId).containsExactly("w-commitment");
    }

    @Test
    void limitCapsTheMatches() {
        assertThat(search.search(new SearchQuery(ACCOUNT, "robotics", null, null, List.of(), 2))).hasSize(2);
        assertThat(search.search(new SearchQuery(ACCOUNT, "robotics", null, null, List.of(), 1))).hasSize(1);
    }

    @Test
    void aHitCarriesTheItemAndItsMeeting() {
        SearchHit hit = search.search(new SearchQuery(ACCOUNT, "inspector", null, null, List.of(), 1)).get(0);
        assertThat(hit.itemId()).isEqualTo("w-commitment");
        assertThat(hit.transcriptId()).isEqualTo("wednesday");
        assertThat(hit.kind()).isEqualTo(ItemKind.COMMITMENT);
        assertThat(hit.confidence()).isEqualTo(0.8);
        assertThat(hit.occurredAt()).isEqualTo(OffsetDateTime.parse("2026-03-04T10:00:00+01:00"));
        assertThat(hit.score()).isBetween(0.0, 1.0);
        assertThat(hit.snippet()).isEqualTo("I will book the robotics safety <mark>inspector</mark>.");
    }

    @Test
    void snippetsMarkStemmedWordsAndEscapeTheText() {
        SearchHit hit = search.search(new SearchQuery(ACCOUNT, "ordering cable", null, null, List.of(), 1)).get(0);
        assertThat(hit.itemId()).isEqualTo("f-action");
        assertThat(hit.snippet()).isEqualTo("Ada, can you <mark>order</mark> &lt;b&gt;robotics&lt;/b&gt; parts &amp; <mark>cables</mark>?");
    }

    @Test
    void scoresDescendWithinTheSameKindPreference() {
        List<SearchHit> hits = search.search(new SearchQuery(ACCOUNT, "robotics budget", null, null, List.of(), 10));
        for (int i = 1; i < hits.size(); i++) {
            assertThat(hits.get(i).score()).isLessThanOrEqualTo(hits.get(i - 1).score());
        }
    }
}
