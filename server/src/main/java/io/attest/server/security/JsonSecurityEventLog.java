package io.attest.server.security;

import io.attest.domain.accounts.SecurityEvent;
import io.attest.domain.accounts.port.SecurityEventLog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.spi.LoggingEventBuilder;

/**
 * Sign-in failures, lockouts and throttled attempts as JSON log lines on the logger
 * {@code io.attest.security} (fields: {@code event}, {@code client_address}, and per event
 * {@code account_id}, {@code email_sha256}, {@code scope}, {@code subject}, {@code lockouts},
 * {@code lockout_seconds}, {@code retry_after_seconds}). Lockouts are warnings; the rest is info.
 */
public final class JsonSecurityEventLog implements SecurityEventLog {

    private static final Logger LOG = LoggerFactory.getLogger("io.attest.security");

    @Override
    public void record(SecurityEvent event) {
        switch (event) {
            case SecurityEvent.LoginFailed failed -> line(LOG.atInfo(), "login_failed", event)
                    .addKeyValue("account_id", failed.account() == null ? null : failed.account().value())
                    .addKeyValue("email_sha256", failed.emailHash())
                    .log("console login failed from {}", event.address());
            case SecurityEvent.LoginSucceeded succeeded -> line(LOG.atInfo(), "login_succeeded", event)
                    .addKeyValue("account_id", succeeded.account().value())
                    .log("console login from {}", event.address());
            case SecurityEvent.ReportTokenRejected rejected -> line(LOG.atInfo(), "report_token_rejected", event)
                    .log("wrong report token from {}", event.address());
            case SecurityEvent.Locked locked -> line(LOG.atWarn(), "locked", event)
                    .addKeyValue("scope", locked.scope().wireName())
                    .addKeyValue("subject", locked.subject())
                    .addKeyValue("lockouts", locked.lockouts())
                    .addKeyValue("lockout_seconds", locked.lockout().toSeconds())
                    .log("{} locked for {} s after too many failures (lockout {} in a row), from {}",
                            locked.scope().wireName(), locked.lockout().toSeconds(), locked.lockouts(), event.address());
            case SecurityEvent.Throttled throttled -> line(LOG.atInfo(), "throttled", event)
                    .addKeyValue("scope", throttled.scope().wireName())
                    .addKeyValue("subject", throttled.subject())
                    .addKeyValue("retry_after_seconds", Math.max(1, (throttled.retryAfter().toMillis() + 999) / 1000))
                    .log("attempt refused by {} from {}", throttled.scope().wireName(), event.address());
        }
    }

    private static LoggingEventBuilder line(LoggingEventBuilder builder, String name, SecurityEvent event) {
        return builder.addKeyValue("event", name).addKeyValue("client_address", event.address().value());
    }
}
