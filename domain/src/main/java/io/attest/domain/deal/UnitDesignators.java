package io.attest.domain.deal;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Secondary units ({@code APT 4B}, {@code # 4}, {@code 3RD FLOOR}, {@code REAR}) in Pub 28 form, read
 * wherever they stand: before the house number, after the street, or as a part of their own.
 */
final class UnitDesignators {

    private static final Pattern UNIT_ID = Pattern.compile("[A-Z0-9][A-Z0-9-]{0,9}");
    private static final Pattern ORDINAL = Pattern.compile("(\\d+)(ST|ND|RD|TH)");

    private final UspsTables tables;

    UnitDesignators(UspsTables tables) {
        this.tables = tables;
    }

    /** True when {@code part} is nothing but units ({@code STE 200}, {@code FLOOR 34}, {@code REAR}); adds them. */
    boolean allUnits(List<String> part, List<String> units) {
        List<String> found = new ArrayList<>();
        int k = 0;
        while (k < part.size()) {
            int next = unitAt(part, k, found, true);
            if (next == k) {
                return false;
            }
            k = next;
        }
        units.addAll(found);
        return !found.isEmpty();
    }

    /** Units before the house number ({@code UNIT 2B 77 HARBOR RD}); returns the index after them. */
    int leadingUnits(List<String> part, int index, List<String> units) {
        int i = index;
        while (i < part.size()) {
            int next = unitAt(part, i, units, false);
            if (next == i) {
                break;
            }
            i = next;
        }
        return i;
    }

    /**
     * A unit starting at {@code index}: {@code APT 4B}, {@code APT # 4}, {@code APT NO 4}, {@code # 4},
     * {@code 3RD FLOOR}, or a designator that takes no number ({@code REAR}) when nothing but units follow.
     * Adds it to {@code units} and returns the index after it, or {@code index} when there is none.
     */
    int unitAt(List<String> part, int index, List<String> units, boolean afterStreet) {
        String word = part.get(index);
        int size = part.size();
        if (word.equals("#")) {
            if (index + 1 < size && isUnitId(part.get(index + 1))) {
                units.add("# " + part.get(index + 1));
                return index + 2;
            }
            return afterStreet && index + 1 == size ? index + 1 : index;
        }
        if (afterStreet && (word.equals("NO") || word.equals("NUMBER")) && index + 1 < size
                && part.get(index + 1).chars().anyMatch(Character::isDigit) && isUnitId(part.get(index + 1))) {
            units.add("# " + part.get(index + 1));
            return index + 2;
        }
        var ordinal = ORDINAL.matcher(word);
        if (ordinal.matches() && index + 1 < size && "FL".equals(unitAbbreviation(part.get(index + 1)))) {
            units.add("FL " + ordinal.group(1));
            return index + 2;
        }
        UspsTables.UnitDesignator designator = tables.unit(word);
        if (designator == null) {
            return index;
        }
        int id = index + 1;
        if (id < size && (part.get(id).equals("#") || part.get(id).equals("NO") || part.get(id).equals("NUMBER"))
                && id + 1 < size && isUnitId(part.get(id + 1))) {
            id++;
        }
        if (id < size && isUnitId(part.get(id))) {
            // in front of a house number ("UNIT 2B 77 ...") something must follow the id
            if (!afterStreet && id + 1 >= size) {
                return index;
            }
            units.add(designator.abbreviation() + " " + part.get(id));
            return id + 1;
        }
        if (!designator.requiresNumber()) {
            boolean onlyUnitsFollow = index + 1 == size || tables.unit(part.get(index + 1)) != null
                    || part.get(index + 1).equals("#");
            if (onlyUnitsFollow && (afterStreet || index + 1 < size)) {
                units.add(designator.abbreviation());
                return index + 1;
            }
        }
        return index;
    }

    private String unitAbbreviation(String word) {
        UspsTables.UnitDesignator designator = tables.unit(word);
        return designator == null ? (word.equals("FLOOR") ? "FL" : null) : designator.abbreviation();
    }

    private static boolean isUnitId(String token) {
        if (!UNIT_ID.matcher(token).matches()) {
            return false;
        }
        if (token.chars().anyMatch(Character::isDigit)) {
            return true;
        }
        return token.length() <= 2;
    }
}
