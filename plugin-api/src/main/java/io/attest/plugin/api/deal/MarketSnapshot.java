package io.attest.plugin.api.deal;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * What a market-data provider knows about the market of one address.
 *
 * @param market                 readable name of the market (metro, city or ZIP area)
 * @param projectedAnnualRevenue short-term revenue a year for a comparable listing, US dollars
 * @param occupancyRate          0 to 1
 * @param adr                    average daily rate, US dollars
 * @param compCount              active short-term-rental listings the figures describe (a count for the
 *                               market, not comparables of one address); {@code null} when the provider
 *                               does not know it
 * @param rentEstimateMonthly    long-term market rent a month, US dollars
 * @param asOf                   last day of the period the short-term figures describe
 * @param source                 publisher and vintage of the figures, readable
 * @param dataProvider           provider id and data vintage ({@code market.data_provider})
 * @param modelledFields         names of the figures that are estimated rather than published
 *                               ({@code projected_annual_revenue}, {@code occupancy_rate}, {@code adr},
 *                               {@code comp_count}, {@code rent_estimate_monthly}); empty when all are published
 * @param regulation             the short-term-rental rule on file
 */
public record MarketSnapshot(String market, BigDecimal projectedAnnualRevenue, BigDecimal occupancyRate,
                             BigDecimal adr, Integer compCount, BigDecimal rentEstimateMonthly, LocalDate asOf,
                             String source, String dataProvider, List<String> modelledFields,
                             Regulation regulation) {

    public MarketSnapshot {
        Objects.requireNonNull(market, "market");
        Objects.requireNonNull(projectedAnnualRevenue, "projectedAnnualRevenue");
        Objects.requireNonNull(occupancyRate, "occupancyRate");
        Objects.requireNonNull(adr, "adr");
        Objects.requireNonNull(rentEstimateMonthly, "rentEstimateMonthly");
        Objects.requireNonNull(asOf, "asOf");
        Objects.requireNonNull(dataProvider, "dataProvider");
        if (compCount != null && compCount < 0) {
            throw new IllegalArgumentException("compCount must not be negative");
        }
        if (projectedAnnualRevenue.signum() < 0 || adr.signum() < 0 || rentEstimateMonthly.signum() < 0) {
            throw new IllegalArgumentException("market figures must not be negative");
        }
        if (occupancyRate.signum() < 0 || occupancyRate.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("occupancyRate must be within 0 to 1");
        }
        modelledFields = modelledFields == null ? List.of() : List.copyOf(modelledFields);
        regulation = regulation == null ? Regulation.UNKNOWN : regulation;
    }

    /** True when any figure is estimated rather than published. */
    public boolean modelled() {
        return !modelledFields.isEmpty();
    }
}
