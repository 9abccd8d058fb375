package io.attest.domain.deal;

import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The rental-arbitrage model of decisions.md section 5: the math, the flags, the verdict and a
 * reasoning paragraph that cites the figures. Pure: the same inputs and day give the same report.
 *
 * <pre>
 * monthly_revenue = projected_annual_revenue / 12
 * monthly_costs   = rent + furnishing_amortization_monthly + platform_fees_pct × monthly_revenue
 * monthly_net     = monthly_revenue − monthly_costs
 * annual_net      = 12 × monthly_net
 * cash_invested   = furnishing_amortization_months (36) × furnishing_amortization_monthly + 2 × rent
 * cash_on_cash    = annual_net / cash_invested          (null when cash_invested is 0)
 * </pre>
 *
 * <p>{@code annual_net} is computed as {@code revenue − 12 × (rent + furnishing) − fees × revenue},
 * which is the same number without the rounding of a division by 12, so threshold comparisons are
 * exact at their boundaries.
 */
public final class DealAnalyzer {

    /** Fewer comparable listings than this raise {@code low_comp_count}. */
    public static final int LOW_COMP_COUNT = 10;
    /** Figures whose period ended more than this many months before today raise {@code stale_market_data}. */
    public static final int STALE_AFTER_MONTHS = 18;
    /** A lease more than this share above or below the market rent raises {@code rent_far_from_market}. */
    public static final BigDecimal RENT_FAR_SHARE = new BigDecimal("0.25");
    /** Platform fees at or above this share raise {@code high_platform_fees}. */
    public static final BigDecimal HIGH_FEES = new BigDecimal("0.14");
    /** A net under this share of revenue raises {@code thin_margin}. */
    public static final BigDecimal THIN_MARGIN_SHARE = new BigDecimal("0.10");
    /** Occupancy below this or above {@link #OCCUPANCY_HIGH} raises {@code occupancy_outlier}. */
    public static final BigDecimal OCCUPANCY_LOW = new BigDecimal("0.30");
    public static final BigDecimal OCCUPANCY_HIGH = new BigDecimal("0.85");

    private static final BigDecimal TWELVE = BigDecimal.valueOf(12);
    private static final BigDecimal TWO = BigDecimal.valueOf(2);
    private static final MathContext DIVISION = MathContext.DECIMAL128;

    public DealReport analyze(NormalizedAddress address, MarketSnapshot market, DealTerms terms,
                              VerdictThresholds thresholds, LocalDate today) {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(market, "market");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(thresholds, "thresholds");
        Objects.requireNonNull(today, "today");

        DealMath math = math(market, terms);
        List<DealFlag> flags = flags(market, terms, thresholds, math, today);
        Verdict verdict = verdict(math, thresholds, flags);
        boolean rentFromMarket = terms.rentMonthly() == null;
        String reasoning = reasoning(address, market, terms, thresholds, rentFromMarket, math, verdict, flags);
        return new DealReport(address, market, terms, thresholds, rentFromMarket, math, verdict, flags, reasoning);
    }

    /** The formulas of decisions.md section 5, unrounded. */
    public static DealMath math(MarketSnapshot market, DealTerms terms) {
        BigDecimal rent = terms.rentMonthly() != null ? terms.rentMonthly() : market.rentEstimateMonthly();
        BigDecimal annualRevenue = market.projectedAnnualRevenue();
        BigDecimal monthlyRevenue = annualRevenue.divide(TWELVE, DIVISION);
        BigDecimal fees = terms.platformFeesPct().multiply(monthlyRevenue);
        BigDecimal monthlyCosts = rent.add(terms.furnishingMonthly()).add(fees);
        BigDecimal annualNet = annualRevenue
                .subtract(TWELVE.multiply(rent.add(terms.furnishingMonthly())))
                .subtract(terms.platformFeesPct().multiply(annualRevenue));
        BigDecimal monthlyNet = annualNet.divide(TWELVE, DIVISION);
        BigDecimal cashInvested = terms.cashInvested() != null ? terms.cashInvested()
                : BigDecimal.valueOf(terms.furnishingMonths()).multiply(terms.furnishingMonthly()).add(TWO.multiply(rent));
        BigDecimal cashOnCash = cashInvested.signum() == 0 ? null : annualNet.divide(cashInvested, DIVISION);
        return new DealMath(rent, monthlyRevenue, fees, monthlyCosts, monthlyNet, annualNet, cashInvested, cashOnCash);
    }

