package io.attest.benchmarks;

import io.attest.domain.calculator.Line;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Deterministic calculator schemas and values for the benchmarks (seeded; the same every run).
 *
 * <ul>
 *   <li>{@link #departments()}: 2,000 lines shaped like a budget — 5 global inputs, 20 departments
 *       of 99 lines (10 inputs, 88 computed lines in a chain that also reads earlier lines of the
 *       department and, one time in ten, a global, and a department total), then 15 summary lines.
 *       The output (the last line) reads everything; each department input moves about 50 lines.</li>
 *   <li>{@link #dense()}: 2,000 lines where nearly every input moves nearly every line — 100 inputs,
 *       1,900 computed lines each reading the previous line, a random line among the 20 before and
 *       a random input. The lever analysis's worst case: 100 inputs × ~1,000 lines re-evaluated.</li>
 *   <li>{@link #rental()}: a 20-line short-term-rental model with 11 inputs, output {@code cash_on_cash}.</li>
 * </ul>
 */
public final class CalculatorSchemas {

    public record Schema(List<Line> lines, Map<String, BigDecimal> values) {
    }

    private static final String[] TYPES = {"income", "expense", "rate", "count", null};

    private CalculatorSchemas() {
    }

    public static Schema of(String shape) {
        return switch (shape) {
            case "departments" -> departments();
            case "dense" -> dense();
            case "rental" -> rental();
            default -> throw new IllegalArgumentException("unknown shape " + shape);
        };
    }

    public static Schema departments() {
        Random random = new Random(20_000);
        List<Line> lines = new ArrayList<>();
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        String[] globals = {"g_tax_rate", "g_inflation", "g_fx", "g_overhead_pct", "g_discount_rate"};
        String[] globalValues = {"0.21", "0.03", "1.1", "0.12", "0.08"};
        for (int g = 0; g < globals.length; g++) {
            lines.add(new Line(globals[g], null, null, g == 2 ? null : "rate"));
            values.put(globals[g], new BigDecimal(globalValues[g]));
        }
        List<String> totals = new ArrayList<>();
        for (int d = 0; d < 20; d++) {
            List<String> local = new ArrayList<>();
            List<String> rates = new ArrayList<>();
            for (int k = 0; k < 10; k++) {
                String id = "d" + d + "_in" + k;
                String type = TYPES[k % TYPES.length];
                lines.add(new Line(id, "Department " + d + " input " + k, null, type));
                values.put(id, "rate".equals(type) ? BigDecimal.valueOf(random.nextInt(100), 2)
                        : BigDecimal.valueOf(100 + random.nextInt(100_000), 2));
                if ("rate".equals(type)) {
                    rates.add(id);
                } else {
                    local.add(id);
                }
            }
            String previous = local.get(0);
            for (int j = 0; j < 88; j++) {
                String id = "d" + d + "_c" + j;
                String other = local.get(random.nextInt(local.size()));
                String rate = random.nextInt(10) == 0 ? globals[random.nextInt(globals.length)] : rates.get(random.nextInt(rates.size()));
                lines.add(new Line(id, null, formula(random, previous, other, rate), null));
                local.add(id);
                previous = id;
            }
            String total = "d" + d + "_total";
            lines.add(new Line(total, "Department " + d + " total", "round(" + previous + " * (1 - g_tax_rate), 2)", "output"));
            totals.add(total);
        }
        List<String> subtotals = new ArrayList<>();
        for (int s = 0; s < 5; s++) {
            String id = "subtotal_" + s;
            lines.add(new Line(id, null, String.join(" + ", totals.subList(4 * s, 4 * s + 4)), null));
            subtotals.add(id);
        }
        lines.add(new Line("grand_total", "Grand total", String.join(" + ", subtotals), null));
        String previous = "grand_total";
        String[] summary = {
                "%s * (1 - g_overhead_pct)", "%s * g_fx", "%s / (1 + g_discount_rate)", "%s * (1 + g_inflation)",
                "round(%s, 2)", "max(%s, 0)", "%s - min(%s, 1000)", "%s / 12", "round(%s * 12, 0)"};
        for (int i = 0; i < summary.length; i++) {
            String id = "summary_" + i;
            lines.add(new Line(id, null, summary[i].replace("%s", previous), null));
            previous = id;
        }
        if (lines.size() != 2_000) {
            throw new IllegalStateException("expected 2,000 lines, built " + lines.size());
        }
        return new Schema(lines, values);
    }

    public static Schema dense() {
        Random random = new Random(20_001);
        List<Line> lines = new ArrayList<>();
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            String id = "in" + i;
            lines.add(new Line(id, null, null, null));
            inputs.add(id);
            values.put(id, BigDecimal.valueOf(1 + random.nextInt(10_000), 2));
        }
        List<String> computed = new ArrayList<>();
        String previous = inputs.get(0);
        for (int j = 0; j < 1_900; j++) {
            String id = "c" + j;
            String other = computed.isEmpty() ? inputs.get(1) : computed.get(Math.max(0, computed.size() - 1 - random.nextInt(20)));
            String input = inputs.get(random.nextInt(inputs.size()));
            lines.add(new Line(id, null, formula(random, previous, other, "(" + input + " / 100)"), null));
            computed.add(id);
            previous = id;
        }
        return new Schema(lines, values);
    }

    /** Bounded growth: sums, weighted sums and scaling by a fraction, never the product of two totals. */
    private static String formula(Random random, String previous, String other, String rate) {
        return switch (random.nextInt(7)) {
            case 0 -> previous + " + " + other + " * " + rate;
            case 1 -> previous + " * 0.9 + " + other + " * 0.1";
            case 2 -> "round(" + previous + " * (1 + " + rate + " / 10), 2)";
            case 3 -> "max(" + previous + ", " + other + ") - min(" + other + ", " + rate + ")";
            case 4 -> "(" + previous + " + " + other + ") / max(2, 1 + " + rate + ")";
            case 5 -> previous + " - " + other + " * 0.05 + " + rate;
            default -> "min(" + previous + " * 1.01, " + previous + " + " + other + ")";
        };
    }

    public static Schema rental() {
        List<Line> lines = List.of(
                new Line("nightly_rate", "Nightly rate", null, null),
                new Line("occupancy", "Occupancy", null, "rate"),
                new Line("avg_stay", "Average stay (nights)", null, null),
                new Line("rent", "Monthly rent", null, "expense"),
                new Line("utilities", "Utilities", null, "expense"),
                new Line("insurance", "Insurance", null, "expense"),
                new Line("days_per_month", "Days per month", "30.4", null),
                new Line("booked_nights", "Booked nights", "round(days_per_month * occupancy, 1)", null),
                new Line("turnovers", "Turnovers", "booked_nights / max(avg_stay, 1)", null),
                new Line("gross_revenue", "Room revenue", "nightly_rate * booked_nights", "income"),
                new Line("cleaning_income", "Cleaning fees charged", "turnovers * cleaning_fee_charged", "income"),
                new Line("revenue", "Monthly revenue", "gross_revenue + cleaning_income", "income"),
                new Line("platform_fees", "Platform fees", "revenue * platform_fee_pct", "expense"),
                new Line("cleaning_cost", "Cleaning cost", "turnovers * cleaning_cost_per_turn", "expense"),
                new Line("supplies", "Supplies", "booked_nights * supplies_per_night", "expense"),
                new Line("furnishing_amortization", "Furnishing amortisation", "furnishing_cost / 36", "expense"),
                new Line("total_costs", "Monthly costs",
                        "rent + utilities + insurance + platform_fees + cleaning_cost + supplies + furnishing_amortization", "expense"),
                new Line("monthly_net", "Monthly net", "revenue - total_costs", null),
                new Line("annual_net", "Annual net", "monthly_net * 12", null),
                new Line("cash_on_cash", "Cash-on-cash return",
                        "round(annual_net / max(furnishing_cost + 2 * rent, 1), 4)", "output"));
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        String[][] pairs = {
                {"nightly_rate", "185"}, {"occupancy", "0.72"}, {"avg_stay", "3.2"}, {"rent", "2150"},
                {"utilities", "240"}, {"insurance", "95"}, {"cleaning_fee_charged", "75"}, {"platform_fee_pct", "0.03"},
                {"cleaning_cost_per_turn", "60"}, {"supplies_per_night", "6.5"}, {"furnishing_cost", "12600"}};
        for (String[] pair : pairs) {
            values.put(pair[0], new BigDecimal(pair[1]));
        }
        return new Schema(lines, values);
    }
}
