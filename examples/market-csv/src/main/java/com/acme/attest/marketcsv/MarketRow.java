package com.acme.attest.marketcsv;

import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.Regulation;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.List;

/**
 * One market of the file: where it applies ({@code state} with a ZIP prefix and/or a city) and its
 * figures. A row without a projected annual revenue gets ADR × 365 × occupancy, labelled as modelled.
 */
record MarketRow(String market, String state, String city, String zipPrefix, BigDecimal adr, BigDecimal occupancyRate,
                 BigDecimal projectedAnnualRevenue, Integer compCount, BigDecimal rentEstimateMonthly, LocalDate asOf,
                 String source, Regulation regulation) {

    MarketSnapshot snapshot(String dataProvider) {
        BigDecimal revenue = projectedAnnualRevenue;
        List<String> modelled = List.of();
        if (revenue == null) {
            revenue = adr.multiply(BigDecimal.valueOf(365)).multiply(occupancyRate).setScale(2, RoundingMode.HALF_UP);
            modelled = List.of("projected_annual_revenue");
        }
        return new MarketSnapshot(market, revenue, occupancyRate, adr, compCount, rentEstimateMonthly, asOf, source,
                dataProvider + ", as of " + asOf, modelled, regulation);
    }
}
