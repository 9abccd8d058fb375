package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.List;
import org.junit.jupiter.api.Test;

class MiniLmEmbedderTest {

    private static final MiniLmEmbedder EMBEDDER = MiniLmEmbedder.shared();

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    @Test
    void aTextAloneGetsLangchain4jsVector() {
        String text = "Bob: Ada, could you send the revised vendor contract to legal by Friday?";
        float[] reference = new AllMiniLmL6V2QuantizedEmbeddingModel(Runnable::run).embed(text).content().vector();
        float[] ours = EMBEDDER.embed(text);
        assertThat(ours).hasSize(MiniLmEmbedder.DIMENSIONS);
        assertThat(dot(ours, reference)).isGreaterThan(0.9999);
    }

    @Test
    void batchesKeepTheOrderAndStayCloseToTheTextAlone() {
        List<String> texts = List.of("We go with Postgres for the ledger.", "Who pays for the desks?",
                "I will book the venue for the offsite in April, after checking the budget with finance.", "ok");
        List<float[]> batch = EMBEDDER.embedAll(texts);
        for (int i = 0; i < texts.size(); i++) {
            assertThat(dot(batch.get(i), batch.get(i))).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-4));
            assertThat(dot(batch.get(i), EMBEDDER.embed(texts.get(i)))).isGreaterThan(0.98);
        }
    }

    @Test
    void similarMeaningIsCloserThanUnrelated() {
        float[] question = EMBEDDER.embed("which database did we choose");
        assertThat(dot(question, EMBEDDER.embed("We go with Postgres for the ledger.")))
                .isGreaterThan(dot(question, EMBEDDER.embed("Please book the offsite venue.")));
    }

    @Test
    void emptyAndOddTextsStillGetAUnitVector() {
        for (String text : List.of("", " ", "\u0000", "😀", "x".repeat(20_000))) {
            float[] vector = EMBEDDER.embed(text);
            assertThat(dot(vector, vector)).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-4));
        }
    }
}
