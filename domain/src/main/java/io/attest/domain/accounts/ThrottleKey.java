package io.attest.domain.accounts;

import io.attest.domain.shared.Sha256;
import java.util.Objects;

/**
 * One throttle counter: a scope and the SHA-256 of what it counts (an e-mail as typed, an address, both),
 * so that the table holds no e-mail address of someone who has no account.
 */
public record ThrottleKey(ThrottleScope scope, String subject) {

    public ThrottleKey {
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(subject, "subject");
    }

    public static ThrottleKey of(ThrottleScope scope, String... parts) {
        return new ThrottleKey(scope, Sha256.hex(String.join("\n", parts)));
    }
}
