package io.attest.domain.deal;

import io.attest.plugin.api.deal.NormalizedAddress;

import static io.attest.domain.deal.AddressTokens.join;
import static io.attest.domain.deal.HouseNumbers.houseNumber;
import static io.attest.domain.deal.HouseNumbers.isFraction;
import static io.attest.domain.deal.HouseNumbers.isHouseNumberToken;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Builds the Pub 28 delivery line (rule 5 of {@link AddressNormalizer}): house number, directionals,
 * name, suffix and units, each abbreviated only in its own position.
 */
final class StreetLineBuilder {

    private static final Pattern CONSONANT_RUN = Pattern.compile("[B-DF-HJ-NP-TV-XZ]{6,}");

    private final UspsTables tables;
    private final UnitDesignators designators;
    private final HouseNumbers houseNumbers;

    StreetLineBuilder(UspsTables tables, UnitDesignators designators, HouseNumbers houseNumbers) {
        this.tables = tables;
        this.designators = designators;
        this.houseNumbers = houseNumbers;
    }

    /**
     * The address from the {@code delivery} parts: the part with the house number plus unit-only
     * parts; others (building names, neighbourhoods) are dropped.
     */
    AddressParse build(List<List<String>> delivery, String city, String state, String zip5, String zip4) {
        List<String> units = new ArrayList<>();
        List<String> street = null;
        for (List<String> part : delivery) {
            List<String> leadingUnits = new ArrayList<>();
            int start = designators.leadingUnits(part, 0, leadingUnits);
            if (street == null && start < part.size() && houseNumbers.isHouseNumberAt(part, start)) {
                units.addAll(leadingUnits);
                street = part.subList(start, part.size());
                continue;
            }
            List<String> only = new ArrayList<>();
            if (designators.allUnits(part, only)) {
                units.addAll(only);
            }
        }
        if (street == null) {
            boolean numberOnly = delivery.stream().anyMatch(p -> p.size() == 1 && isHouseNumberToken(p.getFirst()));
            return refuse(numberOnly ? AddressRefusal.NO_STREET_NAME : AddressRefusal.NO_HOUSE_NUMBER);
        }
        return buildStreet(street, units, city, state, zip5, zip4);
    }

    private AddressParse buildStreet(List<String> part, List<String> unitsBefore, String city, String state,
                                     String zip5, String zip4) {
        int i = 0;
        String house = houseNumber(part.get(i));
        i++;
        if (i < part.size() && isFraction(part.get(i))) {
            house = house + " " + part.get(i);
            i++;
        }
        List<String> words = new ArrayList<>();
        List<String> units = new ArrayList<>(unitsBefore);
        // units after at least one name word
        for (int k = i; k < part.size(); ) {
            if (k > i) {
                int next = designators.unitAt(part, k, units, true);
                if (next > k) {
                    k = next;
                    continue;
                }
            }
            String word = part.get(k);
            if (!word.equals("#")) {
                words.add(word);
            }
            k++;
        }
        if (words.isEmpty()) {
            return refuse(AddressRefusal.NO_STREET_NAME);
        }
        String pre = null;
        String post = null;
        String suffix = null;
        int nameEnd = words.size(); // exclusive
        // post-directional (one word, or two making a compound such as NORTH EAST), with a name before it
        String compoundPost = nameEnd >= 3 ? compound(words.get(nameEnd - 2), words.get(nameEnd - 1)) : null;
        if (compoundPost != null) {
            post = compoundPost;
            nameEnd -= 2;
        } else if (nameEnd >= 2 && tables.directional(words.get(nameEnd - 1)) != null) {
            post = tables.directional(words.get(nameEnd - 1));
            nameEnd -= 1;
        }
        // suffix: the last name word, never the first
        if (nameEnd >= 2 && tables.suffix(words.get(nameEnd - 1)) != null) {
            suffix = tables.suffix(words.get(nameEnd - 1));
            nameEnd--;
        }
        // pre-directional, when a name word remains after it
        int first = 0;
        String compoundPre = nameEnd >= 3 ? compound(words.get(0), words.get(1)) : null;
        if (compoundPre != null) {
            pre = compoundPre;
            first = 2;
        } else if (nameEnd >= 2 && tables.directional(words.getFirst()) != null) {
            pre = tables.directional(words.getFirst());
            first = 1;
        }
        if (pre == null && post != null && suffix == null && nameEnd == 1 && tables.directional(words.getFirst()) != null) {
            // "E NORTH": the first directional is the pre-directional, the second the name
            pre = tables.directional(words.getFirst());
            post = null;
            first = 1;
            nameEnd = 2;
        }
        String name = join(words, first, nameEnd);
        if (CONSONANT_RUN.matcher(name).find() || CONSONANT_RUN.matcher(city).find()) {
            return refuse(AddressRefusal.UNREADABLE);
        }
        return new AddressParse.Normalized(new NormalizedAddress(house, pre, name, suffix, post, units, city, state,
                zip5, zip4));
    }

    /** Two one-letter directionals that make one ({@code N}/{@code S} then {@code E}/{@code W}: {@code NE}), or null. */
    private String compound(String a, String b) {
        String x = tables.directional(a);
        String y = tables.directional(b);
        if (x == null || y == null || x.length() != 1 || y.length() != 1) {
            return null;
        }
        if ((x.equals("N") || x.equals("S")) && (y.equals("E") || y.equals("W"))) {
            return x + y;
        }
        return null;
    }

    private static AddressParse refuse(AddressRefusal reason) {
        return new AddressParse.Refused(reason);
    }
}
