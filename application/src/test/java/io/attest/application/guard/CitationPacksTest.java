package io.attest.application.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.AttestException;
import io.attest.plugin.api.guard.CitationPatternPack;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which pack serves a domain when several claim it: the operator's choice, else a start-up error. */
class CitationPacksTest {

    private record Pack(String id, String domain) implements CitationPatternPack {

        @Override
        public String version() {
            return "1.0.0";
        }

        @Override
        public int spiVersion() {
            return CitationPatternPack.SPI_VERSION;
        }

        @Override
        public List<Citation> find(String text) {
            return List.of();
        }
    }

    private static final Pack BUILT_IN = new Pack("patterns-legal", "legal");
    private static final Pack CUSTOMER = new Pack("acme-legal", "legal");
    private static final Pack INSURANCE = new Pack("patterns-insurance", "insurance");

    @Test
    void oneClaimPerDomainNeedsNoChoice() {
        CitationPacks packs = new CitationPacks(List.of(BUILT_IN, INSURANCE));

        assertThat(packs.servingIds()).isEqualTo(Map.of("legal", "patterns-legal", "insurance", "patterns-insurance"));
        assertThat(packs.select(null, "")).isSameAs(BUILT_IN);
        assertThat(packs.supported()).containsExactly("insurance", "legal", "auto");
    }

    @Test
    void twoClaimsWithoutAChoiceStopStartUpNamingBothAndTheSetting() {
        assertThatThrownBy(() -> new CitationPacks(List.of(BUILT_IN, CUSTOMER, INSURANCE)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("patterns-legal").hasMessageContaining("acme-legal")
                .hasMessageContaining("ATTEST_GUARD_PACK_LEGAL");
    }

    @Test
    void theChosenPackServesItsDomainWhicheverOrderTheyWereFound() {
        for (List<CitationPatternPack> found : List.of(List.<CitationPatternPack>of(BUILT_IN, CUSTOMER), List.<CitationPatternPack>of(CUSTOMER, BUILT_IN))) {
            CitationPacks customer = new CitationPacks(found, Map.of("legal", "acme-legal"));
            CitationPacks builtIn = new CitationPacks(found, Map.of("legal", "patterns-legal"));

            assertThat(customer.select("legal", "")).isSameAs(CUSTOMER);
            assertThat(builtIn.select("legal", "")).isSameAs(BUILT_IN);
            assertThat(customer.supported()).containsExactly("legal", "auto");
        }
    }

    @Test
    void aChoiceThatNamesNoPackOfTheDomainStopsStartUp() {
        assertThatThrownBy(() -> new CitationPacks(List.of(BUILT_IN, INSURANCE), Map.of("legal", "patterns-insurance")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("ATTEST_GUARD_PACK_LEGAL")
                .hasMessageContaining("[patterns-legal]");
        assertThatThrownBy(() -> new CitationPacks(List.of(BUILT_IN), Map.of("healthcare", "patterns-healthcare")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("ATTEST_GUARD_PACK_HEALTHCARE");
    }

    @Test
    void aDomainNobodyServesIsStillTheRequestsError() {
        CitationPacks packs = new CitationPacks(List.of(BUILT_IN));

        assertThatThrownBy(() -> packs.select("insurance", "")).isInstanceOf(AttestException.class);
    }
}
