package io.attest.domain.deal;

import java.util.List;
import java.util.Objects;

/**
 * Turns a free-form US address into USPS Publication 28 form, or says why it cannot be a rentable
 * US street address. Thread-safe and allocation-light; the tables come from {@link UspsTables}.
 *
 * <p>The rules, in the order they apply (docs/deal-analyzer.md has examples of each):
 * <ol>
 *   <li>Clean-up: upper case; accents removed; {@code ½ ¼ ¾} become {@code 1/2 1/4 3/4}; periods
 *       inside initialisms are dropped ({@code P.O.}, {@code N.W.}, {@code D.C.}), other periods
 *       separate words ({@code St.Louis}); apostrophes are dropped; {@code #} is its own word;
 *       commas, semicolons and line breaks separate parts; other punctuation is a space.</li>
 *   <li>From the end: {@code USA}/{@code United States} is dropped, a foreign country or postal
 *       code refuses ({@code non_us}); the ZIP ({@code 12345}, {@code 12345-6789},
 *       {@code 123456789}) is read, a malformed one refuses; the state is the longest state name,
 *       two-letter code or common abbreviation ({@code Calif}, {@code Fla}) before it; military
 *       codes refuse ({@code military}), freely associated states and Canadian provinces refuse
 *       ({@code non_us}), an unknown two-letter code refuses ({@code unknown_state}).</li>
 *   <li>PO boxes, rural-route/highway-contract boxes, general delivery and APO/FPO/DPO refuse.</li>
 *   <li>City: the part before the state when commas set it apart; otherwise the street is split
 *       from the city at the most likely suffix (a common suffix such as ST or AVE beats a word that
 *       can also be a name, such as PARK or CREEK), after any unit, or after a grid post-directional;
 *       without any of these the street name is one word.</li>
 *   <li>Delivery line: units anywhere (before the house number, after the street, in their own part)
 *       become {@code <DESIGNATOR> <id>} with the C2 abbreviation, or {@code # <id>} when the
 *       designator is unknown; house number as written (fractions and hyphens kept, number words
 *       one to twenty become digits); a directional is pre- or post-directional only when a street
 *       name remains, otherwise it is the name ({@code 100 NORTH ST}); the suffix is abbreviated
 *       only in suffix position (the last name word, never the first), never inside the name.</li>
 * </ol>
 *
 * <p>This class applies the rules in that order; each lives in its own package-private class:
 * {@link AddressTokens} (1), {@link StateZipReader} with {@link ForeignAddresses} (2),
 * {@link SpecialDelivery} (3), {@link StreetCitySplitter} (4), {@link StreetLineBuilder} (5), with
 * {@link UnitDesignators} and {@link HouseNumbers} shared by the last two.
 */
public final class AddressNormalizer {

    private final StateZipReader stateZipReader;
    private final StreetCitySplitter splitter;
    private final StreetLineBuilder streetLine;

    public AddressNormalizer(UspsTables tables) {
        Objects.requireNonNull(tables, "tables");
        UnitDesignators units = new UnitDesignators(tables);
        HouseNumbers houseNumbers = new HouseNumbers(tables);
        this.stateZipReader = new StateZipReader(tables);
        this.splitter = new StreetCitySplitter(tables, units, houseNumbers);
        this.streetLine = new StreetLineBuilder(tables, units, houseNumbers);
    }

    /** Normalises {@code raw}; never throws for any input. */
    public AddressParse parse(String raw) {
        if (raw == null) {
            return refuse(AddressRefusal.UNREADABLE);
        }
        AddressTokens address = AddressTokens.clean(raw);
        if (address.foreignScript() || address.tokens().isEmpty()) {
            return refuse(AddressRefusal.UNREADABLE);
        }

        // Country, ZIP and state, from the end.
        StateZipReader.StateZip stateZip = stateZipReader.read(address);
        if (stateZip.refusal() != null) {
            return refuse(stateZip.refusal());
        }
        int stateStart = stateZip.stateStart();
        if (stateStart == 0) {
            return refuse(AddressRefusal.NO_HOUSE_NUMBER);
        }

        // Refusals that can be anywhere before the state.
        AddressRefusal special = SpecialDelivery.refusal(address.tokens(), stateStart);
        if (special != null) {
            return refuse(special);
        }

        // City and delivery parts.
        StreetCitySplitter.StreetAndCity parts = splitter.split(address, stateStart);
        if (parts.refusal() != null) {
            return refuse(parts.refusal());
        }
        AddressRefusal cityRefusal = cityRefusal(parts.city());
        if (cityRefusal != null) {
            return refuse(cityRefusal);
        }

        // Delivery line.
        return streetLine.build(parts.delivery(), String.join(" ", parts.city()), stateZip.state(),
                stateZip.zip5(), stateZip.zip4());
    }

    /** Why the words found in the city's place are no city (none, military post, no letter, a {@code #}), or null. */
    private static AddressRefusal cityRefusal(List<String> city) {
        if (city.isEmpty()) {
            return AddressRefusal.NO_CITY;
        }
        for (String word : city) {
            if (SpecialDelivery.isMilitaryCity(word)) {
                return AddressRefusal.MILITARY;
            }
        }
        if (city.stream().noneMatch(AddressNormalizer::hasLetter) || city.stream().anyMatch(w -> w.equals("#"))) {
            return AddressRefusal.NO_CITY;
        }
        return null;
    }

    private static boolean hasLetter(String token) {
        return token.chars().anyMatch(Character::isLetter);
    }

    private static AddressParse refuse(AddressRefusal reason) {
        return new AddressParse.Refused(reason);
    }
}
