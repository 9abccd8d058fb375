package io.attest.domain.deal;

import static io.attest.domain.deal.AddressTokens.join;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads an address from its end (country, ZIP, state: rule 2 of {@link AddressNormalizer}), since
 * only there are those parts in a fixed order; what stands before the state is the street and city.
 */
final class StateZipReader {

    private static final Pattern ZIP5 = Pattern.compile("\\d{5}");
    private static final Pattern ZIP9 = Pattern.compile("\\d{9}");
    private static final Pattern ZIP_PLUS4 = Pattern.compile("(\\d{5})-(\\d{4})");
    private static final Pattern DIGITISH = Pattern.compile("[\\d-]*\\d[\\d-]*");

    private static final Set<String> US_COUNTRY = Set.of("USA", "US", "UNITED STATES", "UNITED STATES OF AMERICA",
            "AMERICA", "US OF A");

    /** Common non-USPS state abbreviations (AP style and the like), read only in state position. */
    private static final Map<String, String> STATE_ALIASES = Map.ofEntries(
            Map.entry("ALA", "AL"), Map.entry("ARIZ", "AZ"), Map.entry("ARK", "AR"), Map.entry("CALIF", "CA"),
            Map.entry("CAL", "CA"), Map.entry("COLO", "CO"), Map.entry("CONN", "CT"), Map.entry("DEL", "DE"),
            Map.entry("FLA", "FL"), Map.entry("ILL", "IL"), Map.entry("IND", "IN"), Map.entry("KAN", "KS"),
            Map.entry("KANS", "KS"), Map.entry("MASS", "MA"), Map.entry("MICH", "MI"), Map.entry("MINN", "MN"),
            Map.entry("MISS", "MS"), Map.entry("MONT", "MT"), Map.entry("NEB", "NE"), Map.entry("NEBR", "NE"),
            Map.entry("NEV", "NV"), Map.entry("OKLA", "OK"), Map.entry("ORE", "OR"), Map.entry("OREG", "OR"),
            Map.entry("PENN", "PA"), Map.entry("PENNA", "PA"), Map.entry("TENN", "TN"), Map.entry("TEX", "TX"),
            Map.entry("WASH", "WA"), Map.entry("WVA", "WV"), Map.entry("W VA", "WV"), Map.entry("WIS", "WI"),
            Map.entry("WISC", "WI"), Map.entry("WYO", "WY"), Map.entry("WASHINGTON DC", "DC"),
            Map.entry("WASH DC", "DC"));

    /**
     * The state and ZIP read, or why the address is refused (then only {@code refusal} is set).
     *
     * @param stateStart index of the state's first token: the street and city are the tokens before it
     */
    record StateZip(int stateStart, String state, String zip5, String zip4, AddressRefusal refusal) {

        static StateZip refused(AddressRefusal refusal) {
            return new StateZip(-1, null, null, null, refusal);
        }
    }

    private record Zip(int end, String zip5, String zip4, AddressRefusal refusal) {
    }

    private record StateMatch(String code, int width) {
    }

    private final UspsTables tables;
    private final int longestState;

    StateZipReader(UspsTables tables) {
        this.tables = tables;
        this.longestState = Math.max(tables.longestStateName(), 4);
    }

    /** Reads {@code address} (not empty) from its end. */
    StateZip read(AddressTokens address) {
        List<String> tokens = address.tokens();
        List<Integer> segments = address.segments();
        int end = tokens.size();

        // 1. Country at the end.
        for (boolean again = true; again && end > 0; ) {
            again = false;
            for (int width = Math.min(5, end); width >= 1; width--) {
                String words = join(tokens, end - width, end);
                if (US_COUNTRY.contains(words) && end - width > 0) {
                    end -= width;
                    again = true;
                    break;
                }
                if (ForeignAddresses.isCountry(words)) {
                    StateMatch state = stateAt(tokens, segments, end);
                    if (state == null || state.width() < width) {
                        return StateZip.refused(AddressRefusal.NON_US);
                    }
                }
            }
        }
        if (end == 0) {
            return StateZip.refused(AddressRefusal.UNREADABLE);
        }
        if (ForeignAddresses.endsWithPostcode(tokens, end)) {
            return StateZip.refused(AddressRefusal.NON_US);
        }

        // 2. ZIP.
        Zip zip = readZip(tokens, segments, end);
        if (zip.refusal() != null) {
            return StateZip.refused(zip.refusal());
        }
        end = zip.end();
        if (end == 0) {
            return StateZip.refused(AddressRefusal.NO_STATE);
        }

        // 3. State.
        StateMatch state = stateAt(tokens, segments, end);
        if (state == null) {
            return StateZip.refused(withoutState(tokens, segments, end, zip.zip5()));
        }
        UspsTables.StateKind kind = tables.stateKind(state.code);
        if (kind == UspsTables.StateKind.MILITARY) {
            return StateZip.refused(AddressRefusal.MILITARY);
        }
        if (kind == UspsTables.StateKind.FREELY_ASSOCIATED_STATE) {
            return StateZip.refused(AddressRefusal.NON_US);
        }
        return new StateZip(end - state.width, state.code, zip.zip5(), zip.zip4(), null);
    }

