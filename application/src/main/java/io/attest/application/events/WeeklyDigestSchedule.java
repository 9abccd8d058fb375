package io.attest.application.events;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.EventTypes;
import io.attest.domain.events.port.DigestWindows;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.events.port.WeeklyDigestAudience;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.IsoInstant;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The weekly digest schedule (decisions.md section 7): Mondays 08:00 UTC every account with meeting
 * data gets a {@code meeting_memory.digest.weekly} event whose {@code data.window} is the week that
 * just ended ({@code [Monday 08:00 a week ago, Monday 08:00]}); the receiver calls the digest route
 * with it. Run as often as you like, from any number of instances: each (account, window) is
 * announced once. After downtime the most recent window is announced late; older missed windows
 * are not.
 */
public final class WeeklyDigestSchedule {

    public static final DayOfWeek DAY = DayOfWeek.MONDAY;
    public static final LocalTime TIME = LocalTime.of(8, 0);

    private final WeeklyDigestAudience audience;
    private final DigestWindows windows;
    private final EventOutbox outbox;
    private final TransactionBoundary tx;
    private final Clock clock;

    public WeeklyDigestSchedule(WeeklyDigestAudience audience, DigestWindows windows, EventOutbox outbox,
                                TransactionBoundary tx, Clock clock) {
        this.audience = audience;
        this.windows = windows;
        this.outbox = outbox;
        this.tx = tx;
        this.clock = clock;
    }

    /** The end of the most recent window at {@code now}: the last Monday 08:00 UTC at or before it. */
    public static Instant windowEnd(Instant now) {
        ZonedDateTime at = now.atZone(ZoneOffset.UTC);
        ZonedDateTime candidate = at.with(TemporalAdjusters.previousOrSame(DAY)).with(TIME).truncatedTo(ChronoUnit.MINUTES);
        if (candidate.isAfter(at)) {
            candidate = candidate.minusWeeks(1);
        }
        return candidate.toInstant();
    }

    /** Announces the current window to every account that has not had it; returns how many events were written. */
    public int runDue() {
        Instant now = clock.instant();
        Instant to = windowEnd(now);
        Instant from = to.minus(Duration.ofDays(7));
        if (tx.inTransaction(() -> windows.isComplete(to))) {
            return 0;
        }
        List<AccountId> accounts = audience.accountsWithMeetingData(from, to);
        int written = 0;
        for (AccountId account : accounts) {
            boolean emitted = tx.inTransaction(() -> {
                if (!windows.mark(account, to)) {
                    return false;
                }
                outbox.append(new DomainEvent(EventId.next(), account, EventTypes.MEETING_DIGEST_WEEKLY,
                        Map.of("window", window(from, to)), now));
                return true;
            });
            written += emitted ? 1 : 0;
        }
        tx.run(() -> windows.markComplete(to, accounts.size(), now));
        return written;
    }

    private static Map<String, Object> window(Instant from, Instant to) {
        Map<String, Object> window = new LinkedHashMap<>();
        window.put("from", IsoInstant.format(from));
        window.put("to", IsoInstant.format(to));
        return window;
    }
}
