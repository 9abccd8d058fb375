package io.attest.plugin.api.meetings.search;

import io.attest.plugin.api.meetings.ItemKind;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;

/**
 * A question to the meeting memory of one account (decisions.md section 7): the words, and the
 * optional filters — item kind, meetings strictly after {@code since}, meetings with any of
 * {@code participants} — and at most {@code limit} (1 to 100) matches.
 */
public record SearchQuery(String accountId, String text, ItemKind kind, OffsetDateTime since, List<String> participants, int limit) {

    public SearchQuery {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(text, "text");
        participants = participants == null ? List.of() : List.copyOf(participants);
        if (limit < 1 || limit > 100) {
            throw new IllegalArgumentException("limit must be 1 to 100: " + limit);
        }
    }
}
