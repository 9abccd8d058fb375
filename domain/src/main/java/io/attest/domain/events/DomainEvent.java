package io.attest.domain.events;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/** Something that happened to an account, to be delivered to its webhook endpoints (spec 2.7). */
public record DomainEvent(EventId id, AccountId accountId, String type, Map<String, Object> data, Instant createdAt) {

    public static final String KEY_COMPROMISED = "key.compromised";

    public DomainEvent {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(createdAt, "createdAt");
        data = Map.copyOf(data);
    }
}
