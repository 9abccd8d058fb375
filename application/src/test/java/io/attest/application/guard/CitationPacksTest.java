package io.attest.application.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.AttestException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    /** A firm's pack on top of another: what it was handed is what it answers with. */
    private static final class FirmPack implements CitationPatternPack {

        private final String id;
        private final String baseId;
        private CitationPatternPack base;
        private int handed;

        FirmPack(String id, String baseId) {
            this.id = id;
            this.baseId = baseId;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String version() {
            return "1.0.0";
        }

        @Override
        public int spiVersion() {
            return CitationPatternPack.SPI_VERSION;
        }

        @Override
        public String domain() {
            return "legal";
        }

        @Override
        public List<Citation> find(String text) {
            return base.find(text);
        }

        @Override
        public Optional<String> basePackId() {
            return Optional.of(baseId);
        }

        @Override
        public void useBasePack(CitationPatternPack pack) {
            base = pack;
            handed++;
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
    void aPackThatBuildsOnAnotherIsHandedItOnceWhetherOrNotItServes() {
        FirmPack firm = new FirmPack("acme-legal", "patterns-legal");

        CitationPacks packs = new CitationPacks(List.of(firm, BUILT_IN, INSURANCE), Map.of("legal", "acme-legal"));

        assertThat(packs.select("legal", "")).isSameAs(firm);
        assertThat(firm.base).isSameAs(BUILT_IN);
        assertThat(firm.handed).isEqualTo(1);
    }

    @Test
    void aBaseThatIsNotInstalledStopsStartUpNamingBoth() {
        FirmPack firm = new FirmPack("acme-legal", "patterns-legal");

        assertThatThrownBy(() -> new CitationPacks(List.of(firm, INSURANCE)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'acme-legal' builds on 'patterns-legal'").hasMessageContaining("ATTEST_PLUGINS_DISABLED");
        assertThat(firm.base).isNull();
    }

    @Test
    void packsThatBuildOnEachOtherInACircleStopStartUp() {
        FirmPack first = new FirmPack("acme-legal", "beta-legal");
        FirmPack second = new FirmPack("beta-legal", "acme-legal");

        assertThatThrownBy(() -> new CitationPacks(List.of(first, second), Map.of("legal", "acme-legal")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("acme-legal → beta-legal → acme-legal");
        assertThatThrownBy(() -> new CitationPacks(List.of(new FirmPack("self-legal", "self-legal"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("circle");
    }

    @Test
    void aDomainNobodyServesIsStillTheRequestsError() {
        CitationPacks packs = new CitationPacks(List.of(BUILT_IN));

        assertThatThrownBy(() -> packs.select("insurance", "")).isInstanceOf(AttestException.class);
    }
}
