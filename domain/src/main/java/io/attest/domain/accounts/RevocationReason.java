package io.attest.domain.accounts;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Why a key stopped working; shown as {@code revoked_reason}. */
public enum RevocationReason {
    /** Its owner revoked it in the console. */
    REVOKED,
    /** An operator revoked it from the command line. */
    OPERATOR,
    /** It was found on a public source (decisions.md section 2, {@code key.compromised}). */
    COMPROMISED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<RevocationReason> fromId(String id) {
        return Arrays.stream(values()).filter(r -> r.id().equals(id)).findFirst();
    }
}
