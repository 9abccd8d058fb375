package io.attest.application.accounts;

import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.accounts.SecurityEvent;
import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottlePolicy;
import io.attest.domain.accounts.ThrottleState;
import io.attest.domain.accounts.port.SecurityEventLog;
import io.attest.domain.accounts.port.ThrottleStore;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What the sign-in defences share: attempts counted per key in PostgreSQL ({@link ThrottleStore}), each
 * step one transaction under the keys' row locks, so that every server instance counts together.
 *
 * <p>{@link #admit} counts the attempt before the caller checks a password or token (so that a burst of
 * concurrent guesses cannot all pass), or refuses it with 429 {@code rate_limited} and the time to wait;
 * the caller then settles it with {@link #failed} (the failure that reaches a key's maximum locks the key)
 * or {@link #succeeded} (refunded). Keys are always locked in the order given, the first one first.
 */
public final class AttemptThrottle {

    /** The one message of every throttled answer: it does not say which counter refused, nor whether an account exists. */
    static final String TOO_MANY = "too many attempts; try again later";

    private final ThrottleStore store;
    private final TransactionBoundary tx;
    private final Clock clock;
    private final SecurityEventLog log;

    public AttemptThrottle(ThrottleStore store, TransactionBoundary tx, Clock clock, SecurityEventLog log) {
        this.store = store;
        this.tx = tx;
        this.clock = clock;
        this.log = log;
    }

    /** One counter: its key and the policy it is counted under. */
    public record Limit(ThrottleKey key, ThrottlePolicy policy) {
    }

    /** The attempt {@link #admit} counted, under these limits; settle it once. */
    public record Reservation(ClientAddress address, List<Limit> limits) {

        public Reservation {
            limits = List.copyOf(limits);
        }
    }

    private sealed interface Decision {
    }

    private record Go(Reservation reservation) implements Decision {
    }

    private record Wait(Limit limit, Duration retryAfter) implements Decision {
    }

    /**
     * Counts one attempt under {@code first} and, unless {@code first}'s key is trusted (a pair that signed
     * in successfully), under {@code unlessTrusted} too; or throws 429 when any of them is locked or full.
     */
    public Reservation admit(ClientAddress address, Limit first, List<Limit> unlessTrusted) {
        Instant now = clock.instant();
        Decision decision = tx.inTransaction(() -> {
            ThrottleState firstState = store.lock(first.key(), now);
            List<Limit> limits = new ArrayList<>();
            limits.add(first);
            if (!firstState.isTrusted(now)) {
                limits.addAll(unlessTrusted);
            }
            List<ThrottleState> next = new ArrayList<>(limits.size());
            Wait longest = null;
            for (int i = 0; i < limits.size(); i++) {
                Limit limit = limits.get(i);
                ThrottleState state = i == 0 ? firstState : store.lock(limit.key(), now);
                switch (state.admit(now, limit.policy())) {
                    case ThrottleState.Admitted admitted -> next.add(admitted.next());
                    case ThrottleState.Refused refused -> {
                        if (longest == null || refused.retryAfter().compareTo(longest.retryAfter()) > 0) {
                            longest = new Wait(limit, refused.retryAfter());
                        }
                    }
                }
            }
            if (longest != null) {
                return longest; // nothing saved: a refused attempt counts nowhere
            }
            for (int i = 0; i < limits.size(); i++) {
                save(limits.get(i), next.get(i));
            }
            return new Go(new Reservation(address, limits));
        });
        return switch (decision) {
            case Go go -> go.reservation();
            case Wait wait -> {
                log.record(new SecurityEvent.Throttled(address, wait.limit().key().scope(), wait.limit().key().subject(),
                        wait.retryAfter()));
                throw AttestException.rateLimited(TOO_MANY, wait.retryAfter());
            }
        };
    }

    /** The attempt failed: it stays counted; a key whose maximum it reached is locked (and reported). */
    public void failed(Reservation reservation) {
        Instant now = clock.instant();
        List<SecurityEvent> locked = tx.inTransaction(() -> {
            List<SecurityEvent> events = new ArrayList<>();
            for (Limit limit : reservation.limits()) {
                ThrottleState before = store.lock(limit.key(), now);
                ThrottleState after = before.failed(now, limit.policy());
                save(limit, after);
                if (after.isLocked(now) && !before.isLocked(now)) {
                    events.add(new SecurityEvent.Locked(reservation.address(), limit.key().scope(), limit.key().subject(),
                            after.lockouts(), Duration.between(now, after.lockedUntil())));
                }
            }
            return events;
        });
        locked.forEach(log::record);
    }

    /**
     * The attempt succeeded: it is refunded everywhere. With {@code trustFirstFor}, the first key (an
     * account-and-address pair) is also forgiven its failures and trusted for that long.
     */
    public void succeeded(Reservation reservation, Duration trustFirstFor) {
        Instant now = clock.instant();
        tx.run(() -> {
            for (int i = 0; i < reservation.limits().size(); i++) {
                Limit limit = reservation.limits().get(i);
                ThrottleState state = store.lock(limit.key(), now);
                boolean trust = trustFirstFor != null && i == 0;
                save(limit, trust ? ThrottleState.signedIn(now, trustFirstFor) : state.succeeded(now, limit.policy()));
            }
        });
    }

    /** Housekeeping: deletes the counters nothing depends on any more. */
    public int purgeExpired() {
        Instant now = clock.instant();
        return tx.inTransaction(() -> store.purgeExpired(now));
    }

    private void save(Limit limit, ThrottleState state) {
        store.save(limit.key(), state, state.expiresAt(limit.policy()));
    }
}
