package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.Decimals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which input values are broken assumptions (docs/calculator.md, "Broken assumptions"). A line's
 * {@code type} decides when it is {@code expense}, {@code income}, {@code rate} or {@code count};
 * otherwise (no type, {@code output}, or an input that is not a line) the words of the name do:
 * {@code nightlyRate}, {@code cleaning_fees} and {@code OccupancyPct} are split into words at
 * underscores, case changes and digits, compared in lower case.
 */
public final class AssumptionRules {

    /** Words that make a name a fraction expected in 0–1. */
    static final Set<String> FRACTION_WORDS = Set.of("rate", "rates", "ratio", "pct", "percent", "percentage",
            "occupancy", "vacancy", "utilization", "utilisation");
    /** Words that make a "rate" a price per period or per room rather than a fraction. */
    static final Set<String> PRICE_RATE_WORDS = Set.of("nightly", "night", "daily", "day", "hourly", "hour",
            "weekly", "week", "monthly", "month", "room", "adr");
    static final Set<String> RENT_WORDS = Set.of("rent", "rents", "rental", "lease");
    static final Set<String> PRICE_WORDS = Set.of("price", "prices", "adr", "fare", "tariff");
    static final Set<String> COST_WORDS = Set.of("cost", "costs", "fee", "fees", "tax", "taxes", "insurance",
            "utilities", "maintenance", "mortgage", "payment", "payments");
    static final Set<String> EXPENSE_WORDS = Set.of("expense", "expenses", "opex", "capex");
    static final Set<String> INCOME_WORDS = Set.of("income", "revenue", "revenues");

    private AssumptionRules() {
    }

    /** The broken assumption of one input, if its value breaks one. */
    public static Optional<BrokenAssumption> check(String input, LineType type, BigDecimal value) {
        Rule rule = ruleFor(input, type);
        return rule == null ? Optional.empty() : rule.check(input, value);
    }

    /** The rule for an input, decided once per schema (names do not change between runs); null when none applies. */
    public static Rule ruleFor(String input, LineType type) {
        if (type != null && type != LineType.OUTPUT) {
            return switch (type) {
                case RATE -> new Rule(Kind.FRACTION, "rate_out_of_range", "a rate");
                case EXPENSE -> new Rule(Kind.NOT_NEGATIVE, "negative_expense", "an expense");
                case INCOME -> new Rule(Kind.NOT_NEGATIVE, "negative_income", "an income");
                case COUNT -> new Rule(Kind.COUNT, "negative_count", "a count");
                case OUTPUT -> null;
            };
        }
        List<String> words = words(input);
        boolean priceRate = words.stream().anyMatch(PRICE_RATE_WORDS::contains);
        if (words.contains("occupancy") || words.contains("vacancy")) {
            return new Rule(Kind.FRACTION, "occupancy_out_of_range", "an occupancy");
        }
        if (words.stream().anyMatch(w -> FRACTION_WORDS.contains(w) && !(w.startsWith("rate") && priceRate))) {
            return new Rule(Kind.FRACTION, "rate_out_of_range", "a rate");
        }
        if (words.stream().anyMatch(RENT_WORDS::contains)) {
            return new Rule(Kind.NOT_NEGATIVE, "negative_rent", "a rent");
        }
        if (priceRate || words.stream().anyMatch(PRICE_WORDS::contains)) {
            return new Rule(Kind.NOT_NEGATIVE, "negative_price", "a price");
        }
        if (words.stream().anyMatch(EXPENSE_WORDS::contains)) {
            return new Rule(Kind.NOT_NEGATIVE, "negative_expense", "an expense");
        }
        if (words.stream().anyMatch(COST_WORDS::contains)) {
            return new Rule(Kind.NOT_NEGATIVE, "negative_cost", "a cost");
        }
        if (words.stream().anyMatch(INCOME_WORDS::contains)) {
            return new Rule(Kind.NOT_NEGATIVE, "negative_income", "an income");
        }
        return null;
    }

    enum Kind { FRACTION, NOT_NEGATIVE, COUNT }

    /** One range rule: {@code reason} is reported when the value leaves the range; {@code what} names the kind of value. */
    public record Rule(Kind kind, String reason, String what) {

        public Optional<BrokenAssumption> check(String input, BigDecimal value) {
            return switch (kind) {
                case FRACTION -> value.signum() >= 0 && value.compareTo(BigDecimal.ONE) <= 0 ? Optional.empty()
                        : Optional.of(new BrokenAssumption(input, value, reason, BigDecimal.ZERO, BigDecimal.ONE,
                        input + " is " + what + " and belongs in 0–1 (0.85 means 85%), but it is " + Decimals.plain(value) + "."));
                case NOT_NEGATIVE -> value.signum() >= 0 ? Optional.empty()
                        : Optional.of(new BrokenAssumption(input, value, reason, BigDecimal.ZERO, null,
                        input + " is " + what + " and should not be negative, but it is " + Decimals.plain(value) + "."));
                case COUNT -> {
                    if (value.signum() < 0) {
                        yield Optional.of(new BrokenAssumption(input, value, "negative_count", BigDecimal.ZERO, null,
                                input + " is a count and should not be negative, but it is " + Decimals.plain(value) + "."));
                    }
                    if (value.stripTrailingZeros().scale() > 0) {
                        yield Optional.of(new BrokenAssumption(input, value, "count_not_whole", BigDecimal.ZERO, null,
                                input + " is a count and should be a whole number, but it is " + Decimals.plain(value) + "."));
                    }
                    yield Optional.empty();
                }
            };
        }
    }

    /** {@code nightlyRate2x_fee} → [nightly, rate, 2, x, fee]. */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_') {
                flush(word, words);
                continue;
            }
            if (word.length() > 0) {
                char previous = name.charAt(i - 1);
                boolean caseChange = Character.isUpperCase(c) && Character.isLowerCase(previous);
                boolean digitChange = Character.isDigit(c) != Character.isDigit(previous);
                boolean acronymEnd = Character.isUpperCase(previous) && Character.isUpperCase(c)
                        && i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1));
                if (caseChange || digitChange) {
                    flush(word, words);
                } else if (acronymEnd) {
                    flush(word, words);
                }
            }
            word.append(c);
        }
        flush(word, words);
        return words;
    }

    private static void flush(StringBuilder word, List<String> words) {
        if (word.length() > 0) {
            words.add(word.toString().toLowerCase(Locale.ROOT));
            word.setLength(0);
        }
    }
}
