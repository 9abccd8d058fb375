package io.attest.domain.deal;

import static io.attest.domain.deal.AddressTokens.isDigits;
import static io.attest.domain.deal.HouseNumbers.isFraction;
import static io.attest.domain.deal.HouseNumbers.isHouseNumberToken;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Separates the city from the delivery parts before the state (rule 4 of {@link AddressNormalizer}):
 * by the commas when they set the city apart, otherwise by scoring where the street most likely ends.
 */
final class StreetCitySplitter {

    /** Suffixes that almost never start or make up a city name: they end a street when present. */
    private static final Set<String> COMMON_SUFFIXES = Set.of(
            "ALY", "AVE", "BLVD", "BYP", "CIR", "CSWY", "CT", "CV", "DR", "EXPY", "FWY", "HWY", "LN", "LOOP",
            "PIKE", "PKWY", "PL", "PLZ", "RD", "ROW", "SQ", "ST", "TER", "TPKE", "TRL", "WAY", "XING", "TRCE");

    /**
     * The city and the parts that may hold the delivery line, or why the address is refused (then
     * only {@code refusal} is set).
     */
    record StreetAndCity(List<List<String>> delivery, List<String> city, AddressRefusal refusal) {
    }

    private record Split(List<String> street, List<String> city, AddressRefusal refusal) {
    }

    private final UspsTables tables;
    private final UnitDesignators designators;
    private final HouseNumbers houseNumbers;

    StreetCitySplitter(UspsTables tables, UnitDesignators designators, HouseNumbers houseNumbers) {
        this.tables = tables;
        this.designators = designators;
        this.houseNumbers = houseNumbers;
    }

    /** Splits the tokens before {@code stateStart} (at least one) into the delivery parts and the city. */
    StreetAndCity split(AddressTokens address, int stateStart) {
        List<String> tokens = address.tokens();
        List<Integer> segments = address.segments();
        int stateSegment = segments.get(stateStart);
        List<List<String>> parts = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= stateStart; i++) {
            if (i == stateStart || !segments.get(i).equals(segments.get(i - 1))) {
                if (i > from) {
                    parts.add(new ArrayList<>(tokens.subList(from, i)));
                }
                from = i;
            }
        }
        boolean inline = segments.get(stateStart - 1) == stateSegment; // city (or more) shares the state's part
        List<String> city;
        List<List<String>> delivery;
        List<String> lastPart = parts.getLast();
        List<List<String>> before = parts.subList(0, parts.size() - 1);
        boolean streetBefore = before.stream().anyMatch(p -> startsWithHouseNumber(p)
                || p.size() == 1 && isHouseNumberToken(p.getFirst()));
        if (streetBefore && !startsWithHouseNumber(lastPart)) {
            city = lastPart;
            delivery = new ArrayList<>(before);
        } else if (streetBefore && inline) {
            city = lastPart;
            delivery = new ArrayList<>(before);
        } else {
            // the street and the city share one part: split them
            delivery = new ArrayList<>(before);
            Split split = splitPart(lastPart);
            if (split.refusal != null) {
                return new StreetAndCity(null, null, split.refusal);
            }
            delivery.add(split.street);
            city = split.city;
        }
        return new StreetAndCity(delivery, city, null);
    }

    private boolean startsWithHouseNumber(List<String> part) {
        int start = designators.leadingUnits(part, 0, new ArrayList<>());
        return start < part.size() && houseNumbers.isHouseNumberAt(part, start);
    }

    /**
     * {@code part} holds the street (with its units) followed by the city. Picks the end of the
     * street: after the last unit when there is one; otherwise the best suffix candidate.
     */
    private Split splitPart(List<String> part) {
        List<String> ignored = new ArrayList<>();
        int start = designators.leadingUnits(part, 0, ignored);
        if (start >= part.size() || !houseNumbers.isHouseNumberAt(part, start)) {
            return new Split(List.of(), List.of(), AddressRefusal.NO_HOUSE_NUMBER);
        }
        int n0 = start + 1;
        if (n0 < part.size() && isFraction(part.get(n0))) {
            n0++;
        }
        if (n0 < part.size() && tables.directional(part.get(n0)) != null && n0 + 2 < part.size()) {
            n0++; // pre-directional; the name starts after it
        }
        int size = part.size();
        if (n0 >= size) {
            return new Split(List.of(), List.of(), AddressRefusal.NO_STREET_NAME);
        }
        int end = endAfterUnits(part, n0);
        if (end < 0) {
            end = likeliestStreetEnd(part, n0);
        }
        if (end < 0) {
            return new Split(part, List.of(), null); // nothing after the street reads as a city
        }
        return new Split(part.subList(0, end), part.subList(end, size), null);
    }

    /** A unit after the name ends the street: the index after the units (the city's start), or -1. */
    private int endAfterUnits(List<String> part, int n0) {
        int size = part.size();
        for (int k = n0 + 1; k < size; k++) {
            List<String> found = new ArrayList<>();
            int next = designators.unitAt(part, k, found, true);
            if (next > k && next < size) {
                int after = next;
                while (after < size) {
                    int more = designators.unitAt(part, after, found, true);
                    if (more == after) {
                        break;
                    }
                    after = more;
                }
                while (after + 1 < size && tables.unit(part.get(after)) != null
                        && !tables.unit(part.get(after)).requiresNumber()) {
                    after++; // APT 3 REAR BOSTON
                }
                if (after < size) {
                    return after;
                }
            }
        }
        return -1;
    }

    /** The city's start after the best-scoring end of the street, or -1 when none scores at least 0. */
    private int likeliestStreetEnd(List<String> part, int n0) {
        int size = part.size();
        double bestScore = Double.NEGATIVE_INFINITY;
        int bestEnd = -1;
        for (int e = n0; e < size - 1; e++) {
            String word = part.get(e);
            double score;
            String suffix = e > n0 ? tables.suffix(word) : null;
            if (suffix != null) {
                score = COMMON_SUFFIXES.contains(suffix) ? 3 : 1;
            } else if (e > n0 && isDigits(word)) {
                score = 1.5; // a numbered route: HWY 50, ROUTE 9, COUNTY ROAD 12
            } else {
                score = e == n0 ? 0.5 : 0;
            }
            int cityStart = e + 1;
            // a post-directional after the street: abbreviated ones always, spelled ones after a numbered name
            String next = part.get(cityStart);
            String direction = tables.directional(next);
            if (direction != null && cityStart + 1 < size
                    && (next.length() <= 2 || word.chars().allMatch(Character::isDigit))) {
                cityStart++;
                score += 0.25;
            }
            String cityFirst = part.get(cityStart);
            String citySuffix = tables.suffix(cityFirst);
            if (citySuffix != null && COMMON_SUFFIXES.contains(citySuffix)) {
                score -= 2;
            }
            if (tables.unit(cityFirst) != null || cityFirst.equals("#")) {
                score -= 2;
            }
            for (int c = cityStart; c < size; c++) {
                if (part.get(c).chars().anyMatch(Character::isDigit)) {
                    score -= 3;
                    break;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                bestEnd = cityStart;
            }
        }
        return bestEnd < 0 || bestScore < 0 ? -1 : bestEnd;
    }
}
