package io.attest.domain.meetings;

import java.util.Locale;

/**
 * Where a stored transcript stands. A synchronous ingest writes it {@code READY}; an asynchronous one
 * writes it {@code PENDING} and its operation makes it {@code READY} or {@code FAILED}. Only a ready
 * transcript can be read; the others answer 409 {@code resource_not_ready} (decisions.md section 3).
 */
public enum TranscriptStatus {
    PENDING,
    READY,
    FAILED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TranscriptStatus fromWireName(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }
}
