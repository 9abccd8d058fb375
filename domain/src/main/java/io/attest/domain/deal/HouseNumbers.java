package io.attest.domain.deal;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** What a house number looks like, in one place: it anchors the street, the city split and the PO-box rules alike. */
final class HouseNumbers {

    private static final Pattern HOUSE_NUMBER = Pattern.compile(
            "\\d+[A-Z]{0,2}(-\\d*[A-Z]{0,2}\\d*)?|[NSEW]\\d+[NSEW]\\d+[A-Z]?");
    private static final Pattern FRACTION = Pattern.compile("\\d/\\d{1,2}");

    private static final Map<String, String> NUMBER_WORDS = Map.ofEntries(
            Map.entry("ONE", "1"), Map.entry("TWO", "2"), Map.entry("THREE", "3"), Map.entry("FOUR", "4"),
            Map.entry("FIVE", "5"), Map.entry("SIX", "6"), Map.entry("SEVEN", "7"), Map.entry("EIGHT", "8"),
            Map.entry("NINE", "9"), Map.entry("TEN", "10"), Map.entry("ELEVEN", "11"), Map.entry("TWELVE", "12"),
            Map.entry("THIRTEEN", "13"), Map.entry("FOURTEEN", "14"), Map.entry("FIFTEEN", "15"),
            Map.entry("SIXTEEN", "16"), Map.entry("SEVENTEEN", "17"), Map.entry("EIGHTEEN", "18"),
            Map.entry("NINETEEN", "19"), Map.entry("TWENTY", "20"));

    private final UspsTables tables;

    HouseNumbers(UspsTables tables) {
        this.tables = tables;
    }

    /** A house number written in digits: {@code 123}, {@code 221B}, {@code 289-01}, {@code N123W45678}. */
    static boolean isHouseNumberToken(String token) {
        return HOUSE_NUMBER.matcher(token).matches();
    }

    /** The {@code 1/2} that can follow a house number. */
    static boolean isFraction(String token) {
        return FRACTION.matcher(token).matches();
    }

    /** The house number as written, a number word one to twenty as digits. */
    static String houseNumber(String token) {
        String word = NUMBER_WORDS.get(token);
        return word != null ? word : token;
    }

    /** A house number at {@code index} with something after it; a number word only when no unit or {@code #} follows. */
    boolean isHouseNumberAt(List<String> part, int index) {
        String token = part.get(index);
        if (HOUSE_NUMBER.matcher(token).matches()) {
            return index + 1 < part.size();
        }
        return NUMBER_WORDS.containsKey(token) && index + 1 < part.size()
                && !part.get(index + 1).equals("#") && tables.unit(part.get(index + 1)) == null;
    }
}
