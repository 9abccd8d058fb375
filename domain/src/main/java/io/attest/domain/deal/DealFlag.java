package io.attest.domain.deal;

import java.util.Objects;

/** One raised flag: its stable code and a readable sentence that cites the figures. */
public record DealFlag(FlagCode code, String message) {

    public DealFlag {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    public FlagCode.Severity severity() {
        return code.severity();
    }
}
