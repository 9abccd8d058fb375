package io.attest.plugins.extractionbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * Extraction quality on the labelled set, tuned part and held-out part separately. Writes
 * {@code target/meeting-extraction-report.md} and fails when a figure drops below the floor in
 * {@code extraction-thresholds.properties} (set a little under what was measured).
 */
class ExtractionQualityTest {

    private final BuiltinMeetingExtractor extractor = new BuiltinMeetingExtractor();

    @Test
    void qualityDoesNotDropBelowWhatWasMeasured() throws IOException {
        List<LabelledSet.Labelled> set = LabelledSet.load();
        assertThat(set).hasSizeGreaterThanOrEqualTo(24);
        Evaluation tuned = new Evaluation();
        Evaluation heldOut = new Evaluation();
        for (LabelledSet.Labelled t : set) {
            List<MeetingItem> items = extractor.extract(t.input());
            (t.heldOut() ? heldOut : tuned).score(t, items);
        }
        StringBuilder report = new StringBuilder("# Meeting extraction on the labelled set\n\n");
        section(report, "tuned (" + set.stream().filter(t -> !t.heldOut()).count() + " transcripts)", tuned);
        section(report, "held-out (" + set.stream().filter(LabelledSet.Labelled::heldOut).count() + " transcripts)", heldOut);
        Path out = Path.of("target", "meeting-extraction-report.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report.toString(), StandardCharsets.UTF_8);

        Properties floors = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/extraction-thresholds.properties")) {
            floors.load(in);
        }
        List<String> failures = new ArrayList<>();
        check(failures, floors, "tuned", tuned);
        check(failures, floors, "heldout", heldOut);
        assertThat(failures).as("figures below their floor; see %s", out.toAbsolutePath()).isEmpty();
    }

    private static void check(List<String> failures, Properties floors, String part, Evaluation e) {
        for (ItemKind kind : ItemKind.values()) {
            Evaluation.Counts c = e.byKind.get(kind);
            floor(failures, floors, part + "." + kind.wireName() + ".precision", c.precision());
            floor(failures, floors, part + "." + kind.wireName() + ".recall", c.recall());
        }
        Evaluation.Counts all = e.total();
        floor(failures, floors, part + ".owner_accuracy", ratio(all.ownerRight, all.ownerChecked));
        floor(failures, floors, part + ".owed_to_accuracy", ratio(all.owedRight, all.owedChecked));
        floor(failures, floors, part + ".due_accuracy", ratio(all.dueRight, all.dueChecked));
    }

    private static void floor(List<String> failures, Properties floors, String key, double measured) {
        String f = floors.getProperty(key);
        if (f == null) {
            failures.add("no floor for " + key + " (measured " + fmt(measured) + ")");
        } else if (measured < Double.parseDouble(f)) {
            failures.add(key + " = " + fmt(measured) + " < " + f);
        }
    }

    private static void section(StringBuilder r, String title, Evaluation e) {
        r.append("## ").append(title).append("\n\n| kind | gold | extracted | matched | precision | recall |\n|---|---|---|---|---|---|\n");
        for (ItemKind kind : ItemKind.values()) {
            Evaluation.Counts c = e.byKind.get(kind);
            r.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %s | %s |%n", kind.wireName(), c.gold, c.extracted, c.matched,
                    fmt(c.precision()), fmt(c.recall())));
        }
        Evaluation.Counts all = e.total();
        r.append(String.format(Locale.ROOT, "| all | %d | %d | %d | %s | %s |%n%n", all.gold, all.extracted, all.matched,
                fmt(all.precision()), fmt(all.recall())));
        r.append(String.format(Locale.ROOT, "Owner accuracy %s (%d/%d), owed_to accuracy %s (%d/%d), due accuracy %s (%d/%d) on matched commitments and action items.%n%n",
                fmt(ratio(all.ownerRight, all.ownerChecked)), all.ownerRight, all.ownerChecked,
                fmt(ratio(all.owedRight, all.owedChecked)), all.owedRight, all.owedChecked,
                fmt(ratio(all.dueRight, all.dueChecked)), all.dueRight, all.dueChecked));
        r.append("Differences:\n\n");
        for (Evaluation.Miss m : e.misses) {
            r.append("- ").append(m.transcript()).append(": ").append(m.what()).append('\n');
        }
        r.append('\n');
    }

    private static double ratio(int a, int b) {
        return b == 0 ? 1.0 : (double) a / b;
    }

    private static String fmt(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }
}
