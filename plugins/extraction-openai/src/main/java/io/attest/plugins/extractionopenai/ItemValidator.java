package io.attest.plugins.extractionopenai;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps only what the transcript supports (one instance per transcript):
 *
 * <ul>
 *   <li>the kind must be one of the four (written any case, with spaces or hyphens) — else dropped;</li>
 *   <li>the quote must be found in the transcript ({@link QuoteLocator}) — else dropped. The offsets
 *       are where it was found and the item's text is the transcript's own text there: the model's
 *       {@code text} cannot be checked, so it is not kept;</li>
 *   <li>{@code owner} and {@code owed_to} must be participant addresses (any case; {@code Name <addr>}
 *       and {@code mailto:} forms accepted) — else {@code null}. Then the rules of decisions.md
 *       section 7: decisions carry neither, an open question has no owner, and a commitment's or
 *       action item's missing {@code owed_to} is the first participant who is not the owner;</li>
 *   <li>{@code due} must be an ISO date (a date-time gives its date) on or after the meeting's day and
 *       at most five years later, and only commitments and action items keep one — else {@code null};</li>
 *   <li>{@code confidence} is clamped to [0.05, 0.95] (a model's own certainty is not evidence enough
 *       for more) and rounded to two decimals; missing, it is 0.5.</li>
 * </ul>
 */
final class ItemValidator {

    static final double MIN_CONFIDENCE = 0.05;
    static final double MAX_CONFIDENCE = 0.95;
    static final double DEFAULT_CONFIDENCE = 0.5;

    private final TranscriptInput transcript;
    private final QuoteLocator quotes;
    private final Map<String, String> participants = new LinkedHashMap<>();
    private final LocalDate meetingDay;

    ItemValidator(TranscriptInput transcript) {
        this.transcript = transcript;
        this.quotes = new QuoteLocator(transcript.text());
        for (String participant : transcript.participants()) {
            participants.putIfAbsent(participant.strip().toLowerCase(Locale.ROOT), participant);
        }
        this.meetingDay = transcript.occurredAt().toLocalDate();
    }

    /** The checked item, or empty when it has no known kind or its quote is not in the transcript. */
    Optional<MeetingItem> check(ProposedItem proposed, TranscriptChunks.Chunk shown) {
        ItemKind kind = kind(proposed.kind());
        if (kind == null) {
            return Optional.empty();
        }
        QuoteLocator.Span span = quotes.find(proposed.quote(), shown.start(), shown.end());
        if (span == null) {
            return Optional.empty();
        }
        String owner = participant(proposed.owner());
        String owedTo = participant(proposed.owedTo());
        LocalDate due = null;
        switch (kind) {
            case DECISION -> {
                owner = null;
                owedTo = null;
            }
            case OPEN_QUESTION -> owner = null;
            case COMMITMENT, ACTION_ITEM -> {
                if (owedTo == null || owedTo.equals(owner)) {
                    owedTo = firstParticipantOtherThan(owner);
                }
                due = due(proposed.due());
            }
        }
        return Optional.of(new MeetingItem(kind, transcript.text().substring(span.start(), span.end()), owner, owedTo, due,
                confidence(proposed.confidence()), span.start(), span.end()));
    }

    static ItemKind kind(String value) {
        if (value == null) {
            return null;
        }
        String wire = value.strip().toLowerCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
        return ItemKind.fromWireName(wire);
    }

    private String participant(String value) {
        if (value == null) {
            return null;
        }
        String address = value.strip();
        int open = address.lastIndexOf('<');
        int close = address.lastIndexOf('>');
        if (open >= 0 && close > open) {
            address = address.substring(open + 1, close).strip();
        }
        if (address.regionMatches(true, 0, "mailto:", 0, 7)) {
            address = address.substring(7);
        }
        return participants.get(address.toLowerCase(Locale.ROOT));
    }

    private String firstParticipantOtherThan(String owner) {
        for (String participant : participants.values()) {
            if (!participant.equals(owner)) {
                return participant;
            }
        }
        return null;
    }

    private LocalDate due(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        LocalDate date = isoDate(value.strip());
        if (date == null || date.isBefore(meetingDay) || date.isAfter(meetingDay.plusYears(5))) {
            return null;
        }
        return date;
    }

    private static LocalDate isoDate(String value) {
        try {
            return LocalDate.parse(value);
        } catch (DateTimeParseException notDate) {
            try {
                return OffsetDateTime.parse(value).toLocalDate();
            } catch (DateTimeParseException notOffsetDateTime) {
                try {
                    return LocalDateTime.parse(value).toLocalDate();
                } catch (DateTimeParseException notDateTime) {
                    return null;
                }
            }
        }
    }

    static double confidence(Double value) {
        double raw = value == null || value.isNaN() ? DEFAULT_CONFIDENCE : value;
        double clamped = Math.max(MIN_CONFIDENCE, Math.min(MAX_CONFIDENCE, raw));
        return Math.round(clamped * 100) / 100.0;
    }
}
