package io.attest.domain.deal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The labelled corpus (src/test/resources/deal/address-corpus.tsv): every input with its expected
 * Pub 28 form or refusal reason. Reports accuracy and fails below {@link #FLOOR}; the figure is
 * recorded in docs/deal-analyzer.md.
 */
class AddressCorpusTest {

    /** Exact-match accuracy (form and refusal reason) the normaliser must keep. */
    static final double FLOOR = 0.97;

    record Case(String input, String expected, String note) {
    }

    static List<Case> corpus() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = AddressCorpusTest.class.getResourceAsStream("/deal/address-corpus.tsv")) {
            assertThat(in).as("corpus resource").isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t", -1);
                cases.add(new Case(cells[0], cells[1], cells.length > 2 ? cells[2] : ""));
            }
        }
        return cases;
    }

    static String actual(AddressNormalizer normalizer, String input) {
        return switch (normalizer.parse(input)) {
            case AddressParse.Normalized normalized -> normalized.address().formatted();
            case AddressParse.Refused refused -> "REFUSE:" + refused.reason().wireName();
        };
    }

    @Test
    void accuracyOnTheLabelledCorpusStaysAboveTheFloor() throws IOException {
        AddressNormalizer normalizer = new AddressNormalizer(UspsTables.bundled());
        List<Case> cases = corpus();
        int correct = 0;
        int refusals = 0;
        int refusedCorrectly = 0;
        List<String> misses = new ArrayList<>();
        for (Case c : cases) {
            String actual = actual(normalizer, c.input());
            boolean refusal = c.expected().startsWith("REFUSE:");
            refusals += refusal ? 1 : 0;
            if (actual.equals(c.expected())) {
                correct++;
                refusedCorrectly += refusal ? 1 : 0;
            } else {
                misses.add(c.input() + "\n    expected " + c.expected() + "\n    actual   " + actual);
            }
        }
        double accuracy = (double) correct / cases.size();
        System.out.printf("address corpus: %d/%d exact (%.3f); refusals %d/%d; floor %.2f%n",
                correct, cases.size(), accuracy, refusedCorrectly, refusals, FLOOR);
        misses.forEach(miss -> System.out.println("  miss: " + miss));

        assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
        assertThat(refusals).isGreaterThanOrEqualTo(20);
        assertThat(accuracy).as("exact-match accuracy; misses:%n%s", String.join("\n", misses)).isGreaterThanOrEqualTo(FLOOR);
    }
}