    /** Every flag that applies, red ones first, in the order of {@link FlagCode}. */
    public static List<DealFlag> flags(MarketSnapshot market, DealTerms terms, VerdictThresholds thresholds,
                                       DealMath math, LocalDate today) {
        List<DealFlag> flags = new ArrayList<>();
        Regulation regulation = market.regulation();
        String rule = regulation.note() == null ? "" : " (" + regulation.note() + ")";
        switch (regulation.category()) {
            case PROHIBITED_MOST -> flags.add(new DealFlag(FlagCode.STR_PROHIBITED,
                    "Short-term rentals of a unit the host does not live in are prohibited in most of this market"
                            + rule + "; rental arbitrage is not lawful there."));
            case HOST_PRESENT_REQUIRED -> flags.add(new DealFlag(FlagCode.STR_PROHIBITED,
                    "Only hosted short-term stays (host living in and present) are allowed in this market" + rule
                            + "; rental arbitrage is not lawful there."));
            default -> {
            }
        }
        boolean belowRed = math.annualNet().compareTo(thresholds.redMaxAnnualNet()) <= 0;
        if (belowRed) {
            flags.add(new DealFlag(FlagCode.BELOW_RED_THRESHOLD, "The annual net of " + money(math.annualNet())
                    + " is at or below the red threshold of " + money(thresholds.redMaxAnnualNet()) + "."));
        }
        switch (regulation.category()) {
            case RESTRICTED -> flags.add(new DealFlag(FlagCode.STR_RESTRICTED,
                    "Short-term rentals are restricted in this market" + rule + "; check that this unit qualifies."));
            case PERMIT_REQUIRED -> flags.add(new DealFlag(FlagCode.PERMIT_REQUIRED,
                    "A short-term-rental permit or registration is required in this market" + rule + "."));
            default -> {
            }
        }
        // An unknown count is not a low one: only a count the provider gives can raise the flag.
        if (market.compCount() != null && market.compCount() < LOW_COMP_COUNT) {
            flags.add(new DealFlag(FlagCode.LOW_COMP_COUNT, market.compCount() == 0
                    ? "No comparable listings back the market figures."
                    : "Only " + market.compCount() + " comparable listing" + (market.compCount() == 1 ? "" : "s")
                            + " back the market figures (fewer than " + LOW_COMP_COUNT + ")."));
        }
        if (market.asOf().plusMonths(STALE_AFTER_MONTHS).isBefore(today)) {
            flags.add(new DealFlag(FlagCode.STALE_MARKET_DATA, "The market figures describe a period that ended "
                    + market.asOf() + ", more than " + STALE_AFTER_MONTHS + " months ago."));
        }
        if (market.modelled()) {
            flags.add(new DealFlag(FlagCode.MODELLED_MARKET_DATA, "Some market figures are estimated, not published: "
                    + String.join(", ", market.modelledFields()) + "."));
        }
        if (terms.rentMonthly() != null && market.rentEstimateMonthly().signum() > 0) {
            BigDecimal gap = terms.rentMonthly().subtract(market.rentEstimateMonthly());
            BigDecimal share = gap.abs().divide(market.rentEstimateMonthly(), DIVISION);
            if (share.compareTo(RENT_FAR_SHARE) > 0) {
                flags.add(new DealFlag(FlagCode.RENT_FAR_FROM_MARKET, "The rent of " + money(terms.rentMonthly())
                        + " a month is " + percent(share) + (gap.signum() > 0 ? " above" : " below")
                        + " the market rent of " + money(market.rentEstimateMonthly()) + "."));
            }
        }
        if (terms.platformFeesPct().compareTo(HIGH_FEES) >= 0) {
            flags.add(new DealFlag(FlagCode.HIGH_PLATFORM_FEES, "Platform fees of " + percent(terms.platformFeesPct())
                    + " of revenue are high (" + percent(HIGH_FEES) + " or more)."));
        }
        BigDecimal annualRevenue = market.projectedAnnualRevenue();
        if (!belowRed && math.annualNet().compareTo(THIN_MARGIN_SHARE.multiply(annualRevenue)) < 0) {
            flags.add(new DealFlag(FlagCode.THIN_MARGIN, "The net of " + money(math.monthlyNet())
                    + " a month is under " + percent(THIN_MARGIN_SHARE) + " of the revenue of "
                    + money(math.monthlyRevenue()) + "; a small drop in bookings erases it."));
        }
        if (market.occupancyRate().compareTo(OCCUPANCY_LOW) < 0 || market.occupancyRate().compareTo(OCCUPANCY_HIGH) > 0) {
            flags.add(new DealFlag(FlagCode.OCCUPANCY_OUTLIER, "The projected occupancy of "
                    + percent(market.occupancyRate()) + " is outside the usual " + percent(OCCUPANCY_LOW) + " to "
                    + percent(OCCUPANCY_HIGH) + "."));
        }
        if (math.cashOnCash() == null) {
            flags.add(new DealFlag(FlagCode.CASH_ON_CASH_UNDEFINED,
                    "No cash is invested, so the cash-on-cash return is undefined."));
        }
        return flags;
    }

