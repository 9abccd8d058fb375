package io.attest.domain.shared;

import java.util.Objects;

public record AccountId(String value) {

    public static final String PREFIX = "acct_";

    public AccountId {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("account ids start with " + PREFIX);
        }
    }

    public static AccountId next() {
        return new AccountId(PrefixedIds.next(PREFIX));
    }

    @Override
    public String toString() {
        return value;
    }
}
