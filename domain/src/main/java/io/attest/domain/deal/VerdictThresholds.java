package io.attest.domain.deal;

import io.attest.domain.shared.AttestException;
import java.math.BigDecimal;

/**
 * The green/yellow/red bands: green when {@code annual_net ≥ greenMinAnnualNet} and
 * {@code cash_on_cash ≥ greenMinCashOnCash}; red when {@code annual_net ≤ redMaxAnnualNet}.
 */
public record VerdictThresholds(BigDecimal greenMinAnnualNet, BigDecimal greenMinCashOnCash,
                                BigDecimal redMaxAnnualNet) {

    public static final BigDecimal DEFAULT_GREEN_MIN_ANNUAL_NET = new BigDecimal("12000");
    public static final BigDecimal DEFAULT_GREEN_MIN_CASH_ON_CASH = new BigDecimal("0.30");
    public static final BigDecimal DEFAULT_RED_MAX_ANNUAL_NET = BigDecimal.ZERO;
    public static final VerdictThresholds DEFAULTS = new VerdictThresholds(DEFAULT_GREEN_MIN_ANNUAL_NET,
            DEFAULT_GREEN_MIN_CASH_ON_CASH, DEFAULT_RED_MAX_ANNUAL_NET);

    public static final String FIELD = "verdict_thresholds";
    public static final String FIELD_GREEN_MIN_ANNUAL_NET = FIELD + ".green_min_annual_net";
    public static final String FIELD_GREEN_MIN_CASH_ON_CASH = FIELD + ".green_min_cash_on_cash";
    public static final String FIELD_RED_MAX_ANNUAL_NET = FIELD + ".red_max_annual_net";

    private static final BigDecimal MAX_ABS_MONEY = new BigDecimal("1000000000");
    private static final BigDecimal MAX_ABS_RATIO = new BigDecimal("1000");

    /**
     * The overrides on top of the defaults (null = default). A red band that reaches the green band
     * ({@code red_max_annual_net ≥ green_min_annual_net}) contradicts it: 400 naming the override
     * that was given ({@code red_max_annual_net} when both were).
     */
    public static VerdictThresholds of(BigDecimal greenMinAnnualNet, BigDecimal greenMinCashOnCash,
                                       BigDecimal redMaxAnnualNet) {
        bounded(FIELD_GREEN_MIN_ANNUAL_NET, greenMinAnnualNet, MAX_ABS_MONEY);
        bounded(FIELD_GREEN_MIN_CASH_ON_CASH, greenMinCashOnCash, MAX_ABS_RATIO);
        bounded(FIELD_RED_MAX_ANNUAL_NET, redMaxAnnualNet, MAX_ABS_MONEY);
        BigDecimal green = greenMinAnnualNet == null ? DEFAULT_GREEN_MIN_ANNUAL_NET : greenMinAnnualNet;
        BigDecimal red = redMaxAnnualNet == null ? DEFAULT_RED_MAX_ANNUAL_NET : redMaxAnnualNet;
        if (red.compareTo(green) >= 0) {
            String field = redMaxAnnualNet != null ? FIELD_RED_MAX_ANNUAL_NET : FIELD_GREEN_MIN_ANNUAL_NET;
            throw AttestException.invalidRequest(field, "red_max_annual_net (" + red.toPlainString()
                    + ") must be below green_min_annual_net (" + green.toPlainString()
                    + "): an annual net cannot be both red and green");
        }
        return new VerdictThresholds(green,
                greenMinCashOnCash == null ? DEFAULT_GREEN_MIN_CASH_ON_CASH : greenMinCashOnCash, red);
    }

    private static void bounded(String field, BigDecimal value, BigDecimal limit) {
        if (value != null && value.abs().compareTo(limit) > 0) {
            throw AttestException.invalidRequest(field, field + " must be within ±" + limit.toPlainString());
        }
    }
}
