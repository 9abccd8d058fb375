package io.attest.plugins.extractionbuiltin;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.natty.DateGroup;
import org.natty.Parser;

/**
 * Resolves the due date a sentence states against the day of the meeting.
 *
 * <p>Relative expressions follow fixed rules (docs/meeting-memory.md, "Date resolution"): a weekday
 * is the first such day after the meeting; "next Friday" the Friday of the following week; "this
 * week"/"end of week" the Friday of the meeting's week; "next week" the Friday of the following week;
 * "end of month" its last day; "before the next meeting" seven days on (a weekly cadence); "today",
 * "this afternoon", "EOD" the meeting's day; "tomorrow" the next; "in two weeks" fourteen days.
 * Explicit calendar dates ("March 31", "14 June", "2026-07-01", "the 14th") go to natty, given only
 * the matched words so that its cost does not grow with the sentence. The earliest expression in the
 * sentence wins.
 */
final class DueDateResolver {

    private static final int CI = Pattern.CASE_INSENSITIVE;
    private static final String WEEKDAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
    private static final String MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

    private record Rule(Pattern pattern, BiFunction<Matcher, LocalDate, LocalDate> resolve) {
    }

    private static final List<Rule> RULES = List.of(
            new Rule(Pattern.compile("\\b(?:the )?day after tomorrow\\b", CI), (m, d) -> d.plusDays(2)),
            new Rule(Pattern.compile("\\b(?:today|tonight|this (?:afternoon|morning|evening)|end of (?:the )?day|eod|cob|close of business|right after (?:the|this) (?:call|meeting))\\b", CI), (m, d) -> d),
            new Rule(Pattern.compile("\\btomorrow\\b", CI), (m, d) -> d.plusDays(1)),
            new Rule(Pattern.compile("\\bend of (?:the )?next week\\b", CI), (m, d) -> fridayOfWeek(d.plusWeeks(1))),
            new Rule(Pattern.compile("\\bnext " + WEEKDAY + "\\b", CI), (m, d) -> inFollowingWeek(d, weekday(m.group(1)))),
            new Rule(Pattern.compile("\\b" + WEEKDAY + "\\b", CI), (m, d) -> d.with(TemporalAdjusters.next(weekday(m.group(1))))),
            new Rule(Pattern.compile("\\b(?:(?:the )?end of (?:the |this )?week|this week|eow|by the weekend)\\b", CI), (m, d) -> thisFriday(d)),
            new Rule(Pattern.compile("\\bnext week\\b", CI), (m, d) -> fridayOfWeek(d.plusWeeks(1))),
            new Rule(Pattern.compile("\\b(?:(?:the )?end of (?:the |this )?month|this month|eom)\\b", CI), (m, d) -> d.with(TemporalAdjusters.lastDayOfMonth())),
            new Rule(Pattern.compile("\\b(?:(?:the )?end of (?:the )?next month|next month)\\b", CI), (m, d) -> d.plusMonths(1).with(TemporalAdjusters.lastDayOfMonth())),
            new Rule(Pattern.compile("\\b(?:(?:the )?end of (?:the |this )?quarter|this quarter|eoq)\\b", CI), (m, d) -> endOfQuarter(d)),
            new Rule(Pattern.compile("\\bnext (?:meeting|call|sync|standup|stand-up|check-in|session|catch-up|review)\\b", CI), (m, d) -> d.plusDays(7)),
            new Rule(Pattern.compile("\\b(?:in|within) (a|an|one|two|three|four|five|six|\\d{1,2}) (day|days|week|weeks)\\b", CI), (m, d) -> d.plusDays(count(m.group(1)) * unitDays(m.group(2)))),
            new Rule(Pattern.compile("\\b(a|one|two|three|four|\\d{1,2}) (day|days|week|weeks) from (?:now|today)\\b", CI), (m, d) -> d.plusDays(count(m.group(1)) * unitDays(m.group(2)))));

    /** Calendar dates handed to natty. */
    private static final Pattern EXPLICIT = Pattern.compile(
            "\\b(?:" + MONTH + "\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?" + MONTH + "(?: \\d{4})?"
                    + "|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|the \\d{1,2}(?:st|nd|rd|th))\\b", CI);

    private DueDateResolver() {
    }

    /** The due date the text states, or {@code null} when it states none. */
    static LocalDate resolve(String text, LocalDate meetingDay) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        int bestStart = Integer.MAX_VALUE;
        LocalDate best = null;
        for (Rule rule : RULES) {
            Matcher m = rule.pattern().matcher(text);
            if (m.find() && m.start() < bestStart) {
                bestStart = m.start();
                best = rule.resolve().apply(m, meetingDay);
            }
        }
        Matcher explicit = EXPLICIT.matcher(text);
        if (explicit.find() && explicit.start() < bestStart) {
            LocalDate parsed = natty(explicit.group(), meetingDay);
            if (parsed != null) {
                best = parsed;
            }
        }
        return best;
    }

    /** natty on a short phrase, resolved against noon UTC of the meeting's day; year-less dates never fall before it. */
    static LocalDate natty(String phrase, LocalDate meetingDay) {
        Date reference = Date.from(meetingDay.atTime(12, 0).toInstant(ZoneOffset.UTC));
        try {
            List<DateGroup> groups = new Parser(TimeZone.getTimeZone("UTC")).parse(phrase, reference);
            if (groups.isEmpty() || groups.getFirst().getDates().isEmpty()) {
                return null;
            }
            return groups.getFirst().getDates().getFirst().toInstant().atZone(ZoneOffset.UTC).toLocalDate();
        } catch (RuntimeException e) {
            // natty's ANTLR grammar can throw on odd input; an unreadable date is no date
            return null;
        }
    }

    private static DayOfWeek weekday(String name) {
        return DayOfWeek.valueOf(name.toUpperCase(Locale.ROOT));
    }

    private static LocalDate inFollowingWeek(LocalDate day, DayOfWeek weekday) {
        return day.plusWeeks(1).with(DayOfWeek.MONDAY).with(TemporalAdjusters.nextOrSame(weekday));
    }

    private static LocalDate fridayOfWeek(LocalDate day) {
        return day.with(DayOfWeek.MONDAY).plusDays(4);
    }

    private static LocalDate thisFriday(LocalDate day) {
        LocalDate friday = fridayOfWeek(day);
        return friday.isBefore(day) ? friday.plusWeeks(1) : friday;
    }

    private static LocalDate endOfQuarter(LocalDate day) {
        int lastMonth = ((day.getMonthValue() - 1) / 3) * 3 + 3;
        return day.withMonth(lastMonth).with(TemporalAdjusters.lastDayOfMonth());
    }

    private static long count(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "a", "an", "one" -> 1;
            case "two" -> 2;
            case "three" -> 3;
            case "four" -> 4;
            case "five" -> 5;
            case "six" -> 6;
            default -> Long.parseLong(word);
        };
    }

    private static long unitDays(String unit) {
        return unit.toLowerCase(Locale.ROOT).startsWith("week") ? 7 : 1;
    }
}
