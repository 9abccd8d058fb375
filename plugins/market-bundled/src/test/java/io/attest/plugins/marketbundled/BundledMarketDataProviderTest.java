package io.attest.plugins.marketbundled;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.deal.AddressNormalizer;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.RegulationCategory;
import io.attest.domain.deal.UspsTables;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.deal.MarketDataProvider;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class BundledMarketDataProviderTest {

    private static final BundledMarketDataProvider PROVIDER = new BundledMarketDataProvider();
    private static final AddressNormalizer NORMALIZER = new AddressNormalizer(UspsTables.bundled());

    private static MarketLookup lookup(String address) {
        return PROVIDER.lookup(NORMALIZER.parse(address).orThrow());
    }

    private static MarketSnapshot found(String address) {
        MarketLookup lookup = lookup(address);
        assertThat(lookup).as(address).isInstanceOf(MarketLookup.Found.class);
        return ((MarketLookup.Found) lookup).snapshot();
    }

    @Test
    void isFoundByServiceLoaderWithAStableIdAndTheSpiVersion() {
        assertThat(ServiceLoader.load(MarketDataProvider.class).stream().map(p -> p.get().id())).contains("market-bundled");
        assertThat(PROVIDER.spiVersion()).isEqualTo(MarketDataProvider.SPI_VERSION);
    }

    @Test
    void coversTheFiftyLargestMetrosWithTheirFmrAsRent() {
        assertThat(PROVIDER.table().metros()).hasSize(50);
        assertThat(PROVIDER.table().metros()).allSatisfy(metro -> {
            assertThat(metro.fmr2br()).isPositive();
            assertThat(metro.annualRevenue()).isPositive();
        });
    }

    @Test
    void theModelComesFromThePublishedRows() {
        // medians of the 19 rows that publish STR figures (revision 2): ADR/FMR from 0.0563 (Los Angeles) to
        // 0.1910 (Nashville), the tenth 0.0750 (Tampa); occupancy from 0.29 to 0.74, the tenth 0.62
        assertThat(PROVIDER.table().adrPerFmr()).isEqualByComparingTo("0.0750");
        assertThat(PROVIDER.table().modelledOccupancy()).isEqualByComparingTo("0.620");
    }

    @Test
    void mapsByZipPrefixFirst() {
        MarketSnapshot pasadena = found("1 Colorado Blvd, Pasadena, CA 91101");
        assertThat(pasadena.market()).isEqualTo("Los Angeles-Long Beach-Anaheim, CA");
        assertThat(pasadena.rentEstimateMonthly()).isEqualByComparingTo("2625");
        // the LA rule describes the city of Los Angeles only
        assertThat(pasadena.regulation().category()).isEqualTo(RegulationCategory.UNKNOWN);
        assertThat(pasadena.regulation().note()).contains("LOS ANGELES");
    }

    @Test
    void thenByCityAndStateWithSaintSpelledEitherWay() {
        assertThat(found("1 Market St, St. Louis, MO").market()).isEqualTo("St. Louis, MO-IL");
        assertThat(found("1 Market St, Saint Louis, MO").market()).isEqualTo("St. Louis, MO-IL");
        assertThat(found("1 Main St, Kansas City, KS").market()).isEqualTo("Kansas City, MO-KS");
    }

    @Test
    void aZipPrefixInAnotherStateDoesNotMatch() {
        // 100 is Manhattan; the state says otherwise, and Springfield IL is not a covered city
        assertThat(lookup("1 Main St, Springfield, IL 10001")).isInstanceOf(MarketLookup.NoData.class);
    }

    @Test
    void anAddressOutsideEveryMetroHasNoData() {
        assertThat(lookup("1 Main St, Bozeman, MT 59715")).isInstanceOf(MarketLookup.NoData.class);
    }

    @Test
    void publishedFiguresAreUsedAndLabelled() {
        MarketSnapshot la = found("200 N Spring St, Los Angeles, CA 90012");
        assertThat(la.adr()).isEqualByComparingTo("147.7");
        assertThat(la.occupancyRate()).isEqualByComparingTo("0.29");
        assertThat(la.projectedAnnualRevenue()).isEqualByComparingTo("10300");
        assertThat(la.modelledFields()).isEmpty();
        assertThat(la.asOf()).isEqualTo(LocalDate.of(2023, 12, 31));
        assertThat(la.regulation().category()).isEqualTo(RegulationCategory.PROHIBITED_MOST);
        assertThat(la.dataProvider()).isEqualTo("market-bundled 1.0.0 (HUD FMR FY2025; STR figures as of 2023)");
        assertThat(la.source()).contains("RedAwning").contains("FY2025");
        assertThat(la.compCount()).as("RedAwning gives no listing count: unknown, not 0").isNull();

        MarketSnapshot dallas = found("1500 Marilla St, Dallas, TX 75201");
        assertThat(dallas.modelledFields()).isEmpty();
        assertThat(dallas.adr()).isEqualByComparingTo("133");
        assertThat(dallas.occupancyRate()).isEqualByComparingTo("0.62");
        assertThat(dallas.projectedAnnualRevenue()).isEqualByComparingTo("29000");
        assertThat(dallas.compCount()).as("str_active_listings of the Airbtics row").isEqualTo(5241);
        assertThat(dallas.asOf()).isEqualTo(LocalDate.of(2024, 9, 30));
        assertThat(dallas.source()).contains("Airbtics");
        assertThat(dallas.regulation().category()).isEqualTo(RegulationCategory.RESTRICTED);

        MarketSnapshot charlotte = found("600 E Trade St, Charlotte, NC 28202");
        assertThat(charlotte.modelledFields()).as("Chalet publishes ADR and occupancy, not revenue").containsExactly("projected_annual_revenue");
        assertThat(charlotte.compCount()).isEqualTo(3570);
        assertThat(charlotte.projectedAnnualRevenue()).isEqualByComparingTo(new BigDecimal("179").multiply(new BigDecimal("365"))
                .multiply(new BigDecimal("0.5798")).setScale(2, java.math.RoundingMode.HALF_UP));
        assertThat(charlotte.asOf()).isEqualTo(LocalDate.of(2025, 7, 31));
    }

    @Test
    void modelledFiguresAreLabelled() {
        MarketSnapshot chicago = found("233 S Wacker Dr, Chicago, IL 60606");
        assertThat(chicago.modelledFields()).containsExactly("projected_annual_revenue", "adr", "occupancy_rate");
        assertThat(chicago.adr()).isEqualByComparingTo(new BigDecimal("0.0750").multiply(new BigDecimal("1761")).setScale(2, java.math.RoundingMode.HALF_UP));
        assertThat(chicago.occupancyRate()).isEqualByComparingTo("0.620");
        assertThat(chicago.compCount()).as("no published count: unknown, and never modelled").isNull();
        assertThat(chicago.asOf()).isEqualTo(LocalDate.of(2025, 9, 30));
        assertThat(chicago.dataProvider()).contains("modelled");
        assertThat(chicago.regulation().category()).isEqualTo(RegulationCategory.PERMIT_REQUIRED);
    }

    @Test
    void theListingCountIsTheFilesWhereItGivesOneAndUnknownElsewhere() {
        assertThat(PROVIDER.table().metros()).filteredOn(metro -> metro.activeListings() != null).hasSize(16)
                .allSatisfy(metro -> assertThat(metro.activeListings()).isPositive());
        assertThat(PROVIDER.table().metros()).filteredOn(metro -> metro.activeListings() == null)
                .extracting(MarketTable.Metro::name).contains("Los Angeles-Long Beach-Anaheim, CA", "Denver-Aurora-Centennial, CO");
    }

    @Test
    void newYorkBoroughsCarryTheCityRule() {
        assertThat(found("100 Court St, Brooklyn, NY 11201").regulation().category())
                .isEqualTo(RegulationCategory.HOST_PRESENT_REQUIRED);
        assertThat(found("1 Main St, Yonkers, NY 10701").regulation().category()).isEqualTo(RegulationCategory.UNKNOWN);
    }
}
