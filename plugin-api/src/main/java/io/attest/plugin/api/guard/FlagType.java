package io.attest.plugin.api.guard;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The five kinds of citation flag (spec 2.1), each with the severity the risk score weighs it by. */
public enum FlagType {
    CASE_CITATION(Severity.HIGH),
    REPORTER(Severity.HIGH),
    USC(Severity.MEDIUM),
    CFR(Severity.MEDIUM),
    SECTION_REF(Severity.LOW);

    private final Severity severity;

    FlagType(Severity severity) {
        this.severity = severity;
    }

    public Severity severity() {
        return severity;
    }

    /** {@code case_citation}, {@code usc}, ... */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<FlagType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }

    public enum Severity {
        HIGH(1.0),
        MEDIUM(0.5),
        LOW(0.25);

        private final double weight;

        Severity(double weight) {
            this.weight = weight;
        }

        public double weight() {
            return weight;
        }

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
