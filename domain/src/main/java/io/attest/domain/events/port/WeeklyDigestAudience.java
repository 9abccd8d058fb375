package io.attest.domain.events.port;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.List;

/**
 * Which accounts get the weekly digest event: those with meeting data (decisions.md section 7). The
 * meeting-memory capability implements it over its transcripts ({@code MeetingDigestAudience}).
 */
public interface WeeklyDigestAudience {

    /** Accounts with meeting data at the end of the window {@code [from, to)}. */
    List<AccountId> accountsWithMeetingData(Instant from, Instant to);
}
