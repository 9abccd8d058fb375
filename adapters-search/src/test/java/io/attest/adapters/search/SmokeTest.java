package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.meetings.ItemKind;
import io.attest.domain.meetings.search.SearchHit;
import io.attest.domain.meetings.search.SearchQuery;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SmokeTest {

    @TempDir
    Path dir;

    @Test
    void indexesAndFinds() {
        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        search.open(dir);
        search.index(Transcripts.transcript("acct_a", "t1")
                .line("Ada: The vendor contract renewal is next month.")
                .item("i1", ItemKind.ACTION_ITEM, "Bob: Ada, could you send the revised vendor contract to legal by Friday?", "ada@example.com", "bob@example.com")
                .line("Ada: Sure, I will.")
                .line("Bob: Next topic is the office move.")
                .item("i2", ItemKind.DECISION, "Ada: Let's move the team to the third floor in April.")
                .line("Bob: Agreed.")
                .item("i3", ItemKind.OPEN_QUESTION, "Bob: Who pays for the new desks?", null, "bob@example.com")
                .build());
        search.commit();
        List<SearchHit> hits = search.search(new SearchQuery("acct_a", "vendor contract", null, null, List.of(), 5));
        hits.forEach(System.out::println);
        assertThat(hits).first().extracting(SearchHit::itemId).isEqualTo("i1");
        List<SearchHit> decided = search.search(new SearchQuery("acct_a", "what did we decide about the office", null, null, List.of(), 5));
        decided.forEach(System.out::println);
        assertThat(decided).first().extracting(SearchHit::itemId).isEqualTo("i2");
        search.close();
    }
}
