package io.attest.plugin.api.deal;

import java.util.List;
import java.util.Objects;

/**
 * A US street address in USPS Publication 28 form: upper-case ASCII, no periods, standard
 * abbreviations for directionals, suffixes and unit designators.
 *
 * @param houseNumber     primary number as written, fractions and hyphens kept ({@code 101 1/2}, {@code 289-01})
 * @param predirectional  {@code N}, {@code SW}…, or null
 * @param streetName      the street name words (never abbreviated)
 * @param suffix          the standard suffix abbreviation ({@code ST}, {@code BLVD}), or null
 * @param postdirectional or null
 * @param units           secondary units in the order written ({@code APT 4B}, {@code # 72})
 * @param city            the city as written
 * @param state           two-letter code
 * @param zip5            five digits, or null
 * @param zip4            four digits, or null
 */
public record NormalizedAddress(String houseNumber, String predirectional, String streetName, String suffix,
                                String postdirectional, List<String> units, String city, String state,
                                String zip5, String zip4) {

    public NormalizedAddress {
        Objects.requireNonNull(houseNumber, "houseNumber");
        Objects.requireNonNull(streetName, "streetName");
        Objects.requireNonNull(city, "city");
        Objects.requireNonNull(state, "state");
        units = units == null ? List.of() : List.copyOf(units);
    }

    /** {@code 9 S OAK BLVD UNIT 3}. */
    public String deliveryLine() {
        StringBuilder line = new StringBuilder(houseNumber);
        append(line, predirectional);
        append(line, streetName);
        append(line, suffix);
        append(line, postdirectional);
        for (String unit : units) {
            append(line, unit);
        }
        return line.toString();
    }

    /** {@code 12345} or {@code 12345-6789}, or null without a ZIP. */
    public String zip() {
        if (zip5 == null) {
            return null;
        }
        return zip4 == null ? zip5 : zip5 + "-" + zip4;
    }

    /** {@code <delivery line>, <CITY>, <ST> <ZIP>}; without a ZIP it ends at the state. */
    public String formatted() {
        String zip = zip();
        return deliveryLine() + ", " + city + ", " + state + (zip == null ? "" : " " + zip);
    }

    private static void append(StringBuilder line, String part) {
        if (part != null && !part.isEmpty()) {
            line.append(' ').append(part);
        }
    }

    @Override
    public String toString() {
        return formatted();
    }
}
