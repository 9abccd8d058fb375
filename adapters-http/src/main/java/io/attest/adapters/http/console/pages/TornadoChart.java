package io.attest.adapters.http.console.pages;

import io.attest.domain.calculator.Lever;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * A tornado chart of ranked levers: one row per lever in rank order, a bar from the centre line to the
 * right when raising the input raises the output, to the left when it lowers it, its length the impact
 * relative to the largest. Levers whose moved value could not be evaluated get a row with a note instead.
 */
public record TornadoChart(List<Row> rows, int height) {

    public static final int WIDTH = 720;
    static final int LABEL_WIDTH = 200;
    static final int ROW_HEIGHT = 30;
    static final int TOP = 8;
    private static final double HALF = (WIDTH - LABEL_WIDTH - 16) / 2.0;

    /** {@code positive} picks the colour; {@code text} is the impact as shown next to the bar. */
    public record Row(int rank, String input, String current, String measure, String text, boolean positive, boolean failed,
                      double x, double y, double width, double textX, String anchor) {
    }

    public static TornadoChart of(List<Lever> levers) {
        BigDecimal max = levers.stream().map(Lever::impact).filter(i -> i != null).map(BigDecimal::abs)
                .max(BigDecimal::compareTo).orElse(BigDecimal.ZERO);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < levers.size(); i++) {
            Lever lever = levers.get(i);
            double y = TOP + i * ROW_HEIGHT;
            String measure = lever.measure() == Lever.Measure.PER_PCT ? "per +1 %" : "per +1";
            if (lever.impact() == null) {
                rows.add(new Row(i + 1, lever.input(), lever.current().toPlainString(), measure,
                        "not computable (" + lever.failure().wireName() + ")", false, true, centre(), y, 0, centre() + 6, "start"));
                continue;
            }
            double share = max.signum() == 0 ? 0 : lever.impact().abs().divide(max, MathContext.DECIMAL64).doubleValue();
            double width = Math.max(lever.impact().signum() == 0 ? 0 : 1.5, share * HALF);
            boolean positive = lever.impact().signum() >= 0;
            double x = positive ? centre() : centre() - width;
            double textX = positive ? centre() + width + 6 : centre() - width - 6;
            // Near the edge the number goes inside the bar's half on the other side of the centre line.
            String anchor = positive ? "start" : "end";
            if (positive && width > HALF - 90) {
                textX = centre() - 6;
                anchor = "end";
            } else if (!positive && width > HALF - 90) {
                textX = centre() + 6;
                anchor = "start";
            }
            rows.add(new Row(i + 1, lever.input(), lever.current().toPlainString(), measure, signed(lever.impact()), positive,
                    false, round(x), y, round(width), round(textX), anchor));
        }
        return new TornadoChart(rows, TOP * 2 + Math.max(1, levers.size()) * ROW_HEIGHT);
    }

    public int width() {
        return WIDTH;
    }

    public static double centre() {
        return LABEL_WIDTH + HALF;
    }

    public int labelX() {
        return LABEL_WIDTH - 8;
    }

    public int barHeight() {
        return ROW_HEIGHT - 10;
    }

    private static String signed(BigDecimal impact) {
        BigDecimal shown = impact.round(new MathContext(6)).stripTrailingZeros();
        return (impact.signum() > 0 ? "+" : "") + shown.toPlainString();
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
