package io.attest.application.meetings;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.MeetingLimits;
import io.attest.domain.meetings.ParticipantAddresses;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.Rfc3339;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code POST /v1/meeting-memory/query} (spec 4.10, decisions.md section 7): ranked extracted items of
 * the caller's account from this instance's search index. {@code q} is required; {@code kind} one of the
 * four kinds; {@code since} exclusive; {@code participants} matches meetings with any of the addresses;
 * {@code limit} 1–100, default 20. The index scopes every search to the account.
 */
public final class SearchMeetings {

    /** The request as sent (strings as they came; {@code limit} null when not given). */
    public record Command(AccountId account, String q, String kind, String since, List<String> participants, Integer limit) {
    }

    private final Supplier<Optional<TranscriptSearch>> search;

    /** {@code search} gives this instance's index, or empty when no search provider is installed (503). */
    public SearchMeetings(Supplier<Optional<TranscriptSearch>> search) {
        this.search = search;
    }

    public List<SearchHit> search(Command command) {
        SearchQuery query = query(command);
        TranscriptSearch index = search.get().orElseThrow(() -> new AttestException(ErrorCode.SERVICE_UNAVAILABLE,
                "meeting search is not available on this server: no transcript_search provider is installed", null, null));
        return index.search(query);
    }

    static SearchQuery query(Command command) {
        if (command.q() == null) {
            throw AttestException.invalidRequest("q", "q is required");
        }
        TranscriptCommands.requireText("q", command.q(), MeetingLimits.QUERY_MAX);
        if (command.q().isBlank()) {
            throw AttestException.invalidRequest("q", "q must not be empty");
        }
        ItemKind kind = null;
        if (command.kind() != null) {
            kind = ItemKind.fromWireName(command.kind());
            if (kind == null) {
                throw AttestException.invalidRequest("kind", "kind must be one of commitment, decision, open_question, action_item");
            }
        }
        OffsetDateTime since = command.since() == null ? null : Rfc3339.parse(command.since()).orElseThrow(() ->
                AttestException.invalidRequest("since", "since must be an RFC 3339 timestamp with a zone, e.g. " + Rfc3339.EXAMPLE));
        List<String> participants = List.of();
        if (command.participants() != null) {
            if (command.participants().size() > MeetingLimits.QUERY_PARTICIPANTS_MAX) {
                throw AttestException.invalidRequest("participants", "participants must have at most "
                        + MeetingLimits.QUERY_PARTICIPANTS_MAX + " elements");
            }
            List<String> normalized = new ArrayList<>();
            for (int i = 0; i < command.participants().size(); i++) {
                String address = command.participants().get(i);
                if (!ParticipantAddresses.isAddress(address)) {
                    throw AttestException.invalidRequest("participants[" + i + "]", "participants[" + i
                            + "] must be an e-mail address of at most " + MeetingLimits.EMAIL_MAX + " characters");
                }
                normalized.add(ParticipantAddresses.normalize(address));
            }
            participants = List.copyOf(new LinkedHashSet<>(normalized));
        }
        int limit = command.limit() == null ? MeetingLimits.QUERY_LIMIT_DEFAULT : command.limit();
        if (limit < 1 || limit > MeetingLimits.QUERY_LIMIT_MAX) {
            throw AttestException.invalidRequest("limit", "limit must be an integer between 1 and " + MeetingLimits.QUERY_LIMIT_MAX);
        }
        return new SearchQuery(command.account().value(), command.q(), kind, since, participants, limit);
    }
}
