package io.attest.adapters.http.console.pages;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The geometry of the per-day bar chart, computed here so that the template only draws: an SVG with a
 * view box of {@link #WIDTH} x {@link #HEIGHT}, one bar per day of the month, a few labelled grid lines.
 */
public record DailyChart(List<Bar> bars, List<GridLine> grid, long max, long total) {

    public static final int WIDTH = 720;
    public static final int HEIGHT = 220;
    static final int LEFT = 40;
    static final int TOP = 10;
    static final int BOTTOM = 24;

    /** One day's bar; {@code label} is the day of month, shown for the 1st, every 5th and today. */
    public record Bar(int day, long calls, double x, double y, double width, double height, boolean today, boolean labelled,
                      String title) {
    }

    public record GridLine(double y, long value) {
    }

    public static DailyChart of(YearMonth month, Map<LocalDate, Long> perDay, LocalDate today) {
        int days = month.lengthOfMonth();
        long max = perDay.values().stream().mapToLong(Long::longValue).max().orElse(0);
        long scale = niceCeiling(Math.max(max, 1));
        double plotWidth = WIDTH - LEFT - 8.0;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double slot = plotWidth / days;
        List<Bar> bars = new ArrayList<>();
        long total = 0;
        for (int d = 1; d <= days; d++) {
            LocalDate date = month.atDay(d);
            long calls = perDay.getOrDefault(date, 0L);
            total += calls;
            double height = calls == 0 ? 0 : Math.max(1.5, plotHeight * calls / scale);
            bars.add(new Bar(d, calls, round(LEFT + slot * (d - 1) + slot * 0.15), round(TOP + plotHeight - height),
                    round(slot * 0.7), round(height), date.equals(today), d == 1 || d % 5 == 0 || date.equals(today),
                    date + ": " + calls + (calls == 1 ? " call" : " calls")));
        }
        List<GridLine> grid = new ArrayList<>();
        for (int i = 0; i <= 4; i++) {
            grid.add(new GridLine(round(TOP + plotHeight - plotHeight * i / 4), scale * i / 4));
        }
        return new DailyChart(bars, grid, max, total);
    }

    public int width() {
        return WIDTH;
    }

    public int height() {
        return HEIGHT;
    }

    public int left() {
        return LEFT;
    }

    public double baseline() {
        return HEIGHT - BOTTOM;
    }

    public double labelY() {
        return HEIGHT - 8;
    }

    /** 1, 2, 4, 5, 8, 10, 20, 40, 50, 80, 100, ...: grid values that divide by four where they can. */
    static long niceCeiling(long value) {
        long magnitude = 1;
        while (magnitude * 10 < value) {
            magnitude *= 10;
        }
        for (long step : new long[] {1, 2, 4, 5, 8, 10}) {
            if (step * magnitude >= value) {
                return step * magnitude;
            }
        }
        return 10 * magnitude;
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
