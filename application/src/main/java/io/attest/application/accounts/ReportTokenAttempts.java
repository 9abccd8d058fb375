package io.attest.application.accounts;

import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.accounts.SecurityEvent;
import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottlePolicy;
import io.attest.domain.accounts.ThrottleScope;
import io.attest.domain.accounts.port.SecurityEventLog;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.List;

/**
 * The operator's report token on the secret-scanning route, guarded against guessing: wrong tokens are
 * counted per client address and lock it (429) once too many failed — also for the right token, or the
 * lock would tell a guesser when they found it. Per address only: there is one token, so an
 * all-addresses counter would let anyone lock the operator's relay out.
 */
public final class ReportTokenAttempts {

    private final AttemptThrottle throttle;
    private final ThrottlePolicy perAddress;
    private final SecurityEventLog log;

    public ReportTokenAttempts(AttemptThrottle throttle, ThrottlePolicy perAddress, SecurityEventLog log) {
        this.throttle = throttle;
        this.perAddress = perAddress;
        this.log = log;
    }

    /** Passes when the request carried the right token; otherwise 401 {@code unauthenticated}, or 429 when throttled. */
    public void check(ClientAddress from, boolean tokenMatches) {
        AttemptThrottle.Reservation attempt = throttle.admit(from,
                new AttemptThrottle.Limit(ThrottleKey.of(ThrottleScope.REPORT_TOKEN_ADDRESS, from.value()), perAddress), List.of());
        if (tokenMatches) {
            throttle.succeeded(attempt, null);
            return;
        }
        log.record(new SecurityEvent.ReportTokenRejected(from));
        throttle.failed(attempt);
        throw AttestException.of(ErrorCode.UNAUTHENTICATED, "send the operator's report token as Authorization: Bearer …");
    }
}
