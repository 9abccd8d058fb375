package com.acme.attest.marketcsv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.deal.RegulationCategory;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The provider as the server drives it: found by ServiceLoader, configured with its settings, asked per address. */
class CsvMarketDataProviderTest {

    private static final Path SAMPLE = Path.of("sample-markets.csv");

    @TempDir
    Path dir;

    private static NormalizedAddress address(String city, String state, String zip5) {
        return new NormalizedAddress("1", null, "MAIN", "ST", null, List.of(), city, state, zip5, null);
    }

    private static MarketDataProvider configured(Path file) {
        return new CsvMarketDataProvider().configure(new ProviderSettings(Map.of("file", file.toString())));
    }

    private static MarketSnapshot found(MarketDataProvider provider, NormalizedAddress address) {
        return assertInstanceOf(MarketLookup.Found.class, provider.lookup(address)).snapshot();
    }

    @Test
    void theServiceFileNamesTheProviderWithItsSpiVersion() {
        List<MarketDataProvider> found = ServiceLoader.load(MarketDataProvider.class).stream().map(ServiceLoader.Provider::get).toList();

        assertEquals(1, found.size());
        assertEquals("acme-market-csv", found.getFirst().id());
        assertEquals(MarketDataProvider.SPI_VERSION, found.getFirst().spiVersion());
    }

    @Test
    void answersWithTheFiguresOfTheFileAndModelsAMissingRevenue() {
        MarketSnapshot bozeman = found(configured(SAMPLE), address("BOZEMAN", "MT", "59715"));

        assertEquals("Bozeman, MT", bozeman.market());
        assertEquals(new BigDecimal("212.50"), bozeman.adr());
        assertEquals(new BigDecimal("0.61"), bozeman.occupancyRate());
        assertEquals(412, bozeman.compCount());
        assertEquals(new BigDecimal("1875"), bozeman.rentEstimateMonthly());
        assertEquals(new BigDecimal("47313.13"), bozeman.projectedAnnualRevenue()); // 212.50 × 365 × 0.61
        assertEquals(List.of("projected_annual_revenue"), bozeman.modelledFields());
        assertEquals(RegulationCategory.PERMIT_REQUIRED, bozeman.regulation().category());
        assertEquals("acme-market-csv 1.0.0 (sample-markets.csv), as of 2026-09-30", bozeman.dataProvider());
    }

    @Test
    void theLongestZipPrefixWinsThenTheCity() {
        MarketDataProvider provider = configured(SAMPLE);

        assertEquals("Downtown Dallas, TX", found(provider, address("DALLAS", "TX", "75201")).market());
        assertEquals("Dallas, TX (metro)", found(provider, address("DALLAS", "TX", "75204")).market());
        assertEquals("Dallas, TX (metro)", found(provider, address("DALLAS", "TX", null)).market());
        assertEquals(List.of(), found(provider, address("AUSTIN", "TX", "78701")).modelledFields());
    }

    @Test
    void anAddressOutsideTheFileHasNoData() {
        MarketDataProvider provider = configured(SAMPLE);

        assertInstanceOf(MarketLookup.NoData.class, provider.lookup(address("BOISE", "ID", "83702")));
        // the prefix 597 is Montana's: the same digits in another state do not match
        assertInstanceOf(MarketLookup.NoData.class, provider.lookup(address("ELSEWHERE", "ND", "59715")));
    }

    @Test
    void withoutTheFileSettingStartUpStopsNamingIt() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> new CsvMarketDataProvider().configure(ProviderSettings.EMPTY));
        assertTrue(missing.getMessage().contains("file"), missing.getMessage());

        IllegalArgumentException unreadable = assertThrows(IllegalArgumentException.class, () -> configured(dir.resolve("absent.csv")));
        assertTrue(unreadable.getMessage().contains("absent.csv"), unreadable.getMessage());
    }

    @Test
    void aMalformedLineStopsStartUpNamingItsLine() throws IOException {
        Path file = Files.writeString(dir.resolve("markets.csv"), """
                market,state,city,adr,occupancy_rate,rent_estimate_monthly,as_of
                # a comment line
                "Helena, MT",MT,HELENA,150,1.5,1200,2026-09-30
                """);

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> configured(file));
        assertTrue(error.getMessage().startsWith("markets.csv line 3: "), error.getMessage());
        assertTrue(error.getMessage().contains("occupancyRate"), error.getMessage());
    }

    @Test
    void theHeaderMayComeInAnyOrderAndQuotedCellsKeepCommasQuotesAndLineBreaks() {
        String text = "\uFEFF# ACME markets\r\n"
                + "AS_OF, rent_estimate_monthly,occupancy_rate,adr,city,State,market,regulation_note\r\n"
                + "\r\n"
                + "   \r\n"
                + "2026-09-30,1200,0.5,150,HELENA,MT,\"Helena, MT \"\"old town\"\"\",\"first line\r\nsecond line\"\r\n"
                + "# a comment between rows\r\n"
                + "2026-09-30,1100,0.4,120,BILLINGS,MT,Billings,\r\n";

        List<MarketRow> rows = MarketFile.parse("markets.csv", text).rows();

        assertEquals(List.of("Helena, MT \"old town\"", "Billings"), rows.stream().map(MarketRow::market).toList());
        assertEquals("first line\r\nsecond line", rows.getFirst().regulation().note());
        assertEquals(new BigDecimal("150"), rows.getFirst().adr());
    }

    @Test
    void linesAreNamedAsInAnEditorAfterACellSpanningLines() {
        String text = """
                market,state,city,adr,occupancy_rate,rent_estimate_monthly,as_of,regulation_note
                "Helena, MT",MT,HELENA,150,0.5,1200,2026-09-30,"a note
                on two lines"
                Billings,MT,BILLINGS,120,0.4
                """;

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> MarketFile.parse("markets.csv", text));
        assertEquals("markets.csv line 4: 5 cells, the header has 8", error.getMessage());
    }

    @Test
    void anUnclosedQuoteStopsStartUpNamingTheLineWhereItOpens() {
        String text = """
                market,state,city,adr,occupancy_rate,rent_estimate_monthly,as_of
                "Helena, MT",MT,HELENA,150,0.5,1200,2026-09-30
                "Billings, MT,MT,BILLINGS,120,0.4,1100,2026-09-30
                """;

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> MarketFile.parse("markets.csv", text));
        assertTrue(error.getMessage().startsWith("markets.csv: "), error.getMessage());
        assertTrue(error.getMessage().contains("line 3"), error.getMessage());
    }

    @Test
    void theUnconfiguredInstanceIsUnavailableRatherThanWrong() {
        assertInstanceOf(MarketLookup.Unavailable.class, new CsvMarketDataProvider().lookup(address("BOZEMAN", "MT", "59715")));
    }
}
