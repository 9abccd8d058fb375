package io.attest.adapters.search;

import static io.attest.adapters.search.Transcripts.transcript;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every account sees only its own items, whatever the question says and whatever the filters are. */
class TenantIsolationTest {

    @TempDir
    Path dir;
    private LuceneTranscriptSearch search;

    @BeforeEach
    void twoAccountsWithTheSameWords() {
        search = new LuceneTranscriptSearch();
        search.open(dir);
        for (String account : List.of("acct_a", "acct_b")) {
            search.index(transcript(account, "t1")
                    .line("Ada: The vendor contract renewal is due.")
                    .item(account + "-i1", ItemKind.ACTION_ITEM, "Bob: Ada, could you send the vendor contract to legal?", "ada@example.com", "bob@example.com")
                    .item(account + "-i2", ItemKind.DECISION, "Ada: We go with Postgres for the ledger.")
                    .item(account + "-i3", ItemKind.OPEN_QUESTION, "Bob: Who owns the account migration?")
                    .build());
        }
        search.commit();
    }

    @AfterEach
    void close() {
        search.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"vendor contract", "account:acct_b", "account:other", "*:*", "acct_b", "acct_b-i1",
            "type:item OR account:acct_b", "+account:acct_b -account:acct_a", "transcript_key:acct_b\u001ft1",
            "item_key:acct_b\u001facct_b-i1", "(account:acct_b)^100", "\"*\"", "\\", "account\u001facct_b",
            "what did we decide about postgres", "open questions about the account migration"})
    void aQuestionNeverReachesAnotherAccount(String question) {
        List<SearchHit> hits = search.search(new SearchQuery("acct_a", question, null, null, List.of(), 100));
        assertThat(hits).allSatisfy(hit -> assertThat(hit.itemId()).startsWith("acct_a-"));
    }

    @Test
    void eachAccountFindsItsOwnCopy() {
        assertThat(search.search(new SearchQuery("acct_a", "vendor contract", null, null, List.of(), 10)))
                .extracting(SearchHit::itemId).first().isEqualTo("acct_a-i1");
        assertThat(search.search(new SearchQuery("acct_b", "vendor contract", null, null, List.of(), 10)))
                .extracting(SearchHit::itemId).first().isEqualTo("acct_b-i1");
    }

    @Test
    void filtersDoNotWidenTheAccount() {
        SearchQuery withEverything = new SearchQuery("acct_a", "vendor contract", ItemKind.ACTION_ITEM,
                java.time.OffsetDateTime.parse("2000-01-01T00:00:00Z"), List.of("ada@example.com", "bob@example.com"), 100);
        assertThat(search.search(withEverything)).extracting(SearchHit::itemId).containsExactly("acct_a-i1");
    }

    @Test
    void anAccountWithoutDocumentsFindsNothing() {
        assertThat(search.search(new SearchQuery("acct_c", "vendor contract", null, null, List.of(), 100))).isEmpty();
        assertThat(search.search(new SearchQuery("acct_c", "*:*", null, null, List.of(), 100))).isEmpty();
    }

    @Test
    void deletingInOneAccountLeavesTheOtherAlone() {
        search.delete("acct_b", "t1", 5);
        search.commit();
        assertThat(search.search(new SearchQuery("acct_b", "vendor contract", null, null, List.of(), 10))).isEmpty();
        assertThat(search.search(new SearchQuery("acct_a", "vendor contract", null, null, List.of(), 10)))
                .extracting(SearchHit::itemId).contains("acct_a-i1");
    }

    @Test
    void replacingInOneAccountLeavesTheOtherAlone() {
        search.index(transcript("acct_b", "t1").sequence(6)
                .item("acct_b-new", ItemKind.COMMITMENT, "Bob: I will book the offsite venue.").build());
        search.commit();
        assertThat(search.search(new SearchQuery("acct_a", "vendor contract", null, null, List.of(), 10)))
                .extracting(SearchHit::itemId).contains("acct_a-i1");
        assertThat(search.search(new SearchQuery("acct_b", "offsite venue", null, null, List.of(), 10)))
                .extracting(SearchHit::itemId).containsExactly("acct_b-new");
    }

    @Test
    void idsWithControlCharactersAreRefused() {
        assertThatThrownBy(() -> search.index(transcript("acct_a", "t\u001f2").build())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.delete("acct_a", "t\u001e1", 9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.index(transcript("acct_a", "t3")
                .item("bad\u001fid", ItemKind.DECISION, "Ada: We ship.").build())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAccountIdCannotCarryTheKeySeparator() {
        assertThatThrownBy(() -> search.search(new SearchQuery("acct_a\u001ft1", "x", null, null, List.of(), 10)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
