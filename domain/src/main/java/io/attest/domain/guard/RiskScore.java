package io.attest.domain.guard;

import java.util.List;

/**
 * How likely the text is to carry a hallucinated citation: {@code 1 − e^(−W/3)}, where W adds up
 * the severity weights of the unverified flags (case name and reporter 1.0, U.S.C. and C.F.R. 0.5,
 * other provisions 0.25), rounded to 4 decimals. It is 0 with nothing unverified, grows with every
 * unverified flag, never reaches 1 short of dozens of unverified case cites. Example: one
 * hallucinated case (name and reporter, W = 2) and one unverified U.S.C. cite (0.5):
 * 1 − e^(−2.5/3) = 0.5654.
 */
public final class RiskScore {

    private static final double SCALE = 3.0;

    private RiskScore() {
    }

    public static double of(List<Flag> flags) {
        double weight = 0;
        for (Flag flag : flags) {
            if (!flag.inSources()) {
                weight += flag.type().severity().weight();
            }
        }
        double score = 1 - Math.exp(-weight / SCALE);
        return Math.round(score * 10_000) / 10_000.0;
    }
}
