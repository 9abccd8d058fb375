package io.attest.application.guard;

import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.MarkerPosition;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.AttestException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * {@code POST /v1/guard/verify-references}: checks the citations of an AI-written text against
 * the caller's sources. Stateless: nothing is stored, so no transaction is needed.
 */
public final class VerifyReferences {

    public static final int MAX_TEXT_CHARS = 2_000_000;
    public static final int MAX_SOURCES = 1_000;
    public static final int MAX_SOURCE_CHARS = 10_000_000;

    private final CitationPacks packs;
    private final CitationCheck check;
    private final Clock clock;

    public VerifyReferences(CitationPacks packs, CitationCheck check, Clock clock) {
        this.packs = packs;
        this.check = check;
        this.clock = clock;
    }

    /** {@code markerPosition} null means {@link MarkerPosition#SPAN}, the default of decisions.md section 4. */
    public record Command(String text, List<String> sources, String domain, boolean strict, MarkerPosition markerPosition) {
        public Command {
            markerPosition = markerPosition == null ? MarkerPosition.SPAN : markerPosition;
        }

        public Command(String text, List<String> sources, String domain, boolean strict) {
            this(text, sources, domain, strict, MarkerPosition.SPAN);
        }
    }

    public record Result(String domain, CitationCheck.Outcome outcome, Instant checkedAt) {
    }

    public Result verify(Command command) {
        validate(command);
        CitationPatternPack pack = packs.select(command.domain(), command.text());
        CitationCheck.Outcome outcome = check.check(command.text(), command.sources(), pack, command.strict(), command.markerPosition());
        return new Result(pack.domain(), outcome, clock.instant());
    }

    static void validate(Command command) {
        if (command.text() == null) {
            throw AttestException.invalidRequest("text", "text is required");
        }
        if (command.text().length() > MAX_TEXT_CHARS) {
            throw AttestException.invalidRequest("text", "text must be at most " + MAX_TEXT_CHARS + " characters");
        }
        List<String> sources = command.sources();
        if (sources == null || sources.isEmpty()) {
            throw AttestException.invalidRequest("sources", "sources must be a non-empty array of strings");
        }
        if (sources.size() > MAX_SOURCES) {
            throw AttestException.invalidRequest("sources", "at most " + MAX_SOURCES + " sources");
        }
        long total = 0;
        for (int i = 0; i < sources.size(); i++) {
            if (sources.get(i) == null) {
                throw AttestException.invalidRequest("sources[" + i + "]", "sources[" + i + "] must be a string");
            }
            total += sources.get(i).length();
        }
        if (total > MAX_SOURCE_CHARS) {
            throw AttestException.invalidRequest("sources", "sources must hold at most " + MAX_SOURCE_CHARS + " characters in all");
        }
    }
}
