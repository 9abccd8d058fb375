package io.attest.adapters.search;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.util.BytesRef;

/**
 * Reads one doc-values field for a set of hits: hits are visited in document order, one iterator per
 * segment, as doc values require. Far cheaper than a stored-field read, which decompresses a block.
 */
final class DocValueReader {

    private DocValueReader() {
    }

    /** The {@link SortedDocValues} value of each doc as a string, in the order given; null when absent. */
    static String[] sorted(IndexSearcher searcher, int[] docs, String field) throws IOException {
        BytesRef[] values = read(searcher, docs, field, true);
        String[] strings = new String[docs.length];
        for (int i = 0; i < docs.length; i++) {
            strings[i] = values[i] == null ? null : values[i].utf8ToString();
        }
        return strings;
    }

    /** The {@link BinaryDocValues} value of each doc (a copy), in the order given; null when absent. */
    static BytesRef[] binary(IndexSearcher searcher, int[] docs, String field) throws IOException {
        return read(searcher, docs, field, false);
    }

    private static BytesRef[] read(IndexSearcher searcher, int[] docs, String field, boolean sortedType) throws IOException {
        Integer[] order = new Integer[docs.length];
        for (int i = 0; i < docs.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(docs[a], docs[b]));
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        BytesRef[] values = new BytesRef[docs.length];
        int leafIndex = -1;
        SortedDocValues sorted = null;
        BinaryDocValues binary = null;
        LeafReaderContext leaf = null;
        for (int index : order) {
            int doc = docs[index];
            int wanted = ReaderUtil.subIndex(doc, leaves);
            if (wanted != leafIndex) {
                leafIndex = wanted;
                leaf = leaves.get(wanted);
                sorted = sortedType ? leaf.reader().getSortedDocValues(field) : null;
                binary = sortedType ? null : leaf.reader().getBinaryDocValues(field);
            }
            int local = doc - leaf.docBase;
            if (sortedType && sorted != null && sorted.docID() <= local && sorted.advanceExact(local)) {
                values[index] = BytesRef.deepCopyOf(sorted.lookupOrd(sorted.ordValue()));
            } else if (!sortedType && binary != null && binary.docID() <= local && binary.advanceExact(local)) {
                values[index] = BytesRef.deepCopyOf(binary.binaryValue());
            }
        }
        return values;
    }
}
