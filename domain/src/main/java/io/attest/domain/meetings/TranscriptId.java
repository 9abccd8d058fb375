package io.attest.domain.meetings;

import io.attest.domain.shared.AttestException;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A caller-supplied transcript identifier ({@code transcript_id}), unique per account. Restricted to
 * characters that need no escaping in a URL path, because it is also the {id} of
 * {@code /v1/meeting-memory/transcripts/{id}}.
 */
public record TranscriptId(String value) {

    private static final Pattern SHAPE = Pattern.compile(MeetingLimits.TRANSCRIPT_ID_PATTERN);

    public TranscriptId {
        Objects.requireNonNull(value, "value");
        if (!isValid(value)) {
            throw AttestException.invalidRequest("transcript_id", "transcript_id must be 1-" + MeetingLimits.TRANSCRIPT_ID_MAX
                    + " characters of letters, digits and . _ - : @, starting with a letter or digit");
        }
    }

    public static boolean isValid(String value) {
        return value != null && SHAPE.matcher(value).matches();
    }

    @Override
    public String toString() {
        return value;
    }
}
