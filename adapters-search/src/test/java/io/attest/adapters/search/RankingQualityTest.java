package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.apache.lucene.search.IndexSearcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MRR@5 of the ranking on the labelled set (see {@code src/test/resources/ranking/README.md}), for
 * the shipped blend and, for the record, for each list alone; writes
 * {@code target/ranking-report.md} and fails when the shipped blend drops below the floors in
 * {@code ranking-thresholds.properties}.
 */
class RankingQualityTest {

    private static final String ACCOUNT = "acct_rank";
    private static final int CUTOFF = 5;

    @TempDir
    Path dir;

    record Score(double all, double tuned, double heldOut, Map<String, Integer> ranks) {
    }

    @Test
    void meanReciprocalRankAtFive() throws IOException {
        RankingSet set = RankingSet.load(ACCOUNT);
        assertThat(set.transcripts()).hasSizeGreaterThanOrEqualTo(10);
        assertThat(set.questions()).hasSizeGreaterThanOrEqualTo(30);
        Map<String, RankedSearch.Weights> variants = new LinkedHashMap<>();
        variants.put("shipped: BM25 + vectors, items + passages, kind first", RankedSearch.Weights.DEFAULT);
        variants.put("same without kind first", new RankedSearch.Weights(1.0, 1.0, 1.0, 1.0, false));
        variants.put("BM25 only (items + passages)", new RankedSearch.Weights(1.0, 0, 1.0, 0, true));
        variants.put("vectors only (items + passages)", new RankedSearch.Weights(0, 1.0, 0, 1.0, true));
        variants.put("items only (BM25 + vector)", new RankedSearch.Weights(1.0, 1.0, 0, 0, true));
        variants.put("without passage vectors", new RankedSearch.Weights(1.0, 1.0, 1.0, 0, true));
        variants.put("passages weighted 0.5 (first guess)", new RankedSearch.Weights(1.0, 1.0, 0.5, 0.5, true));

        Map<String, Score> scores = new LinkedHashMap<>();
        try (TranscriptIndex index = TranscriptIndex.open(dir)) {
            for (TranscriptDocument transcript : set.transcripts()) {
                index.index(transcript);
            }
            index.commit();
            IndexSearcher searcher = index.acquire();
            try {
                for (Map.Entry<String, RankedSearch.Weights> variant : variants.entrySet()) {
                    RankedSearch ranking = new RankedSearch(IndexSchema.analyzer(), index.embedder(), variant.getValue());
                    scores.put(variant.getKey(), evaluate(set, ranking, searcher));
                }
                scores.put("shipped, vectors through the HNSW graph instead of the exact scan", evaluate(set,
                        new RankedSearch(IndexSchema.analyzer(), index.embedder(), RankedSearch.Weights.DEFAULT, -1), searcher));
            } finally {
                index.release(searcher);
            }
        }
        Score shipped = scores.values().iterator().next();
        writeReport(set, scores, shipped);

        Properties floors = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("ranking-thresholds.properties")) {
            floors.load(in);
        }
        assertThat(shipped.all()).as("MRR@5, all questions").isGreaterThanOrEqualTo(Double.parseDouble(floors.getProperty("mrr5.all")));
        assertThat(shipped.heldOut()).as("MRR@5, held-out questions")
                .isGreaterThanOrEqualTo(Double.parseDouble(floors.getProperty("mrr5.heldout")));
        // small accounts are scored exactly, large ones through the graph: on this small set both must rank alike
        assertThat(scores.get("shipped, vectors through the HNSW graph instead of the exact scan").all())
                .isCloseTo(shipped.all(), org.assertj.core.data.Offset.offset(0.02));
    }

    private static Score evaluate(RankingSet set, RankedSearch ranking, IndexSearcher searcher) throws IOException {
        Map<String, Integer> ranks = new LinkedHashMap<>();
        double all = 0;
        double tuned = 0;
        double heldOut = 0;
        int tunedCount = 0;
        for (RankingSet.Question question : set.questions()) {
            List<SearchHit> hits = ranking.search(searcher, new SearchQuery(ACCOUNT, question.text(), null, null, List.of(), CUTOFF));
            int rank = 0;
            for (int i = 0; i < hits.size(); i++) {
                if (question.relevant().contains(hits.get(i).itemId())) {
                    rank = i + 1;
                    break;
                }
            }
            ranks.put(question.id(), rank);
            double reciprocal = rank == 0 ? 0 : 1.0 / rank;
            all += reciprocal;
            if (question.heldOut()) {
                heldOut += reciprocal;
            } else {
                tuned += reciprocal;
                tunedCount++;
            }
        }
        int total = set.questions().size();
        return new Score(all / total, tuned / tunedCount, heldOut / (total - tunedCount), ranks);
    }

    private static void writeReport(RankingSet set, Map<String, Score> scores, Score shipped) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# Ranking report (MRR@" + CUTOFF + ")");
        lines.add("");
        lines.add(set.transcripts().size() + " transcripts, "
                + set.transcripts().stream().mapToInt(t -> t.items().size()).sum() + " items, "
                + set.questions().size() + " questions.");
        lines.add("");
        lines.add("| variant | all | tuning half | held-out half |");
        lines.add("|---|---|---|---|");
        scores.forEach((name, score) -> lines.add(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %.3f |",
                name, score.all(), score.tuned(), score.heldOut())));
        lines.add("");
        lines.add("Shipped blend, rank of the first relevant item (0 = not in the top " + CUTOFF + "):");
        lines.add("");
        for (RankingSet.Question question : set.questions()) {
            lines.add(String.format(Locale.ROOT, "- %s%s: %d — %s → %s", question.id(), question.heldOut() ? " (held out)" : "",
                    shipped.ranks().get(question.id()), question.text(), question.relevant()));
        }
        Path report = Path.of("target", "ranking-report.md");
        Files.createDirectories(report.getParent());
        Files.write(report, lines);
        lines.forEach(System.out::println);
    }
}
