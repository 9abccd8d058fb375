package io.attest.domain.deal;

import io.attest.plugin.api.deal.NormalizedAddress;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.Map;

/** The outcome of normalising one free-form address: the Pub 28 form, or why it was refused. */
public sealed interface AddressParse {

    record Normalized(NormalizedAddress address) implements AddressParse {
    }

    record Refused(AddressRefusal reason) implements AddressParse {
    }

    /** The address, or 404 {@code resource_not_found} with {@code detail {kind: address, reason}}. */
    default NormalizedAddress orThrow() {
        return switch (this) {
            case Normalized normalized -> normalized.address();
            case Refused refused -> throw new AttestException(ErrorCode.RESOURCE_NOT_FOUND,
                    refused.reason().message(), null,
                    Map.of("kind", "address", "reason", refused.reason().wireName()));
        };
    }
}
