package io.attest.application.accounts;

import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeySecret;

/** A new key and its secret, which is shown once and then only its hash exists. */
public record CreatedApiKey(ApiKey key, ApiKeySecret secret) {
}
