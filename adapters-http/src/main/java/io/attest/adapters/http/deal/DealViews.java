package io.attest.adapters.http.deal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.deal.AnalyzeDeal;
import io.attest.domain.deal.DealFlag;
import io.attest.domain.deal.DealMath;
import io.attest.domain.deal.DealReport;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.Regulation;
import io.attest.domain.deal.VerdictThresholds;
import io.attest.adapters.http.json.StrictJson;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/** Request and response bodies of the rental deal analyzer (spec 4.2, decisions.md section 5, additive fields). */
public final class DealViews {

    private DealViews() {
    }

    @Serdeable
    @Schema(name = "VerdictThresholds", description = "Overrides of the green/yellow/red bands; red_max_annual_net must be below green_min_annual_net")
    public record ThresholdsView(
            @JsonProperty("green_min_annual_net") @Schema(defaultValue = "12000") Double greenMinAnnualNet,
            @JsonProperty("green_min_cash_on_cash") @Schema(defaultValue = "0.30") Double greenMinCashOnCash,
            @JsonProperty("red_max_annual_net") @Schema(defaultValue = "0") Double redMaxAnnualNet) {

        static ThresholdsView of(VerdictThresholds thresholds) {
            return new ThresholdsView(money(thresholds.greenMinAnnualNet()), ratio(thresholds.greenMinCashOnCash()),
                    money(thresholds.redMaxAnnualNet()));
        }
    }

