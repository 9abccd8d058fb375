package io.attest.adapters.search;

import java.io.IOException;
import java.util.PriorityQueue;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.DocAndFloatFeatureBuffer;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TotalHits;
import org.apache.lucene.search.VectorScorer;
import org.apache.lucene.search.Weight;
import org.apache.lucene.util.Bits;

/**
 * The k nearest vectors among the documents a filter accepts, by scoring every one of them.
 *
 * <p>Why: every question is filtered by its account, and most accounts hold a small part of the
 * index. For such a filter Lucene's kNN query walks the HNSW graph until it has visited as many
 * nodes as the filter accepts, gives up and then scores every accepted document anyway — paying
 * twice. Scoring them directly (in bulk, with the same scorer and scores as the graph search) is
 * the cheaper half. Large accounts still go through the graph.
 */
final class ExactVectorSearch {

    private ExactVectorSearch() {
    }

    static TopDocs search(IndexSearcher searcher, String field, float[] target, Query filter, int k) throws IOException {
        Weight weight = searcher.createWeight(searcher.rewrite(filter), ScoreMode.COMPLETE_NO_SCORES, 1f);
        PriorityQueue<ScoreDoc> best = new PriorityQueue<>(k + 1, (a, b) -> a.score != b.score
                ? Float.compare(a.score, b.score) : Integer.compare(b.doc, a.doc));
        DocAndFloatFeatureBuffer buffer = new DocAndFloatFeatureBuffer();
        long scored = 0;
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            FloatVectorValues values = leaf.reader().getFloatVectorValues(field);
            Scorer accepted = values == null ? null : weight.scorer(leaf);
            VectorScorer scorer = accepted == null ? null : values.scorer(target);
            if (scorer == null) {
                continue;
            }
            VectorScorer.Bulk bulk = scorer.bulk(accepted.iterator());
            Bits live = leaf.reader().getLiveDocs();
            // no live docs handed to the bulk scorer: then an empty batch means the end, never "all deleted"
            for (bulk.nextDocsAndScores(Integer.MAX_VALUE, null, buffer); buffer.size > 0;
                    bulk.nextDocsAndScores(Integer.MAX_VALUE, null, buffer)) {
                for (int i = 0; i < buffer.size; i++) {
                    if (live != null && !live.get(buffer.docs[i])) {
                        continue;
                    }
                    scored++;
                    float score = buffer.features[i];
                    if (best.size() < k || score > best.peek().score) {
                        best.add(new ScoreDoc(leaf.docBase + buffer.docs[i], score));
                        if (best.size() > k) {
                            best.poll();
                        }
                    }
                }
            }
        }
        ScoreDoc[] top = new ScoreDoc[best.size()];
        for (int i = top.length - 1; i >= 0; i--) {
            top[i] = best.poll();
        }
        return new TopDocs(new TotalHits(scored, TotalHits.Relation.EQUAL_TO), top);
    }
}
