package io.attest.plugins.textgenbuiltin;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import opennlp.tools.postag.POSModel;

/**
 * The OpenNLP part-of-speech model (UD English EWT, universal tags, from the
 * {@code opennlp-models-pos-en} jar on the class path), loaded once per JVM on first use. The model
 * is immutable and shared; a {@code POSTaggerME} is not thread-safe, so each use makes its own.
 */
final class NlpModels {

    static final String POS_MODEL = "opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";

    private NlpModels() {
    }

    static POSModel partsOfSpeech() {
        return Holder.POS;
    }

    private static final class Holder {
        static final POSModel POS = load();
    }

    private static POSModel load() {
        try (InputStream in = NlpModels.class.getClassLoader().getResourceAsStream(POS_MODEL)) {
            if (in == null) {
                throw new IllegalStateException("OpenNLP model " + POS_MODEL + " is not on the class path");
            }
            return new POSModel(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read OpenNLP model " + POS_MODEL, e);
        }
    }
}
