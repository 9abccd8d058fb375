package com.acme.attest.legal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.guard.FlagType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The pack as the server drives it: found by ServiceLoader, {@code init} with its settings, handed its
 * base pack, then asked. The built-in legal pack lives in the server, so a stand-in base plays it here.
 */
class FirmLegalPackTest {

    /** Finds "42 U.S.C. § 1983" wherever it is, as the built-in pack would. */
    private static final class StandInBase implements CitationPatternPack {

        static final String USC = "42 U.S.C. § 1983";

        @Override
        public String id() {
            return "patterns-legal";
        }

        @Override
        public String version() {
            return "1.0.0";
        }

        @Override
        public int spiVersion() {
            return SPI_VERSION;
        }

        @Override
        public String domain() {
            return "legal";
        }

        @Override
        public List<Citation> find(String text) {
            int at = text.indexOf(USC);
            return at < 0 ? List.of() : List.of(Citation.of(FlagType.USC, at, at + USC.length(), text));
        }

        @Override
        public Map<String, List<String>> caseNameAbbreviations() {
            return Map.of("Ins.", List.of("Insurance"));
        }
    }

    private static FirmLegalPack started(Map<String, String> settings) {
        FirmLegalPack pack = new FirmLegalPack();
        pack.init(new ProviderSettings(settings));
        pack.useBasePack(new StandInBase());
        return pack;
    }

    private static List<String> raw(List<Citation> citations, String text) {
        return citations.stream().map(citation -> citation.type().wireName() + ":" + citation.raw(text)).toList();
    }

    @Test
    void theServiceFileNamesThePackForTheLegalDomainBuiltOnTheBuiltInPack() {
        List<CitationPatternPack> found = ServiceLoader.load(CitationPatternPack.class).stream().map(ServiceLoader.Provider::get).toList();

        assertEquals(1, found.size());
        CitationPatternPack pack = found.getFirst();
        assertEquals("acme-legal", pack.id());
        assertEquals("legal", pack.domain());
        assertEquals(CitationPatternPack.SPI_VERSION, pack.spiVersion());
        assertEquals(Optional.of("patterns-legal"), pack.basePackId());
    }

    @Test
    void findsTheBaseCitationsAndTheFirmsMemos() {
        String text = "Under 42 U.S.C. § 1983 (see ACME Memo 2024-17 and ACME Memo 2023-4), the claim lies.";

        assertEquals(List.of("usc:42 U.S.C. § 1983", "section_ref:ACME Memo 2024-17", "section_ref:ACME Memo 2023-4"),
                raw(started(Map.of()).find(text), text));
    }

    @Test
    void aMemoNumberMustStandAsWholeWords() {
        String text = "XACME Memo 2024-17, ACME Memo 24-17, ACME Memo 2024-, ACME Memo 2024-12345, ACME Memo 2024-17b, ACME Memo 2024-9.";

        assertEquals(List.of("section_ref:ACME Memo 2024-9"), raw(started(Map.of()).find(text), text));
    }

    @Test
    void theSettingsNameTheFirmAndTheBase() {
        FirmLegalPack pack = started(Map.of("firm-name", "Baker & Co", "base", "patterns-legal-v2"));
        String text = "Baker & Co Memo 2022-3, not ACME Memo 2024-17.";

        assertEquals(List.of("section_ref:Baker & Co Memo 2022-3"), raw(pack.find(text), text));
        assertEquals(Optional.of("patterns-legal-v2"), pack.basePackId());
        assertThrows(IllegalArgumentException.class, () -> new FirmLegalPack().init(new ProviderSettings(Map.of("firm-name", "ACME.*"))));
    }

    @Test
    void theCrossWalkReadsTheBaseOnlyAndTheAbbreviationsAreTheBases() {
        FirmLegalPack pack = started(Map.of());
        String text = "42 U.S.C. § 1983 and ACME Memo 2024-17";

        assertEquals(List.of("usc:42 U.S.C. § 1983"), raw(pack.findAuthorities(text, null), text));
        assertEquals(Map.of("Ins.", List.of("Insurance")), pack.caseNameAbbreviations());
    }

    @Test
    void usedBeforeItsBaseWasHandedItSaysSo() {
        FirmLegalPack pack = new FirmLegalPack();
        pack.init(ProviderSettings.EMPTY);

        IllegalStateException error = assertThrows(IllegalStateException.class, () -> pack.find("ACME Memo 2024-17"));
        assertTrue(error.getMessage().contains("patterns-legal"), error.getMessage());
    }
}
