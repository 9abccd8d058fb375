package io.attest.domain.accounts;

import io.attest.domain.shared.AttestException;
import java.util.Locale;
import java.util.regex.Pattern;

/** An account's e-mail address, trimmed and lower-cased so that sign-up and login agree. */
public record Email(String value) {

    public static final int MAX_LENGTH = 254;
    // Deliberately loose: one @, no spaces, a dot in the domain. Deliverability is not our concern.
    private static final Pattern SHAPE = Pattern.compile("[^@\\s]{1,64}@[^@\\s.]+(\\.[^@\\s.]+)+");

    public Email {
        if (value == null || value.length() > MAX_LENGTH || !SHAPE.matcher(value).matches()) {
            throw AttestException.invalidRequest("email", "email must be an e-mail address of at most 254 characters");
        }
    }

    public static Email of(String raw) {
        return new Email(raw == null ? null : raw.strip().toLowerCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return value;
    }
}
