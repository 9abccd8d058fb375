package io.attest.application.meetings;

import io.attest.domain.meetings.digest.Digest;
import io.attest.domain.meetings.digest.DigestBuilder;
import io.attest.domain.meetings.digest.DigestWindow;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.Rfc3339;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * {@code POST /v1/meeting-memory/digest} (spec 4.11, decisions.md section 7): {@code slipping},
 * {@code delivered} and {@code open_questions} of the caller's meetings for a window — {@code last_7_days}
 * or {@code last_30_days} ending now, or a custom {@code {from, to}} — read in one transaction and
 * built by {@link DigestBuilder}. The weekly digest event names the window to ask for.
 */
public final class BuildDigest {

    /** The requested window: a name or a custom range, as sent. */
    public sealed interface WindowSpec permits Named, Custom {
    }

    /** {@code last_7_days} or {@code last_30_days} (any other string is refused). */
    public record Named(String name) implements WindowSpec {
    }

    /** {@code {from, to}}, RFC 3339 timestamps, {@code from} before {@code to}. */
    public record Custom(String from, String to) implements WindowSpec {
    }

    private final TranscriptRepository transcripts;
    private final TransactionBoundary tx;
    private final Clock clock;

    public BuildDigest(TranscriptRepository transcripts, TransactionBoundary tx, Clock clock) {
        this.transcripts = transcripts;
        this.tx = tx;
        this.clock = clock;
    }

    public Digest digest(AccountId account, WindowSpec spec) {
        DigestWindow window = window(spec, clock.instant());
        return tx.inTransaction(() -> DigestBuilder.build(window, transcripts.promisesBefore(account, window.to()),
                transcripts.openQuestionsBetween(account, window.from(), window.to()),
                transcripts.evidenceBefore(account, window.to())));
    }

    static DigestWindow window(WindowSpec spec, Instant now) {
        return switch (spec) {
            case null -> throw AttestException.invalidRequest("window", "window is required");
            case Named named when "last_7_days".equals(named.name()) -> new DigestWindow(now.minus(Duration.ofDays(7)), now);
            case Named named when "last_30_days".equals(named.name()) -> new DigestWindow(now.minus(Duration.ofDays(30)), now);
            case Named named -> throw AttestException.invalidRequest("window",
                    "window must be last_7_days, last_30_days or an object {from, to}");
            case Custom custom -> {
                Instant from = timestamp("window.from", custom.from());
                Instant to = timestamp("window.to", custom.to());
                if (!from.isBefore(to)) {
                    throw AttestException.invalidRequest("window.to", "window.to must be after window.from");
                }
                yield new DigestWindow(from, to);
            }
        };
    }

    private static Instant timestamp(String field, String value) {
        if (value == null) {
            throw AttestException.invalidRequest(field, field + " is required");
        }
        return Rfc3339.parse(value).map(OffsetDateTime::toInstant).orElseThrow(() -> AttestException.invalidRequest(field,
                field + " must be an RFC 3339 timestamp with a zone, e.g. " + Rfc3339.EXAMPLE));
    }
}
