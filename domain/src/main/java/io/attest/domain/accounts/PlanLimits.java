package io.attest.domain.accounts;

import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalLong;

/** Monthly call limit per plan; 0 means unlimited. */
public record PlanLimits(Map<Plan, Long> monthlyCalls) {

    public PlanLimits {
        EnumMap<Plan, Long> copy = new EnumMap<>(Plan.class);
        for (Plan plan : Plan.values()) {
            long limit = monthlyCalls.getOrDefault(plan, 0L);
            if (limit < 0) {
                throw new IllegalArgumentException("monthly call limit of " + plan.id() + " must not be negative");
            }
            copy.put(plan, limit);
        }
        monthlyCalls = Map.copyOf(copy);
    }

    /** The limit of {@code plan}, or empty when the plan is unlimited. */
    public OptionalLong monthlyLimit(Plan plan) {
        long limit = monthlyCalls.get(plan);
        return limit == 0 ? OptionalLong.empty() : OptionalLong.of(limit);
    }
}
