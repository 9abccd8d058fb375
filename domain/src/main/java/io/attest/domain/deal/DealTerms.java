package io.attest.domain.deal;

import io.attest.domain.shared.AttestException;
import java.math.BigDecimal;

/**
 * The operator's side of a rental-arbitrage deal (decisions.md section 5).
 *
 * @param rentMonthly              the monthly lease the operator pays; null = the market's long-term rent
 * @param furnishingMonthly        furnishing amortisation a month (default 350)
 * @param platformFeesPct          platform fees as a share of revenue, 0 to 1 (default 0.03)
 * @param furnishingMonths         months the furnishing is amortised over (default 36; additive field)
 * @param cashInvested             cash put in up front; null = {@code months × furnishing + 2 × rent}
 *                                 (additive field)
 */
public record DealTerms(BigDecimal rentMonthly, BigDecimal furnishingMonthly, BigDecimal platformFeesPct,
                        int furnishingMonths, BigDecimal cashInvested) {

    public static final BigDecimal DEFAULT_FURNISHING_MONTHLY = new BigDecimal("350");
    public static final BigDecimal DEFAULT_PLATFORM_FEES_PCT = new BigDecimal("0.03");
    public static final int DEFAULT_FURNISHING_MONTHS = 36;
    /** No money input may exceed this (a sanity cap, not a business rule). */
    public static final BigDecimal MAX_MONEY = new BigDecimal("100000000");
    public static final int MAX_FURNISHING_MONTHS = 600;

    public static final String FIELD_RENT = "rent_estimate_monthly";
    public static final String FIELD_FURNISHING = "furnishing_amortization_monthly";
    public static final String FIELD_FEES = "platform_fees_pct";
    public static final String FIELD_MONTHS = "furnishing_amortization_months";
    public static final String FIELD_CASH = "cash_invested";

    /** Validates every value (400 {@code invalid_request} naming the field) and fills in the defaults. */
    public static DealTerms of(BigDecimal rentMonthly, BigDecimal furnishingMonthly, BigDecimal platformFeesPct,
                               Integer furnishingMonths, BigDecimal cashInvested) {
        money(FIELD_RENT, rentMonthly);
        money(FIELD_FURNISHING, furnishingMonthly);
        money(FIELD_CASH, cashInvested);
        if (platformFeesPct != null && (platformFeesPct.signum() < 0 || platformFeesPct.compareTo(BigDecimal.ONE) > 0)) {
            throw AttestException.invalidRequest(FIELD_FEES, FIELD_FEES + " must be a share between 0 and 1 (0.03 = 3 %)");
        }
        if (furnishingMonths != null && (furnishingMonths < 1 || furnishingMonths > MAX_FURNISHING_MONTHS)) {
            throw AttestException.invalidRequest(FIELD_MONTHS, FIELD_MONTHS + " must be a whole number from 1 to "
                    + MAX_FURNISHING_MONTHS);
        }
        return new DealTerms(rentMonthly,
                furnishingMonthly == null ? DEFAULT_FURNISHING_MONTHLY : furnishingMonthly,
                platformFeesPct == null ? DEFAULT_PLATFORM_FEES_PCT : platformFeesPct,
                furnishingMonths == null ? DEFAULT_FURNISHING_MONTHS : furnishingMonths,
                cashInvested);
    }

    /** The defaults with the market rent. */
    public static DealTerms defaults() {
        return of(null, null, null, null, null);
    }

    private static void money(String field, BigDecimal value) {
        if (value == null) {
            return;
        }
        if (value.signum() < 0) {
            throw AttestException.invalidRequest(field, field + " must not be negative");
        }
        if (value.compareTo(MAX_MONEY) > 0) {
            throw AttestException.invalidRequest(field, field + " must be at most " + MAX_MONEY.toPlainString());
        }
    }
}
