package io.attest.application.accounts;

import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.Sha256;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import io.attest.domain.shared.IsoInstant;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keys found on a public source: revoked with reason {@code compromised} and announced with a
 * {@code key.compromised} event in the same transaction. Used by the secret-scanning report route
 * and by the operator command line.
 */
public final class CompromisedKeys {

    private final ApiKeyRepository keys;
    private final EventOutbox outbox;
    private final TransactionBoundary tx;
    private final Clock clock;

    public CompromisedKeys(ApiKeyRepository keys, EventOutbox outbox, TransactionBoundary tx, Clock clock) {
        this.keys = keys;
        this.outbox = outbox;
        this.tx = tx;
        this.clock = clock;
    }

    /** A token as a secret-scanning partner reports it. */
    public record ReportedToken(String token, String type, String url, String source) {
    }

    /** Our answer per token; never the token itself. */
    public record Verdict(String tokenHash, String tokenType, boolean truePositive) {
    }

    /** Handles a whole report in one transaction; a token that is not one of our keys is a false positive. */
    public List<Verdict> report(List<ReportedToken> tokens) {
        return tx.inTransaction(() -> {
            List<Verdict> verdicts = new ArrayList<>(tokens.size());
            for (ReportedToken reported : tokens) {
                String hash = Sha256.hex(reported.token());
                boolean ours = keys.findBySecretHash(hash)
                        .map(stored -> {
                            revoke(stored.key(), reported.source(), reported.url());
                            return true;
                        })
                        .orElse(false);
                verdicts.add(new Verdict(hash, reported.type(), ours));
            }
            return verdicts;
        });
    }

    /** Operator command: marks one key compromised by id. */
    public ApiKey markCompromised(String keyId, String source, String url) {
        return tx.inTransaction(() -> {
            ApiKey key = ApiKeyId.parse(keyId).flatMap(keys::findById)
                    .orElseThrow(() -> AttestException.notFound("key", "no key with this id"));
            revoke(key, source, url);
            return key;
        });
    }

    /** Revokes an active key and records the event; a key already revoked is left as it is. */
    private void revoke(ApiKey key, String source, String url) {
        Instant now = clock.instant();
        if (!keys.revoke(key.id(), RevocationReason.COMPROMISED, now)) {
            return;
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("key_id", key.id().value());
        data.put("key_hint", key.hint());
        data.put("source", source == null ? "unknown" : source);
        if (url != null) {
            data.put("url", url);
        }
        data.put("revoked_at", IsoInstant.format(now));
        outbox.append(new DomainEvent(EventId.next(), key.accountId(), DomainEvent.KEY_COMPROMISED, data, now));
    }
}