    @Serdeable
    @Schema(name = "AnalyzeDealRequest")
    public record AnalyzeRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Schema(description = "Free-form US street address; normalised to USPS Publication 28 form", maxLength = 500,
                    example = "9 south oak boulevard unit 3, dayton, ohio 45402") String address,
            @Nullable @StrictJson.Decimal
            @JsonProperty("rent_estimate_monthly") @Schema(description = "Monthly lease the operator pays; default: the market's long-term rent",
                    minimum = "0", nullable = true)
            BigDecimal rentEstimateMonthly,
            @Nullable @StrictJson.Decimal
            @JsonProperty("furnishing_amortization_monthly") @Schema(defaultValue = "350", minimum = "0", nullable = true)
            BigDecimal furnishingAmortizationMonthly,
            @Nullable @StrictJson.Decimal
            @JsonProperty("platform_fees_pct") @Schema(description = "Share of revenue, 0 to 1", defaultValue = "0.03", minimum = "0",
                    maximum = "1", nullable = true)
            BigDecimal platformFeesPct,
            @Nullable @StrictJson.WholeNumber
            @JsonProperty("furnishing_amortization_months") @Schema(description = "Additive: months the furnishing is amortised over",
                    defaultValue = "36", minimum = "1", maximum = "600", nullable = true) Integer furnishingAmortizationMonths,
            @Nullable @StrictJson.Decimal
            @JsonProperty("cash_invested") @Schema(description = "Additive: cash put in up front; default 36 × furnishing + 2 × rent",
                    minimum = "0", nullable = true)
            BigDecimal cashInvested,
            @Nullable
            @JsonProperty("verdict_thresholds") ThresholdsRequest verdictThresholds) {

        AnalyzeDeal.Command command() {
            ThresholdsRequest t = verdictThresholds == null ? new ThresholdsRequest(null, null, null) : verdictThresholds;
            return new AnalyzeDeal.Command(address, rentEstimateMonthly, furnishingAmortizationMonthly, platformFeesPct,
                    furnishingAmortizationMonths, cashInvested, t.greenMinAnnualNet(), t.greenMinCashOnCash(), t.redMaxAnnualNet());
        }
    }

    @Serdeable
    @Schema(name = "VerdictThresholdOverrides", description = "Overrides of the green/yellow/red bands, each replacing its "
            + "default; when both are sent, red_max_annual_net must be below green_min_annual_net (400). Where one override "
            + "and the other default overlap, red wins")
    public record ThresholdsRequest(
            @Nullable @StrictJson.Decimal
            @JsonProperty("green_min_annual_net") @Schema(defaultValue = "12000", nullable = true) BigDecimal greenMinAnnualNet,
            @Nullable @StrictJson.Decimal
            @JsonProperty("green_min_cash_on_cash") @Schema(defaultValue = "0.30", nullable = true) BigDecimal greenMinCashOnCash,
            @Nullable @StrictJson.Decimal
            @JsonProperty("red_max_annual_net") @Schema(defaultValue = "0", nullable = true) BigDecimal redMaxAnnualNet) {
    }

    @Serdeable
    @Schema(name = "MarketRegulation")
    public record RegulationView(
            @Schema(type = "string", allowableValues = {"none_known", "permit_required", "restricted", "prohibited_most",
                    "host_present_required", "unknown"}) String category,
            @Nullable @Schema(description = "Absent when no rule is on file") String note,
            @Nullable @Schema(description = "Absent when no rule is on file") String source) {

        static RegulationView of(Regulation regulation) {
            return new RegulationView(regulation.category().wireName(), regulation.note(), regulation.source());
        }
    }

    @Serdeable
    @Schema(name = "DealMarket")
    public record MarketView(
            @JsonProperty("projected_annual_revenue") double projectedAnnualRevenue,
            @JsonProperty("occupancy_rate") @Schema(minimum = "0", maximum = "1") double occupancyRate,
            double adr,
            @JsonProperty("comp_count") @JsonInclude(JsonInclude.Include.ALWAYS)
            @Schema(nullable = true, minimum = "0", description = "Active short-term-rental listings the market figures describe: a"
                    + " count for the market, not comparables of this address; null when the data provider does not give it")
            Integer compCount,
            @JsonProperty("data_provider") @Schema(description = "Provider id, version and data vintage") String dataProvider,
            @JsonProperty("rent_estimate_monthly") @Schema(description = "Additive: the market's long-term monthly rent") double rentEstimateMonthly,
            @Schema(description = "Additive: the market the address maps to") String name,
            @JsonProperty("as_of") @Schema(description = "Additive: last day of the period the figures describe") String asOf,
            @Schema(description = "Additive: publisher and vintage of the figures") String source,
            @JsonProperty("modelled_fields") @Schema(description = "Additive: figures estimated rather than published") List<String> modelledFields,
            @Schema(description = "Additive: the short-term-rental rule on file") RegulationView regulation) {

        static MarketView of(MarketSnapshot market) {
            return new MarketView(money(market.projectedAnnualRevenue()), ratio(market.occupancyRate()), money(market.adr()),
                    market.compCount(), market.dataProvider(), money(market.rentEstimateMonthly()), market.market(),
                    market.asOf().toString(), market.source(), market.modelledFields(), RegulationView.of(market.regulation()));
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "DealMath")
    public record MathView(
            @JsonProperty("monthly_revenue") double monthlyRevenue,
            @JsonProperty("monthly_costs") double monthlyCosts,
            @JsonProperty("monthly_net") double monthlyNet,
            @JsonProperty("annual_net") double annualNet,
            @JsonProperty("cash_on_cash") @Schema(nullable = true, description = "null when cash_invested is 0") Double cashOnCash,
            @JsonProperty("cash_invested") @Schema(description = "Additive") double cashInvested,
            @JsonProperty("rent_monthly") @Schema(description = "Additive: the rent used") double rentMonthly,
            @JsonProperty("platform_fees_monthly") @Schema(description = "Additive") double platformFeesMonthly) {

        static MathView of(DealMath math) {
            return new MathView(money(math.monthlyRevenue()), money(math.monthlyCosts()), money(math.monthlyNet()),
                    money(math.annualNet()), math.cashOnCash() == null ? null : ratio(math.cashOnCash()),
                    money(math.cashInvested()), money(math.rentMonthly()), money(math.platformFeesMonthly()));
        }
    }

    @Serdeable
    @Schema(name = "DealFlag")
    public record FlagView(
            @Schema(type = "string", allowableValues = {"str_prohibited", "below_red_threshold", "str_restricted", "permit_required",
                    "low_comp_count", "stale_market_data", "modelled_market_data", "rent_far_from_market",
                    "high_platform_fees", "thin_margin", "occupancy_outlier", "cash_on_cash_undefined"}) String code,
            @Schema(type = "string", allowableValues = {"red", "yellow"}) String severity,
            String message) {

        static FlagView of(DealFlag flag) {
            return new FlagView(flag.code().wireName(), flag.severity().wireName(), flag.message());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "AnalyzeDealResponse")
    public record AnalyzeResponse(
            @JsonProperty("address_normalized") String addressNormalized,
            MarketView market,
            MathView math,
            @Schema(type = "string", allowableValues = {"green", "yellow", "red"}) String verdict,
            String reasoning,
            @JsonProperty("red_flags") List<String> redFlags,
            @JsonProperty("yellow_flags") List<String> yellowFlags,
            @JsonProperty("flag_details") @Schema(description = "Additive: each flag with its stable code") List<FlagView> flagDetails,
            @Schema(description = "Additive: the thresholds applied") ThresholdsView thresholds,
            @JsonProperty("analyzed_at") @Schema(description = "Additive") String analyzedAt) {

        static AnalyzeResponse of(AnalyzeDeal.Result result) {
            DealReport report = result.report();
            return new AnalyzeResponse(report.address().formatted(), MarketView.of(report.market()), MathView.of(report.math()),
                    report.verdict().wireName(), report.reasoning(),
                    report.redFlags().stream().map(DealFlag::message).toList(),
                    report.yellowFlags().stream().map(DealFlag::message).toList(),
                    report.flags().stream().map(FlagView::of).toList(),
                    ThresholdsView.of(report.thresholds()), Timestamps.iso(result.analyzedAt()));
        }
    }

    /** Money to cents (half up), only here in the response. */
    static double money(BigDecimal value) {
        return value.setScale(2, RoundingMode.HALF_UP).doubleValue();
    }

    /** Ratios to 4 decimals (half up), only here in the response. */
    static double ratio(BigDecimal value) {
        return value.setScale(4, RoundingMode.HALF_UP).doubleValue();
    }
}
