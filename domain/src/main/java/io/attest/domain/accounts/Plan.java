package io.attest.domain.accounts;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The plans of decisions.md section 2; monthly call limits are set by the operator ({@link PlanLimits}). */
public enum Plan {
    FREE(50),
    ENTRY(50),
    HIGHER(200);

    private final int maxVoiceSamplesPerCall;

    Plan(int maxVoiceSamplesPerCall) {
        this.maxVoiceSamplesPerCall = maxVoiceSamplesPerCall;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public int maxVoiceSamplesPerCall() {
        return maxVoiceSamplesPerCall;
    }

    public static Optional<Plan> fromId(String id) {
        return Arrays.stream(values()).filter(p -> p.id().equals(id)).findFirst();
    }
}
