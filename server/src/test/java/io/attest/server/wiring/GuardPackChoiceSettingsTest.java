package io.attest.server.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code ATTEST_GUARD_PACK_<DOMAIN>} reaches the pack choice with its domain in kebab case, whatever
 * nested names Micronaut also offers for it; properties ({@code attest.guard.pack.legal}) count too.
 */
class GuardPackChoiceSettingsTest {

    @Test
    void choicesComeFromPropertiesAndFromTheEnvironment() {
        Map<String, String> chosen = ApplicationWiring.chosenPacks(
                Map.of("insurance", "acme-policies", "acme", Map.of("endorsements", "nested-offer"), "blank", " "),
                Map.of("ATTEST_GUARD_PACK_LEGAL", " acme-legal ", "ATTEST_GUARD_PACK_ACME_ENDORSEMENTS", "acme-endorsements",
                        "ATTEST_GUARD_PACK_", "x", "ATTEST_PLUGINS_DISABLED", "patterns-insurance"));

        assertThat(chosen).containsExactlyInAnyOrderEntriesOf(Map.of(
                "insurance", "acme-policies", "legal", "acme-legal", "acme-endorsements", "acme-endorsements"));
    }
}
