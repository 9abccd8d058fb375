package io.attest.adapters.search;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;

/**
 * Turns a transcript into Lucene documents: one per item, and one per passage that has an item in
 * it or next to it; items and the passages holding an item get a vector. A passage nowhere near an item is not indexed: a match there would have no
 * item to lift, and its vector would cost as much as any other. Each kept passage links the items
 * it contains (direct) and those of the passage before and after it (neighbours: the question is
 * often asked a sentence before the answer, and the acceptance comes a sentence after it).
 */
final class DocumentFactory {

    private DocumentFactory() {
    }

    /**
     * A transcript split for indexing: the passages kept (those with an item in or next to them),
     * their links, and the texts that get a vector — every item, then every passage holding one.
     */
    record Plan(TranscriptDocument transcript, List<PassageSplitter.Passage> kept, List<List<Integer>> linked,
                List<Integer> directCounts, List<String> passageTexts, List<String> embedded) {
    }

    static Plan plan(TranscriptDocument transcript) {
        String text = transcript.text();
        List<TranscriptDocument.Item> items = transcript.items();
        List<PassageSplitter.Passage> all = PassageSplitter.split(text);
        List<List<Integer>> inPassage = new ArrayList<>(all.size());
        for (PassageSplitter.Passage passage : all) {
            List<Integer> inside = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                TranscriptDocument.Item item = items.get(i);
                if (item.offsetStart() < passage.end() && item.offsetEnd() > passage.start()) {
                    inside.add(i);
                }
            }
            inPassage.add(inside);
        }
        List<PassageSplitter.Passage> kept = new ArrayList<>();
        List<List<Integer>> linked = new ArrayList<>();
        List<Integer> directCounts = new ArrayList<>();
        for (int p = 0; p < all.size(); p++) {
            Set<Integer> links = new LinkedHashSet<>(inPassage.get(p));
            int direct = links.size();
            if (p > 0) {
                links.addAll(inPassage.get(p - 1));
            }
            if (p + 1 < all.size()) {
                links.addAll(inPassage.get(p + 1));
            }
            if (!links.isEmpty()) {
                kept.add(all.get(p));
                linked.add(List.copyOf(links));
                directCounts.add(direct);
            }
        }

        // Vectors for the items and for the passages that hold one: the model costs about the same
        // per character whatever the text, so embedding every linked passage would triple the cost
        // of a transcript for little (docs/meeting-memory.md, "Search").
        List<String> texts = new ArrayList<>(items.size() + kept.size());
        for (TranscriptDocument.Item item : items) {
            texts.add(item.text());
        }
        List<String> passageTexts = new ArrayList<>(kept.size());
        for (int p = 0; p < kept.size(); p++) {
            passageTexts.add(text.substring(kept.get(p).start(), kept.get(p).end()));
            if (directCounts.get(p) > 0) {
                texts.add(passageTexts.get(p));
            }
        }
        return new Plan(transcript, kept, linked, directCounts, passageTexts, texts);
    }

    /** The documents of a planned transcript, given the vectors of {@link Plan#embedded()} in that order. */
    static List<Document> build(Plan plan, List<float[]> vectors) {
        TranscriptDocument transcript = plan.transcript();
        List<TranscriptDocument.Item> items = transcript.items();
        List<Document> documents = new ArrayList<>(items.size() + plan.kept().size() + 1);
        for (int i = 0; i < items.size(); i++) {
            documents.add(itemDocument(transcript, items.get(i), vectors.get(i)));
        }
        int nextVector = items.size();
        for (int p = 0; p < plan.kept().size(); p++) {
            Document document = common(transcript, IndexSchema.TYPE_PASSAGE);
            Set<ItemKind> kinds = new LinkedHashSet<>();
            List<PassageLinks.Link> links = new ArrayList<>();
            for (int index : plan.linked().get(p)) {
                TranscriptDocument.Item item = items.get(index);
                links.add(new PassageLinks.Link(item.itemId(), item.kind()));
                kinds.add(item.kind());
            }
            for (ItemKind kind : kinds) {
                document.add(new StringField(IndexSchema.KIND, kind.wireName(), Field.Store.NO));
            }
            int direct = plan.directCounts().get(p);
            document.add(new BinaryDocValuesField(IndexSchema.LINKS, new PassageLinks(direct, links).encode()));
            document.add(new TextField(IndexSchema.PASSAGE_TEXT, plan.passageTexts().get(p), Field.Store.NO));
            if (direct > 0) {
                document.add(new KnnFloatVectorField(IndexSchema.VECTOR, vectors.get(nextVector++),
                        VectorSimilarityFunction.DOT_PRODUCT));
            }
            documents.add(document);
        }
        return documents;
    }

    private static Document itemDocument(TranscriptDocument transcript, TranscriptDocument.Item item, float[] vector) {
        Document document = common(transcript, IndexSchema.TYPE_ITEM);
        document.add(new StringField(IndexSchema.ITEM_KEY, IndexSchema.key(transcript.accountId(), item.itemId()), Field.Store.NO));
        document.add(new SortedDocValuesField(IndexSchema.ITEM_ID, new BytesRef(item.itemId())));
        document.add(new StringField(IndexSchema.KIND, item.kind().wireName(), Field.Store.NO));
        document.add(new SortedDocValuesField(IndexSchema.ITEM_KIND, new BytesRef(item.kind().wireName())));
        document.add(new BinaryDocValuesField(IndexSchema.HIT, new ItemHitFields(transcript.transcriptId(),
                transcript.occurredAt().toString(), item.confidence(), item.text()).encode()));
        document.add(new TextField(IndexSchema.ITEM_TEXT, item.text(), Field.Store.NO));
        document.add(new TextField(IndexSchema.OWNER_NAME, IndexSchema.nameWords(item.owner()), Field.Store.NO));
        document.add(new TextField(IndexSchema.OWED_NAME, IndexSchema.nameWords(item.owedTo()), Field.Store.NO));
        document.add(new KnnFloatVectorField(IndexSchema.VECTOR, vector, VectorSimilarityFunction.DOT_PRODUCT));
        return document;
    }

    /** The fields every document of the transcript has: the account, the transcript and what the filters read. */
    private static Document common(TranscriptDocument transcript, String type) {
        Document document = new Document();
        document.add(new StringField(IndexSchema.TYPE, type, Field.Store.NO));
        document.add(new StringField(IndexSchema.ACCOUNT, transcript.accountId(), Field.Store.NO));
        document.add(new StringField(IndexSchema.TRANSCRIPT_KEY,
                IndexSchema.key(transcript.accountId(), transcript.transcriptId()), Field.Store.NO));
        for (String participant : transcript.participants()) {
            document.add(new StringField(IndexSchema.PARTICIPANT, IndexSchema.participant(participant), Field.Store.NO));
        }
        document.add(new LongPoint(IndexSchema.OCCURRED_AT, IndexSchema.micros(transcript.occurredAt())));
        return document;
    }
}
