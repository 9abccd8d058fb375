package io.attest.adapters.http.meetings;

import io.attest.application.meetings.SearchMeetings;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.micronaut.http.HttpParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * The query route's fields from the body and the query string (decisions.md section 7: filters travel
 * in the body, the same names are accepted in the query string). A field given in both places is a 400
 * rather than a silent choice; {@code participants} in the query string may be repeated or comma-separated.
 */
final class QueryFilters {

    private static final int MAX_PARAMETER = 4096;

    private QueryFilters() {
    }

    static SearchMeetings.Command merge(AccountId account, MeetingRequests.QueryRequest body, HttpParameters query) {
        MeetingRequests.QueryRequest b = body == null ? new MeetingRequests.QueryRequest(null, null, null, null, null) : body;
        String q = pick("q", b.q(), single(query, "q"));
        String kind = pick("kind", b.kind(), single(query, "kind"));
        String since = pick("since", b.since(), single(query, "since"));
        List<String> participants = pick("participants", b.participants(), participants(query));
        Integer limit = pick("limit", b.limit(), limit(query));
        return new SearchMeetings.Command(account, q, kind, since, participants, limit);
    }

    private static <T> T pick(String name, T fromBody, T fromQuery) {
        if (fromBody != null && fromQuery != null) {
            throw AttestException.invalidRequest(name, name + " is given in both the body and the query string; give it once");
        }
        return fromBody != null ? fromBody : fromQuery;
    }

    private static String single(HttpParameters query, String name) {
        List<String> values = query.getAll(name);
        if (values.isEmpty()) {
            return null;
        }
        if (values.size() > 1) {
            throw AttestException.invalidRequest(name, name + " must be given once");
        }
        if (values.getFirst().length() > MAX_PARAMETER) {
            throw AttestException.invalidRequest(name, name + " is too long");
        }
        return values.getFirst();
    }

    private static List<String> participants(HttpParameters query) {
        List<String> values = query.getAll("participants");
        if (values.isEmpty()) {
            return null;
        }
        List<String> addresses = new ArrayList<>();
        for (String value : values) {
            if (value.length() > MAX_PARAMETER) {
                throw AttestException.invalidRequest("participants", "participants is too long");
            }
            for (String part : value.split(",", -1)) {
                addresses.add(part.strip());
            }
        }
        return addresses;
    }

    private static Integer limit(HttpParameters query) {
        String value = single(query, "limit");
        if (value == null) {
            return null;
        }
        try {
            return Integer.valueOf(value.strip());
        } catch (NumberFormatException e) {
            throw AttestException.invalidRequest("limit", "limit must be an integer between 1 and 100");
        }
    }
}
