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
     * The overrides replace the defaults one by one (null = default). Only a pair the caller sent
     * that contradicts itself ({@code red_max_annual_net ≥ green_min_annual_net}, both given) is
     * refused: 400 naming {@code red_max_annual_net}. One override beside the other default is
     * taken as sent even where the bands then overlap; red wins there, as any red flag does.
     */
    public static VerdictThresholds of(BigDecimal greenMinAnnualNet, BigDecimal greenMinCashOnCash,
                                       BigDecimal redMaxAnnualNet) {
        bounded(FIELD_GREEN_MIN_ANNUAL_NET, greenMinAnnualNet, MAX_ABS_MONEY);
        bounded(FIELD_GREEN_MIN_CASH_ON_CASH, greenMinCashOnCash, MAX_ABS_RATIO);
        bounded(FIELD_RED_MAX_ANNUAL_NET, redMaxAnnualNet, MAX_ABS_MONEY);
        if (greenMinAnnualNet != null && redMaxAnnualNet != null && redMaxAnnualNet.compareTo(greenMinAnnualNet) >= 0) {
            throw AttestException.invalidRequest(FIELD_RED_MAX_ANNUAL_NET, "red_max_annual_net ("
                    + redMaxAnnualNet.toPlainString() + ") must be below green_min_annual_net ("
                    + greenMinAnnualNet.toPlainString() + "): an annual net cannot be both red and green");
        }
        return new VerdictThresholds(
                greenMinAnnualNet == null ? DEFAULT_GREEN_MIN_ANNUAL_NET : greenMinAnnualNet,
                greenMinCashOnCash == null ? DEFAULT_GREEN_MIN_CASH_ON_CASH : greenMinCashOnCash,
                redMaxAnnualNet == null ? DEFAULT_RED_MAX_ANNUAL_NET : redMaxAnnualNet);
    }

    private static void bounded(String field, BigDecimal value, BigDecimal limit) {
        if (value != null && value.abs().compareTo(limit) > 0) {
            throw AttestException.invalidRequest(field, field + " must be within ±" + limit.toPlainString());
        }
    }
}
