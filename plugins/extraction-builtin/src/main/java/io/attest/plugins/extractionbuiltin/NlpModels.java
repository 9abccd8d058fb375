package io.attest.plugins.extractionbuiltin;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import opennlp.tools.sentdetect.SentenceModel;

/**
 * The OpenNLP sentence model (UD English EWT, from the {@code opennlp-models-sentdetect-en} jar on the class path),
 * loaded once per JVM on first use. The model is immutable and shared; the {@code *ME} objects that
 * use them are not thread-safe, so each extraction creates its own (cheap: they only wrap the model).
 */
final class NlpModels {

    static final String SENTENCE_MODEL = "opennlp-en-ud-ewt-sentence-1.3-2.5.4.bin";

    private NlpModels() {
    }

    static SentenceModel sentences() {
        return Holder.SENTENCES;
    }

    /** Class-initialisation holder: the JVM guarantees one load, safely published, on first access. */
    private static final class Holder {
        static final SentenceModel SENTENCES = load(SENTENCE_MODEL, SentenceModel::new);
    }

    private interface ModelReader<M> {
        M read(InputStream in) throws IOException;
    }

    private static <M> M load(String resource, ModelReader<M> reader) {
        try (InputStream in = NlpModels.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("OpenNLP model " + resource + " is not on the class path");
            }
            return reader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read OpenNLP model " + resource, e);
        }
    }
}
