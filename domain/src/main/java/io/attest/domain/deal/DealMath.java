package io.attest.domain.deal;

import java.math.BigDecimal;

/**
 * The unrounded figures of one analysis (rounding happens only in the response: money to cents,
 * ratios to 4 decimals).
 *
 * @param cashOnCash null when {@code cashInvested} is 0
 */
public record DealMath(BigDecimal rentMonthly, BigDecimal monthlyRevenue, BigDecimal platformFeesMonthly,
                       BigDecimal monthlyCosts, BigDecimal monthlyNet, BigDecimal annualNet,
                       BigDecimal cashInvested, BigDecimal cashOnCash) {
}
