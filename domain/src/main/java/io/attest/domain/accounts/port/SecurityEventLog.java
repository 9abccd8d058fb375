package io.attest.domain.accounts.port;

import io.attest.domain.accounts.SecurityEvent;

/** Where sign-in failures, lockouts and throttled attempts are reported (the server writes them as JSON log lines). */
public interface SecurityEventLog {

    void record(SecurityEvent event);
}
