package io.attest.domain.accounts;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** What an API key may call: one scope per capability (decisions.md section 2). */
public enum Scope {
    GUARD,
    DEAL,
    VOICE,
    CALCULATOR,
    MEETINGS,
    WEBHOOKS;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Scope> fromId(String id) {
        return Arrays.stream(values()).filter(s -> s.id().equals(id)).findFirst();
    }

    public static Set<Scope> all() {
        return EnumSet.allOf(Scope.class);
    }
}
