package io.attest.domain.guard;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Where {@link FlaggedText} puts {@code " [verify]"}: right after the flag's span (decisions.md
 * section 4, the default), or after the whole citation as a reader sees it — the pin cite, parallel
 * cites and the court and year parenthetical included (request field {@code marker_position}).
 */
public enum MarkerPosition {
    SPAN,
    CITATION;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<MarkerPosition> fromWire(String value) {
        return Arrays.stream(values()).filter(p -> p.wireName().equals(value)).findFirst();
    }
}
