package io.attest.adapters.http.filter;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Scope;
import io.micronaut.http.HttpMethod;
import org.junit.jupiter.api.Test;

class RouteRulesTest {

    @Test
    void eachCapabilityPrefixNeedsItsScopeAndOnlyWholeSegmentsMatch() {
        assertThat(RouteRules.requiredScope("/v1/guard/verify-references")).contains(Scope.GUARD);
        assertThat(RouteRules.requiredScope("/v1/airbnb-deal/analyze")).contains(Scope.DEAL);
        assertThat(RouteRules.requiredScope("/v1/voice-profile/vp_1/export")).contains(Scope.VOICE);
        assertThat(RouteRules.requiredScope("/v1/calculator-engine/run")).contains(Scope.CALCULATOR);
        assertThat(RouteRules.requiredScope("/v1/meeting-memory/query")).contains(Scope.MEETINGS);
        assertThat(RouteRules.requiredScope("/v1/webhooks/endpoints")).contains(Scope.WEBHOOKS);
        assertThat(RouteRules.requiredScope("/v1/events/evt_1/replay")).contains(Scope.WEBHOOKS);
        assertThat(RouteRules.requiredScope("/v1/guardian")).isEmpty();
        assertThat(RouteRules.requiredScope("/v1/usage")).isEmpty();
        assertThat(RouteRules.requiredScope("/v1/plugins")).isEmpty();
    }

    @Test
    void usageAndOperationPollingAreNotMetered() {
        assertThat(RouteRules.isMetered(HttpMethod.GET, "/v1/usage")).isFalse();
        assertThat(RouteRules.isMetered(HttpMethod.GET, "/v1/operations/op_1")).isFalse();
        assertThat(RouteRules.isMetered(HttpMethod.GET, "/v1/plugins")).isTrue();
        assertThat(RouteRules.isMetered(HttpMethod.POST, "/v1/guard/verify-references")).isTrue();
    }
}
