package io.attest.domain.operations;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** decisions.md section 3: {@code queued → running → succeeded | failed}. */
public enum OperationStatus {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean isFinished() {
        return this == SUCCEEDED || this == FAILED;
    }

    public static Optional<OperationStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
