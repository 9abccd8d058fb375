package io.attest.plugins.marketbundled;

import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.deal.MarketDataProvider;
import java.io.InputStream;
import java.util.Map;

/**
 * Market data from the file bundled in this jar ({@code markets.csv}: the 50 largest US metros, HUD
 * FY2025 Fair Market Rents, published short-term-rental figures where they exist, modelled
 * otherwise, and the short-term-rental rule of each metro's first-named city).
 *
 * <p>An address maps to a metro by the first three digits of its ZIP (when the metro lies in the
 * address's state), then by city and state among the metro's principal cities. The regulation
 * applies only to the metro's first-named city (and, for New York, its five boroughs); elsewhere in
 * the metro no rule is on file.
 */
public final class BundledMarketDataProvider implements MarketDataProvider {

    public static final String ID = "market-bundled";
    public static final String VERSION = "1.0.0";
    /** The vintage of the bundled data: HUD FY2025 FMRs (the newest source in the file). */
    public static final String DATA_VINTAGE = "HUD FMR FY2025";

    /** Cities that are part of a first-named principal city (New York City's boroughs). */
    private static final Map<String, String> PART_OF = Map.of(
            "MANHATTAN|NY", "NEW YORK|NY", "BROOKLYN|NY", "NEW YORK|NY", "BRONX|NY", "NEW YORK|NY",
            "THE BRONX|NY", "NEW YORK|NY", "STATEN ISLAND|NY", "NEW YORK|NY", "QUEENS|NY", "NEW YORK|NY");

    private final MarketTable table;

    public BundledMarketDataProvider() {
        InputStream in = BundledMarketDataProvider.class.getResourceAsStream("markets.csv");
        if (in == null) {
            throw new IllegalStateException("markets.csv is missing from the market-bundled jar");
        }
        this.table = MarketTable.load(in);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return VERSION;
    }

    @Override
    public int spiVersion() {
        return MarketDataProvider.SPI_VERSION;
    }

    @Override
    public MarketLookup lookup(NormalizedAddress address) {
        String cityKey = MarketTable.cityKey(address.city(), address.state());
        String principal = PART_OF.getOrDefault(cityKey, cityKey);
        MarketTable.Metro metro = null;
        if (address.zip5() != null) {
            MarketTable.Metro byZip = table.byZip3(address.zip5().substring(0, 3));
            if (byZip != null && byZip.states().contains(address.state())) {
                metro = byZip;
            }
        }
        if (metro == null) {
            metro = table.byCity(principal);
        }
        if (metro == null) {
            return new MarketLookup.NoData();
        }
        return new MarketLookup.Found(snapshot(metro, principal));
    }

    private MarketSnapshot snapshot(MarketTable.Metro metro, String principal) {
        Regulation regulation;
        if (metro.equals(table.byFirstCity(principal))) {
            regulation = metro.regulation();
        } else if (metro.regulation().category() != RegulationCategory.UNKNOWN) {
            String city = metro.principalCities().getFirst();
            regulation = new Regulation(RegulationCategory.UNKNOWN, "the rule on file for this metro ("
                    + metro.regulation().category().wireName() + ") is for " + city.substring(0, city.indexOf('|'))
                    + " only", metro.regulation().source());
        } else {
            regulation = Regulation.UNKNOWN;
        }
        String str = metro.modelledFields().contains("adr") ? "STR figures modelled from the FMR"
                : "STR figures as of " + metro.strAsOf();
        StringBuilder source = new StringBuilder(metro.fmrSource());
        if (metro.strSource() != null) {
            source.append("; STR: ").append(metro.strSource());
        }
        if (!metro.modelledFields().isEmpty()) {
            source.append("; modelled: ").append(String.join(", ", metro.modelledFields()))
                    .append(" (ADR = ").append(table.adrPerFmr().toPlainString()).append(" × FMR, occupancy ")
                    .append(table.modelledOccupancy().toPlainString()).append(", revenue = ADR × 365 × occupancy)");
        }
        return new MarketSnapshot(metro.name(), metro.annualRevenue(), metro.occupancy(), metro.adr(), metro.activeListings(), metro.fmr2br(),
                metro.asOf(), source.toString(), ID + " " + VERSION + " (" + DATA_VINTAGE + "; " + str + ")",
                metro.modelledFields(), regulation);
    }

    /** For tests and docs: the table behind the provider. */
    MarketTable table() {
        return table;
    }
}
