package io.attest.domain.accounts;

import java.util.OptionalLong;

/** Calls counted in a period against the plan's limit (empty limit = unlimited). */
public record Usage(UsagePeriod period, long used, OptionalLong limit) {
}
