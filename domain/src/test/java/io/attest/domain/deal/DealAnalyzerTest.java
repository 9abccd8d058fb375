package io.attest.domain.deal;

import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The rental-arbitrage math, verdict and flags of decisions.md section 5, at their boundaries. */
class DealAnalyzerTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 22);
    private static final NormalizedAddress ADDRESS = new NormalizedAddress("1", null, "MAIN", "ST", null, List.of(),
            "DALLAS", "TX", "75201", null);
    private static final DealAnalyzer ANALYZER = new DealAnalyzer();

    /** A market with nothing to flag: 20 comps, fresh, published, 60 % occupancy, no rule on file. */
    private static Market market(String revenue) {
        return new Market(new BigDecimal(revenue), new BigDecimal("0.60"), 20, new BigDecimal("2000"),
                TODAY.minusMonths(1), List.of(), Regulation.UNKNOWN);
    }

    private record Market(BigDecimal revenue, BigDecimal occupancy, Integer comps, BigDecimal rent, LocalDate asOf,
                          List<String> modelled, Regulation regulation) {
        Market occupancy(String value) {
            return new Market(revenue, new BigDecimal(value), comps, rent, asOf, modelled, regulation);
        }

        Market comps(Integer value) {
            return new Market(revenue, occupancy, value, rent, asOf, modelled, regulation);
        }

        Market asOf(LocalDate value) {
            return new Market(revenue, occupancy, comps, rent, value, modelled, regulation);
        }

        Market modelled(String... fields) {
            return new Market(revenue, occupancy, comps, rent, asOf, List.of(fields), regulation);
        }

        Market regulation(RegulationCategory category) {
            return new Market(revenue, occupancy, comps, rent, asOf, modelled, new Regulation(category, "rule 1", "source"));
        }

        MarketSnapshot snapshot() {
            return new MarketSnapshot("Dallas", revenue, occupancy, new BigDecimal("150"), comps, rent, asOf,
                    "test source", "test-provider 1", modelled, regulation);
        }
    }

    private static DealReport analyze(Market market, DealTerms terms) {
        return analyze(market, terms, VerdictThresholds.DEFAULTS);
    }

    private static DealReport analyze(Market market, DealTerms terms, VerdictThresholds thresholds) {
        return ANALYZER.analyze(ADDRESS, market.snapshot(), terms, thresholds, TODAY);
    }

    private static DealTerms terms(String rent, String furnishing, String fees) {
        return DealTerms.of(rent == null ? null : new BigDecimal(rent), new BigDecimal(furnishing), new BigDecimal(fees), null, null);
    }

    private static List<String> codes(DealReport report) {
        return report.flags().stream().map(flag -> flag.code().wireName()).toList();
    }

    @Nested
    class Math {
        @Test
        void followsTheFormulasWithTheDefaults() {
            DealReport report = analyze(market("36000"), DealTerms.of(new BigDecimal("1500"), null, null, null, null));
            DealMath math = report.math();
            assertThat(math.monthlyRevenue()).isEqualByComparingTo("3000");
            assertThat(math.platformFeesMonthly()).isEqualByComparingTo("90");
            assertThat(math.monthlyCosts()).isEqualByComparingTo("1940");   // 1500 + 350 + 0.03 × 3000
            assertThat(math.monthlyNet()).isEqualByComparingTo("1060");
            assertThat(math.annualNet()).isEqualByComparingTo("12720");
            assertThat(math.cashInvested()).isEqualByComparingTo("15600");  // 36 × 350 + 2 × 1500
            assertThat(math.cashOnCash()).isEqualByComparingTo(new BigDecimal("12720").divide(new BigDecimal("15600"), MathContext.DECIMAL128));
        }

        @Test
        void withoutARentTheMarketRentIsUsed() {
            DealReport report = analyze(market("36000"), DealTerms.defaults());
            assertThat(report.rentFromMarket()).isTrue();
            assertThat(report.math().rentMonthly()).isEqualByComparingTo("2000");
            assertThat(report.math().cashInvested()).isEqualByComparingTo("16600");
        }

        @Test
        void theAmortisationMonthsAndTheInvestedCashCanBeOverridden() {
            DealTerms terms = DealTerms.of(new BigDecimal("1000"), new BigDecimal("100"), BigDecimal.ZERO, 12, null);
            assertThat(analyze(market("36000"), terms).math().cashInvested()).isEqualByComparingTo("3200"); // 12 × 100 + 2 × 1000
            DealTerms cash = DealTerms.of(new BigDecimal("1000"), new BigDecimal("100"), BigDecimal.ZERO, null, new BigDecimal("5000"));
            DealReport report = analyze(market("36000"), cash);
            assertThat(report.math().cashInvested()).isEqualByComparingTo("5000");
            assertThat(report.math().cashOnCash()).isEqualByComparingTo("4.56"); // (36000 − 13200) / 5000
        }

        @Test
        void noCashInvestedLeavesCashOnCashUndefinedAndCapsGreen() {
            DealTerms terms = DealTerms.of(new BigDecimal("2000"), BigDecimal.ZERO, BigDecimal.ZERO, null, BigDecimal.ZERO);
            DealReport report = analyze(market("100000"), terms);
            assertThat(report.math().cashOnCash()).isNull();
            assertThat(codes(report)).containsExactly("cash_on_cash_undefined");
            assertThat(report.verdict()).isEqualTo(Verdict.YELLOW);
        }
    }

    @Nested
    class VerdictBoundaries {
        // rent 2000, furnishing 350, no fees: annual costs 28,200; cash invested 16,600

        @Test
        void greenStartsExactlyAtTheAnnualNetThreshold() {
            assertThat(analyze(market("40200"), terms("2000", "350", "0")).verdict()).isEqualTo(Verdict.GREEN);      // net 12,000.00
            assertThat(analyze(market("40199.99"), terms("2000", "350", "0")).verdict()).isEqualTo(Verdict.YELLOW);  // net 11,999.99
        }

        @Test
        void greenStartsExactlyAtTheCashOnCashThreshold() {
            DealTerms atThreshold = DealTerms.of(new BigDecimal("2000"), new BigDecimal("350"), BigDecimal.ZERO, null, new BigDecimal("40000"));
            DealTerms justBelow = DealTerms.of(new BigDecimal("2000"), new BigDecimal("350"), BigDecimal.ZERO, null, new BigDecimal("40000.01"));
            assertThat(analyze(market("40200"), atThreshold).math().cashOnCash()).isEqualByComparingTo("0.30");
            assertThat(analyze(market("40200"), atThreshold).verdict()).isEqualTo(Verdict.GREEN);
            assertThat(analyze(market("40200"), justBelow).verdict()).isEqualTo(Verdict.YELLOW);
        }

        @Test
        void redIncludesTheRedThresholdItself() {
            DealReport atZero = analyze(market("28200"), terms("2000", "350", "0"));
            assertThat(atZero.math().annualNet()).isEqualByComparingTo("0");
            assertThat(atZero.verdict()).isEqualTo(Verdict.RED);
            assertThat(codes(atZero)).containsExactly("below_red_threshold");
            DealReport aCentAbove = analyze(market("28200.01"), terms("2000", "350", "0"));
            assertThat(aCentAbove.verdict()).isEqualTo(Verdict.YELLOW);
            assertThat(codes(aCentAbove)).doesNotContain("below_red_threshold");
        }

        @Test
        void overridesReplaceTheDefaultsIncludingForTheRedFlag() {
            VerdictThresholds lenient = VerdictThresholds.of(new BigDecimal("1000"), new BigDecimal("0.05"), new BigDecimal("-5000"));
            DealReport loss = analyze(market("28000"), terms("2000", "350", "0"), lenient); // net −200
            assertThat(loss.verdict()).isEqualTo(Verdict.YELLOW);
            assertThat(codes(loss)).doesNotContain("below_red_threshold");
            DealReport small = analyze(market("29200"), terms("2000", "350", "0"), lenient); // net 1,000; coc 0.0602
            assertThat(small.verdict()).isEqualTo(Verdict.GREEN);

            VerdictThresholds strict = VerdictThresholds.of(null, null, new BigDecimal("5000"));
            DealReport modest = analyze(market("33200"), terms("2000", "350", "0"), strict); // net 5,000
            assertThat(modest.verdict()).isEqualTo(Verdict.RED);
            assertThat(codes(modest)).contains("below_red_threshold");
        }

        @Test
        void onlyAPairTheCallerSentThatContradictsItselfIs400() {
            assertThatThrownBy(() -> VerdictThresholds.of(new BigDecimal("100"), null, new BigDecimal("200")))
                    .isInstanceOfSatisfying(AttestException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
                        assertThat(e.field()).isEqualTo("verdict_thresholds.red_max_annual_net");
                    });
            assertThatThrownBy(() -> VerdictThresholds.of(new BigDecimal("100"), null, new BigDecimal("100")))
                    .isInstanceOf(AttestException.class);
            assertThat(VerdictThresholds.of(new BigDecimal("100"), null, new BigDecimal("99.99")).redMaxAnnualNet()).isEqualByComparingTo("99.99");
        }

        @Test
        void oneOverrideReplacesItsDefaultEvenPastTheOtherDefault() {
            VerdictThresholds highRed = VerdictThresholds.of(null, null, new BigDecimal("20000"));
            assertThat(highRed.redMaxAnnualNet()).isEqualByComparingTo("20000");
            assertThat(highRed.greenMinAnnualNet()).isEqualByComparingTo("12000");
            DealReport between = analyze(market("43200"), terms("2000", "350", "0"), highRed); // net 15,000: green by 12,000, red by 20,000
            assertThat(between.verdict()).isEqualTo(Verdict.RED);
            assertThat(codes(between)).contains("below_red_threshold");

            VerdictThresholds lowGreen = VerdictThresholds.of(new BigDecimal("-5000"), null, null);
            assertThat(lowGreen.greenMinAnnualNet()).isEqualByComparingTo("-5000");
            assertThat(lowGreen.redMaxAnnualNet()).isEqualByComparingTo("0");
        }
    }

    @Nested
    class Flags {
        @Test
        void prohibitedAndHostPresentMarketsAreRedWhateverTheNumbers() {
            for (RegulationCategory category : List.of(RegulationCategory.PROHIBITED_MOST, RegulationCategory.HOST_PRESENT_REQUIRED)) {
                DealReport report = analyze(market("100000").regulation(category), terms("2000", "350", "0"));
                assertThat(codes(report)).containsExactly("str_prohibited");
                assertThat(report.verdict()).isEqualTo(Verdict.RED);
                assertThat(report.redFlags().getFirst().message()).contains("rule 1");
            }
        }

        @Test
        void restrictedAndPermitMarketsAreYellowFlagsThatDoNotCapGreen() {
            DealReport restricted = analyze(market("100000").regulation(RegulationCategory.RESTRICTED), terms("2000", "350", "0"));
            assertThat(codes(restricted)).containsExactly("str_restricted");
            assertThat(restricted.verdict()).isEqualTo(Verdict.GREEN);
            DealReport permit = analyze(market("100000").regulation(RegulationCategory.PERMIT_REQUIRED), terms("2000", "350", "0"));
            assertThat(codes(permit)).containsExactly("permit_required");
            assertThat(analyze(market("100000").regulation(RegulationCategory.NONE_KNOWN), terms("2000", "350", "0")).flags()).isEmpty();
        }

        @Test
        void lowCompCountBelowTenCapsGreen() {
            DealReport nine = analyze(market("100000").comps(9), terms("2000", "350", "0"));
            assertThat(codes(nine)).containsExactly("low_comp_count");
            assertThat(nine.verdict()).isEqualTo(Verdict.YELLOW);
            assertThat(analyze(market("100000").comps(10), terms("2000", "350", "0")).flags()).isEmpty();
            DealReport zero = analyze(market("100000").comps(0), terms("2000", "350", "0"));
            assertThat(codes(zero)).containsExactly("low_comp_count");
        }

        @Test
        void anUnknownCompCountIsNotALowOneAndTheReasoningSaysItIsUnknown() {
            DealReport unknown = analyze(market("100000").comps(null), terms("2000", "350", "0"));
            assertThat(unknown.flags()).isEmpty();
            assertThat(unknown.verdict()).isEqualTo(Verdict.GREEN);
            assertThat(unknown.reasoning()).contains("does not give how many listings");
            assertThat(analyze(market("100000").comps(5241), terms("2000", "350", "0")).reasoning()).contains("from 5241 active listings in the market");
        }

        @Test
        void staleAfterEighteenMonthsCapsGreen() {
            LocalDate limit = TODAY.minusMonths(18);
            assertThat(analyze(market("100000").asOf(limit), terms("2000", "350", "0")).flags()).isEmpty();
            DealReport stale = analyze(market("100000").asOf(limit.minusDays(1)), terms("2000", "350", "0"));
            assertThat(codes(stale)).containsExactly("stale_market_data");
            assertThat(stale.verdict()).isEqualTo(Verdict.YELLOW);
        }

        @Test
        void modelledFiguresCapGreen() {
            DealReport report = analyze(market("100000").modelled("adr", "occupancy_rate"), terms("2000", "350", "0"));
            assertThat(codes(report)).containsExactly("modelled_market_data");
            assertThat(report.verdict()).isEqualTo(Verdict.YELLOW);
            assertThat(report.yellowFlags().getFirst().message()).contains("adr, occupancy_rate");
        }

        @Test
        void rentFarFromMarketIsMoreThan25PercentEitherWay() {
            assertThat(codes(analyze(market("100000"), terms("2500", "350", "0")))).isEmpty();
            assertThat(codes(analyze(market("100000"), terms("1500", "350", "0")))).isEmpty();
            assertThat(codes(analyze(market("100000"), terms("2500.01", "350", "0")))).containsExactly("rent_far_from_market");
            assertThat(codes(analyze(market("100000"), terms("1499.99", "350", "0")))).containsExactly("rent_far_from_market");
            assertThat(codes(analyze(market("100000"), DealTerms.defaults()))).doesNotContain("rent_far_from_market");
        }

        @Test
        void highPlatformFeesFrom14Percent() {
            assertThat(codes(analyze(market("100000"), terms("2000", "350", "0.14")))).containsExactly("high_platform_fees");
            assertThat(codes(analyze(market("100000"), terms("2000", "350", "0.1399")))).isEmpty();
        }

        @Test
        void thinMarginIsANetUnderTenPercentOfRevenue() {
            // rent 1000 + furnishing 500 = 18,000 a year
            assertThat(codes(analyze(market("20000"), terms("1000", "500", "0")))).doesNotContain("thin_margin"); // net exactly 10 %
            assertThat(codes(analyze(market("19999"), terms("1000", "500", "0")))).contains("thin_margin");
            assertThat(codes(analyze(market("18000"), terms("1000", "500", "0")))).doesNotContain("thin_margin") // red instead
                    .contains("below_red_threshold");
        }

        @Test
        void occupancyOutsideThirtyToEightyFivePercent() {
            assertThat(codes(analyze(market("100000").occupancy("0.30"), terms("2000", "350", "0")))).isEmpty();
            assertThat(codes(analyze(market("100000").occupancy("0.85"), terms("2000", "350", "0")))).isEmpty();
            assertThat(codes(analyze(market("100000").occupancy("0.2999"), terms("2000", "350", "0")))).containsExactly("occupancy_outlier");
            assertThat(codes(analyze(market("100000").occupancy("0.8501"), terms("2000", "350", "0")))).containsExactly("occupancy_outlier");
        }

        @Test
        void redFlagsComeFirstAndEveryFlagHasASentence() {
            DealReport report = analyze(market("20000").regulation(RegulationCategory.PROHIBITED_MOST).comps(2).occupancy("0.9")
                    .modelled("adr"), terms("3000", "350", "0.2"));
            assertThat(codes(report)).containsExactly("str_prohibited", "below_red_threshold", "low_comp_count",
                    "modelled_market_data", "rent_far_from_market", "high_platform_fees", "occupancy_outlier");
            assertThat(report.redFlags()).hasSize(2);
            assertThat(report.flags()).allSatisfy(flag -> assertThat(flag.message()).endsWith("."));
        }
    }

    @Test
    void theReasoningCitesTheFigures() {
        DealReport report = analyze(market("36000"), DealTerms.of(new BigDecimal("1500"), null, null, null, null));
        assertThat(report.reasoning())
                .contains("1 MAIN ST, DALLAS, TX 75201")
                .contains("$36,000.00 a year")
                .contains("60% occupancy")
                .contains("$150.00")
                .contains("$3,000.00").contains("$1,940.00").contains("$1,060.00").contains("$12,720.00")
                .contains("$15,600.00").contains("81.54%")
                .contains("Verdict green");
    }

    @Test
    void termsAreValidatedWithTheirFieldNames() {
        assertField(() -> DealTerms.of(new BigDecimal("-1"), null, null, null, null), "rent_estimate_monthly");
        assertField(() -> DealTerms.of(null, new BigDecimal("-0.01"), null, null, null), "furnishing_amortization_monthly");
        assertField(() -> DealTerms.of(null, null, new BigDecimal("1.01"), null, null), "platform_fees_pct");
        assertField(() -> DealTerms.of(null, null, new BigDecimal("-0.01"), null, null), "platform_fees_pct");
        assertField(() -> DealTerms.of(null, null, null, 0, null), "furnishing_amortization_months");
        assertField(() -> DealTerms.of(null, null, null, null, new BigDecimal("-5")), "cash_invested");
        assertField(() -> DealTerms.of(new BigDecimal("1e12"), null, null, null, null), "rent_estimate_monthly");
        assertThat(DealTerms.of(BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ONE, 1, BigDecimal.ZERO).platformFeesPct()).isEqualByComparingTo("1");
    }

    private static void assertField(Runnable call, String field) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(AttestException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
            assertThat(e.field()).isEqualTo(field);
        });
    }
}
