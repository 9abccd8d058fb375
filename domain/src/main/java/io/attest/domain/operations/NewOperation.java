package io.attest.domain.operations;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * What a capability asks the queue to run: the account, the operation {@code type} (a handler is
 * registered for it, e.g. {@code voice_profile.train}), the resource it produces and the handler's
 * input (a JSON-able map: strings, numbers, booleans, lists, maps), created at {@code createdAt} (the
 * capability's clock).
 */
public record NewOperation(OperationId id, AccountId accountId, String type, ResourceRef resource, Map<String, Object> input,
                           Instant createdAt) {

    public static final int MAX_TYPE_LENGTH = 100;

    public NewOperation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(createdAt, "createdAt");
        if (type.isEmpty() || type.length() > MAX_TYPE_LENGTH) {
            throw new IllegalArgumentException("operation type must be 1-" + MAX_TYPE_LENGTH + " characters");
        }
        input = input == null ? Map.of() : Map.copyOf(input);
    }

    public static NewOperation of(AccountId accountId, String type, ResourceRef resource, Map<String, Object> input,
                                  Instant now) {
        return new NewOperation(OperationId.next(), accountId, type, resource, input, now);
    }
}