    /** Red on any red flag; green when both green thresholds hold and no capping flag is raised; else yellow. */
    public static Verdict verdict(DealMath math, VerdictThresholds thresholds, List<DealFlag> flags) {
        if (flags.stream().anyMatch(flag -> flag.severity() == FlagCode.Severity.RED)) {
            return Verdict.RED;
        }
        boolean green = math.annualNet().compareTo(thresholds.greenMinAnnualNet()) >= 0
                && math.cashOnCash() != null
                && math.cashOnCash().compareTo(thresholds.greenMinCashOnCash()) >= 0;
        if (green && flags.stream().noneMatch(flag -> flag.code().capsGreen())) {
            return Verdict.GREEN;
        }
        return Verdict.YELLOW;
    }

    private static String reasoning(NormalizedAddress address, MarketSnapshot market, DealTerms terms,
                                    VerdictThresholds thresholds, boolean rentFromMarket, DealMath math,
                                    Verdict verdict, List<DealFlag> flags) {
        StringBuilder text = new StringBuilder();
        text.append("For ").append(address.formatted()).append(" (market: ").append(market.market())
                .append("; data: ").append(market.dataProvider()).append("), a comparable short-term rental is projected to earn ")
                .append(money(market.projectedAnnualRevenue())).append(" a year at ")
                .append(percent(market.occupancyRate())).append(" occupancy and an average daily rate of ")
                .append(money(market.adr()));
        if (market.compCount() == null) {
            text.append(" (the provider does not give how many listings the figures describe)");
        } else {
            text.append(" (from ").append(market.compCount()).append(" active listing").append(market.compCount() == 1 ? "" : "s")
                    .append(" in the market)");
        }
        if (market.modelled()) {
            text.append("; ").append(String.join(", ", market.modelledFields())).append(market.modelledFields().size() == 1 ? " is" : " are")
                    .append(" estimated, not published");
        }
        text.append(". Monthly revenue of ").append(money(math.monthlyRevenue())).append(" less costs of ")
                .append(money(math.monthlyCosts())).append(" (rent ").append(money(math.rentMonthly()))
                .append(rentFromMarket ? " from the market's long-term rent" : "")
                .append(", furnishing ").append(money(terms.furnishingMonthly()))
                .append(", platform fees ").append(money(math.platformFeesMonthly())).append(" at ")
                .append(percent(terms.platformFeesPct())).append(") leaves ").append(money(math.monthlyNet()))
                .append(" a month, ").append(money(math.annualNet())).append(" a year. ");
        if (math.cashOnCash() == null) {
            text.append("With no cash invested the cash-on-cash return is undefined. ");
        } else {
            text.append("On ").append(money(math.cashInvested())).append(" of cash invested")
                    .append(terms.cashInvested() == null ? " (" + terms.furnishingMonths() + " months of furnishing and two months' rent)" : "")
                    .append(" that is a cash-on-cash return of ").append(percent(math.cashOnCash())).append(". ");
        }
        text.append("Verdict ").append(verdict.wireName()).append(": ");
        switch (verdict) {
            case GREEN -> text.append("the annual net meets the green threshold of ").append(money(thresholds.greenMinAnnualNet()))
                    .append(" and the cash-on-cash return meets ").append(percent(thresholds.greenMinCashOnCash())).append('.');
            case RED -> text.append(flags.stream().filter(f -> f.severity() == FlagCode.Severity.RED)
                    .map(f -> lowerFirst(stripPeriod(f.message()))).collect(Collectors.joining("; "))).append('.');
            case YELLOW -> {
                boolean netOk = math.annualNet().compareTo(thresholds.greenMinAnnualNet()) >= 0;
                boolean cocOk = math.cashOnCash() != null && math.cashOnCash().compareTo(thresholds.greenMinCashOnCash()) >= 0;
                if (netOk && cocOk) {
                    text.append("the figures meet the green thresholds, but ")
                            .append(flags.stream().filter(f -> f.code().capsGreen()).map(f -> f.code().wireName())
                                    .collect(Collectors.joining(", ")))
                            .append(" keep").append(flags.stream().filter(f -> f.code().capsGreen()).count() == 1 ? "s" : "")
                            .append(" it at yellow.");
                } else {
                    List<String> missed = new ArrayList<>();
                    if (!netOk) {
                        missed.add("the annual net is below the green threshold of " + money(thresholds.greenMinAnnualNet()));
                    }
                    if (!cocOk) {
                        missed.add(math.cashOnCash() == null ? "the cash-on-cash return is undefined"
                                : "the cash-on-cash return is below " + percent(thresholds.greenMinCashOnCash()));
                    }
                    text.append(String.join(" and ", missed)).append(", but above the red threshold of ")
                            .append(money(thresholds.redMaxAnnualNet())).append('.');
                }
            }
        }
        List<DealFlag> yellow = flags.stream().filter(f -> f.severity() == FlagCode.Severity.YELLOW).toList();
        if (!yellow.isEmpty()) {
            text.append(" Also note: ").append(yellow.stream().map(f -> f.code().wireName()).collect(Collectors.joining(", ")))
                    .append('.');
        }
        if (market.regulation().category() == RegulationCategory.UNKNOWN) {
            text.append(" No short-term-rental rule is on file for this address; check the city's rules before signing a lease.");
        }
        return text.toString();
    }

    private static String stripPeriod(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }

    private static String lowerFirst(String sentence) {
        return sentence.isEmpty() ? sentence : Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
    }

    /** {@code $1,234.56}, {@code -$80.00}. */
    static String money(BigDecimal value) {
        BigDecimal cents = value.setScale(2, RoundingMode.HALF_UP);
        DecimalFormat format = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        String digits = format.format(cents.abs());
        return (cents.signum() < 0 ? "-$" : "$") + digits;
    }

    /** {@code 30%}, {@code 12.5%}, {@code -4.17%}: a share as a percentage, at most two decimals. */
    static String percent(BigDecimal share) {
        BigDecimal value = share.movePointRight(2).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        if (value.scale() < 0) {
            value = value.setScale(0, RoundingMode.UNNECESSARY);
        }
        return value.toPlainString() + "%";
    }
}