    /** The ZIP that ends right before {@code end} (none when the last token is not digits), and a US country before it. */
    private Zip readZip(List<String> tokens, List<Integer> segments, int end) {
        String zip5 = null;
        String zip4 = null;
        String last = tokens.get(end - 1);
        if (DIGITISH.matcher(last).matches()) {
            var plus4 = ZIP_PLUS4.matcher(last);
            if (ZIP5.matcher(last).matches()) {
                zip5 = last;
                end--;
            } else if (plus4.matches()) {
                zip5 = plus4.group(1);
                zip4 = plus4.group(2);
                end--;
            } else if (ZIP9.matcher(last).matches()) {
                zip5 = last.substring(0, 5);
                zip4 = last.substring(5);
                end--;
            } else if (last.length() == 4 && last.chars().allMatch(Character::isDigit) && end >= 2
                    && ZIP5.matcher(tokens.get(end - 2)).matches()) {
                zip5 = tokens.get(end - 2);
                zip4 = last;
                end -= 2;
            } else if (end >= 2 && stateAt(tokens, segments, end - 1) != null) {
                return new Zip(end, null, null, AddressRefusal.MALFORMED_ZIP);
            }
            if (zip5 != null && zip5.startsWith("000")) {
                return new Zip(end, null, null, AddressRefusal.MALFORMED_ZIP);
            }
            // a country after the ZIP ("..., NY 10001 USA") was handled above; one before it:
            for (int width = Math.min(5, end); width >= 1; width--) {
                if (end - width > 0 && US_COUNTRY.contains(join(tokens, end - width, end))) {
                    end -= width;
                    break;
                }
            }
        }
        return new Zip(end, zip5, zip4, null);
    }

    /** Why there is no state right before {@code end}: a Canadian province, an unknown code, or none at all. */
    private static AddressRefusal withoutState(List<String> tokens, List<Integer> segments, int end, String zip5) {
        String word = tokens.get(end - 1);
        for (int width = Math.min(4, end); width >= 1; width--) {
            if (ForeignAddresses.isProvince(join(tokens, end - width, end))) {
                return AddressRefusal.NON_US;
            }
        }
        if (ForeignAddresses.isProvinceCode(word) && zip5 == null) {
            return AddressRefusal.NON_US;
        }
        boolean ownPart = end == 1 || !segments.get(end - 2).equals(segments.get(end - 1));
        if (word.length() == 2 && word.chars().allMatch(Character::isLetter) && (zip5 != null || ownPart)) {
            return AddressRefusal.UNKNOWN_STATE;
        }
        return zip5 != null && end >= 1 && looksLikeWord(word) ? AddressRefusal.UNKNOWN_STATE
                : AddressRefusal.NO_STATE;
    }

    /** The state that ends right before {@code end}: the longest name, then a code or an alias. */
    private StateMatch stateAt(List<String> tokens, List<Integer> segments, int end) {
        for (int width = Math.min(longestState, end - 1); width >= 1; width--) {
            if (!segments.get(end - width).equals(segments.get(end - 1))) {
                continue; // a state name never spans a comma
            }
            String words = join(tokens, end - width, end);
            String code = tables.stateByName(words);
            if (code == null && width > 1) {
                code = STATE_ALIASES.get(words);
            }
            if (code != null) {
                return new StateMatch(code, width);
            }
        }
        if (end >= 1) {
            String word = tokens.get(end - 1);
            if (word.length() == 2 && tables.stateKind(word) != null) {
                return new StateMatch(word, 1);
            }
            String alias = STATE_ALIASES.get(word);
            if (alias != null && end >= 2) {
                return new StateMatch(alias, 1);
            }
        }
        return null;
    }

    private static boolean looksLikeWord(String token) {
        return token.length() > 2 && token.chars().allMatch(Character::isLetter);
    }
}
