package io.attest.domain.deal;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

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
 */
public final class AddressNormalizer {

    private static final Pattern ZIP5 = Pattern.compile("\\d{5}");
    private static final Pattern ZIP9 = Pattern.compile("\\d{9}");
    private static final Pattern ZIP_PLUS4 = Pattern.compile("(\\d{5})-(\\d{4})");
    private static final Pattern DIGITISH = Pattern.compile("[\\d-]*\\d[\\d-]*");
    private static final Pattern HOUSE_NUMBER = Pattern.compile(
            "\\d+[A-Z]{0,2}(-\\d*[A-Z]{0,2}\\d*)?|[NSEW]\\d+[NSEW]\\d+[A-Z]?");
    private static final Pattern FRACTION = Pattern.compile("\\d/\\d{1,2}");
    private static final Pattern UNIT_ID = Pattern.compile("[A-Z0-9][A-Z0-9-]{0,9}");
    private static final Pattern ORDINAL = Pattern.compile("(\\d+)(ST|ND|RD|TH)");
    private static final Pattern CANADIAN_POSTAL = Pattern.compile("[A-Z]\\d[A-Z]\\d[A-Z]\\d");
    private static final Pattern CANADIAN_FSA = Pattern.compile("[A-Z]\\d[A-Z]");
    private static final Pattern CANADIAN_LDU = Pattern.compile("\\d[A-Z]\\d");
    private static final Pattern UK_OUTWARD = Pattern.compile("[A-Z]{1,2}\\d[A-Z\\d]?");
    private static final Pattern UK_INWARD = Pattern.compile("\\d[A-Z]{2}");
    private static final Pattern CONSONANT_RUN = Pattern.compile("[B-DF-HJ-NP-TV-XZ]{6,}");

    /** Suffixes that almost never start or make up a city name: they end a street when present. */
    private static final Set<String> COMMON_SUFFIXES = Set.of(
            "ALY", "AVE", "BLVD", "BYP", "CIR", "CSWY", "CT", "CV", "DR", "EXPY", "FWY", "HWY", "LN", "LOOP",
            "PIKE", "PKWY", "PL", "PLZ", "RD", "ROW", "SQ", "ST", "TER", "TPKE", "TRL", "WAY", "XING", "TRCE");

    private static final Set<String> US_COUNTRY = Set.of("USA", "US", "UNITED STATES", "UNITED STATES OF AMERICA",
            "AMERICA", "US OF A");

    private static final Set<String> FOREIGN = Set.of(
            "CANADA", "MEXICO", "UNITED KINGDOM", "UK", "GREAT BRITAIN", "ENGLAND", "SCOTLAND", "WALES",
            "NORTHERN IRELAND", "IRELAND", "GERMANY", "DEUTSCHLAND", "FRANCE", "SPAIN", "ESPANA", "ITALY",
            "ITALIA", "NETHERLANDS", "HOLLAND", "BELGIUM", "SWITZERLAND", "AUSTRIA", "PORTUGAL", "SWEDEN",
            "NORWAY", "DENMARK", "FINLAND", "ICELAND", "POLAND", "CZECH REPUBLIC", "CZECHIA", "HUNGARY",
            "GREECE", "TURKEY", "TURKIYE", "RUSSIA", "UKRAINE", "ISRAEL", "INDIA", "PAKISTAN", "CHINA",
            "HONG KONG", "TAIWAN", "JAPAN", "KOREA", "SOUTH KOREA", "AUSTRALIA", "NEW ZEALAND", "BRAZIL",
            "BRASIL", "ARGENTINA", "CHILE", "COLOMBIA", "PERU", "VENEZUELA", "ECUADOR", "SOUTH AFRICA",
            "NIGERIA", "EGYPT", "KENYA", "MOROCCO", "PHILIPPINES", "SINGAPORE", "THAILAND", "VIETNAM",
            "INDONESIA", "MALAYSIA", "UAE", "UNITED ARAB EMIRATES", "SAUDI ARABIA", "QATAR", "BAHAMAS",
            "JAMAICA", "DOMINICAN REPUBLIC", "COSTA RICA", "PANAMA", "CUBA", "BERMUDA", "ROMANIA", "BULGARIA",
            "CROATIA", "SERBIA", "LUXEMBOURG", "MONACO", "SCOTLAND UK", "GB");

    private static final Map<String, String> PROVINCES = Map.ofEntries(
            Map.entry("ALBERTA", "AB"), Map.entry("BRITISH COLUMBIA", "BC"), Map.entry("MANITOBA", "MB"),
            Map.entry("NEW BRUNSWICK", "NB"), Map.entry("NEWFOUNDLAND", "NL"),
            Map.entry("NEWFOUNDLAND AND LABRADOR", "NL"), Map.entry("NOVA SCOTIA", "NS"),
            Map.entry("ONTARIO", "ON"), Map.entry("PRINCE EDWARD ISLAND", "PE"), Map.entry("QUEBEC", "QC"),
            Map.entry("SASKATCHEWAN", "SK"), Map.entry("YUKON", "YT"), Map.entry("NORTHWEST TERRITORIES", "NT"),
            Map.entry("NUNAVUT", "NU"));
    private static final Set<String> PROVINCE_CODES = Set.copyOf(PROVINCES.values());

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

    private static final Map<String, String> NUMBER_WORDS = Map.ofEntries(
            Map.entry("ONE", "1"), Map.entry("TWO", "2"), Map.entry("THREE", "3"), Map.entry("FOUR", "4"),
            Map.entry("FIVE", "5"), Map.entry("SIX", "6"), Map.entry("SEVEN", "7"), Map.entry("EIGHT", "8"),
            Map.entry("NINE", "9"), Map.entry("TEN", "10"), Map.entry("ELEVEN", "11"), Map.entry("TWELVE", "12"),
            Map.entry("THIRTEEN", "13"), Map.entry("FOURTEEN", "14"), Map.entry("FIFTEEN", "15"),
            Map.entry("SIXTEEN", "16"), Map.entry("SEVENTEEN", "17"), Map.entry("EIGHTEEN", "18"),
            Map.entry("NINETEEN", "19"), Map.entry("TWENTY", "20"));

    private static final Set<String> MILITARY_CITIES = Set.of("APO", "FPO", "DPO");

    private final UspsTables tables;
    private final int longestState;

    public AddressNormalizer(UspsTables tables) {
        this.tables = Objects.requireNonNull(tables, "tables");
        this.longestState = Math.max(tables.longestStateName(), 4);
    }

    /** Normalises {@code raw}; never throws for any input. */
    public AddressParse parse(String raw) {
        if (raw == null) {
            return refuse(AddressRefusal.UNREADABLE);
        }
        Cleaned cleaned = clean(raw);
        if (cleaned.foreignScript) {
            return refuse(AddressRefusal.UNREADABLE);
        }
        List<String> tokens = cleaned.tokens;
        List<Integer> segments = cleaned.segments;
        if (tokens.isEmpty()) {
            return refuse(AddressRefusal.UNREADABLE);
        }
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
                if (FOREIGN.contains(words)) {
                    StateMatch state = stateAt(tokens, segments, end);
                    if (state == null || state.width() < width) {
                        return refuse(AddressRefusal.NON_US);
                    }
                }
            }
        }
        if (end == 0) {
            return refuse(AddressRefusal.UNREADABLE);
        }
        // Foreign postal codes: Canada A1A 1A1, UK SW1A 1AA.
        String last = tokens.get(end - 1);
        if (CANADIAN_POSTAL.matcher(last).matches()
                || end >= 2 && CANADIAN_FSA.matcher(tokens.get(end - 2)).matches() && CANADIAN_LDU.matcher(last).matches()
                || end >= 2 && UK_OUTWARD.matcher(tokens.get(end - 2)).matches() && UK_INWARD.matcher(last).matches()
                        && tokens.get(end - 2).chars().anyMatch(Character::isLetter)) {
            return refuse(AddressRefusal.NON_US);
        }

        // 2. ZIP.
        String zip5 = null;
        String zip4 = null;
        last = tokens.get(end - 1);
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
                return refuse(AddressRefusal.MALFORMED_ZIP);
            }
            if (zip5 != null && zip5.startsWith("000")) {
                return refuse(AddressRefusal.MALFORMED_ZIP);
            }
            // a country after the ZIP ("..., NY 10001 USA") was handled above; one before it:
            for (int width = Math.min(5, end); width >= 1; width--) {
                if (end - width > 0 && US_COUNTRY.contains(join(tokens, end - width, end))) {
                    end -= width;
                    break;
                }
            }
        }
        if (end == 0) {
            return refuse(AddressRefusal.NO_STATE);
        }

        // 3. State.
        StateMatch state = stateAt(tokens, segments, end);
        if (state == null) {
            String word = tokens.get(end - 1);
            for (int width = Math.min(4, end); width >= 1; width--) {
                if (PROVINCES.containsKey(join(tokens, end - width, end))) {
                    return refuse(AddressRefusal.NON_US);
                }
            }
            if (PROVINCE_CODES.contains(word) && zip5 == null) {
                return refuse(AddressRefusal.NON_US);
            }
            boolean ownPart = end == 1 || !segments.get(end - 2).equals(segments.get(end - 1));
            if (word.length() == 2 && word.chars().allMatch(Character::isLetter) && (zip5 != null || ownPart)) {
                return refuse(AddressRefusal.UNKNOWN_STATE);
            }
            return refuse(zip5 != null && end >= 1 && looksLikeWord(word) ? AddressRefusal.UNKNOWN_STATE
                    : AddressRefusal.NO_STATE);
        }
        UspsTables.StateKind kind = tables.stateKind(state.code);
        if (kind == UspsTables.StateKind.MILITARY) {
            return refuse(AddressRefusal.MILITARY);
        }
        if (kind == UspsTables.StateKind.FREELY_ASSOCIATED_STATE) {
            return refuse(AddressRefusal.NON_US);
        }
        int stateStart = end - state.width;
        if (stateStart == 0) {
            return refuse(AddressRefusal.NO_HOUSE_NUMBER);
        }

        // 4. Refusals that can be anywhere before the state.
        AddressRefusal special = specialDelivery(tokens, stateStart);
        if (special != null) {
            return refuse(special);
        }

        // 5. City and delivery parts.
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
                || p.size() == 1 && HOUSE_NUMBER.matcher(p.getFirst()).matches());
        if (streetBefore && !startsWithHouseNumber(lastPart)) {
            city = lastPart;
            delivery = new ArrayList<>(before);
        } else if (streetBefore && inline) {
            city = lastPart;
            delivery = new ArrayList<>(before);
        } else {
            // the street and the city share one part: split them
            delivery = new ArrayList<>(before);
            Split split = split(lastPart);
            if (split.refusal != null) {
                return refuse(split.refusal);
            }
            delivery.add(split.street);
            city = split.city;
        }
        if (city.isEmpty()) {
            return refuse(AddressRefusal.NO_CITY);
        }
        for (String word : city) {
            if (MILITARY_CITIES.contains(word)) {
                return refuse(AddressRefusal.MILITARY);
            }
        }
        if (city.stream().noneMatch(AddressNormalizer::hasLetter) || city.stream().anyMatch(w -> w.equals("#"))) {
            return refuse(AddressRefusal.NO_CITY);
        }

        // 6. Delivery line: the part with the house number plus unit-only parts; others (building
        // names, neighbourhoods) are dropped.
        List<String> units = new ArrayList<>();
        List<String> street = null;
        for (List<String> part : delivery) {
            List<String> leadingUnits = new ArrayList<>();
            int start = leadingUnits(part, 0, leadingUnits);
            if (street == null && start < part.size() && isHouseNumberAt(part, start)) {
                units.addAll(leadingUnits);
                street = part.subList(start, part.size());
                continue;
            }
            List<String> only = new ArrayList<>();
            if (allUnits(part, only)) {
                units.addAll(only);
            }
        }
        if (street == null) {
            boolean numberOnly = delivery.stream().anyMatch(p -> p.size() == 1 && HOUSE_NUMBER.matcher(p.getFirst()).matches());
            return refuse(numberOnly ? AddressRefusal.NO_STREET_NAME : AddressRefusal.NO_HOUSE_NUMBER);
        }
        return buildStreet(street, units, String.join(" ", city), state.code, zip5, zip4);
    }

    // ---- the street ----------------------------------------------------------------------------

    private AddressParse buildStreet(List<String> part, List<String> unitsBefore, String city, String state,
                                     String zip5, String zip4) {
        int i = 0;
        String house = houseNumber(part.get(i));
        i++;
        if (i < part.size() && FRACTION.matcher(part.get(i)).matches()) {
            house = house + " " + part.get(i);
            i++;
        }
        List<String> words = new ArrayList<>();
        List<String> units = new ArrayList<>(unitsBefore);
        // units after at least one name word
        for (int k = i; k < part.size(); ) {
            if (k > i) {
                int next = unitAt(part, k, units, true);
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

    private String houseNumber(String token) {
        String word = NUMBER_WORDS.get(token);
        return word != null ? word : token;
    }

    private boolean isHouseNumberAt(List<String> part, int index) {
        String token = part.get(index);
        if (HOUSE_NUMBER.matcher(token).matches()) {
            return index + 1 < part.size();
        }
        return NUMBER_WORDS.containsKey(token) && index + 1 < part.size()
                && !part.get(index + 1).equals("#") && tables.unit(part.get(index + 1)) == null;
    }

    private boolean startsWithHouseNumber(List<String> part) {
        int start = leadingUnits(part, 0, new ArrayList<>());
        return start < part.size() && isHouseNumberAt(part, start);
    }

    /** True when {@code part} is nothing but units ({@code STE 200}, {@code FLOOR 34}, {@code REAR}); adds them. */
    private boolean allUnits(List<String> part, List<String> units) {
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
    private int leadingUnits(List<String> part, int index, List<String> units) {
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
    private int unitAt(List<String> part, int index, List<String> units, boolean afterStreet) {
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

    // ---- splitting a street from its city ------------------------------------------------------

    private record Split(List<String> street, List<String> city, AddressRefusal refusal) {
    }

    /**
     * {@code part} holds the street (with its units) followed by the city. Picks the end of the
     * street: after the last unit when there is one; otherwise the best suffix candidate.
     */
    private Split split(List<String> part) {
        List<String> ignored = new ArrayList<>();
        int start = leadingUnits(part, 0, ignored);
        if (start >= part.size() || !isHouseNumberAt(part, start)) {
            return new Split(List.of(), List.of(), AddressRefusal.NO_HOUSE_NUMBER);
        }
        int n0 = start + 1;
        if (n0 < part.size() && FRACTION.matcher(part.get(n0)).matches()) {
            n0++;
        }
        if (n0 < part.size() && tables.directional(part.get(n0)) != null && n0 + 2 < part.size()) {
            n0++; // pre-directional; the name starts after it
        }
        int size = part.size();
        if (n0 >= size) {
            return new Split(List.of(), List.of(), AddressRefusal.NO_STREET_NAME);
        }
        // A unit after the name ends the street: everything after the units is the city.
        for (int k = n0 + 1; k < size; k++) {
            List<String> found = new ArrayList<>();
            int next = unitAt(part, k, found, true);
            if (next > k && next < size) {
                int after = next;
                while (after < size) {
                    int more = unitAt(part, after, found, true);
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
                    return new Split(part.subList(0, after), part.subList(after, size), null);
                }
            }
        }
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
        if (bestEnd < 0 || bestScore < 0) {
            return new Split(part, List.of(), null); // nothing after the street reads as a city
        }
        return new Split(part.subList(0, bestEnd), part.subList(bestEnd, size), null);
    }

    // ---- state ---------------------------------------------------------------------------------

    private record StateMatch(String code, int width) {
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

    // ---- PO boxes and the like -----------------------------------------------------------------

    private static AddressRefusal specialDelivery(List<String> tokens, int end) {
        for (int i = 0; i < end; i++) {
            String word = tokens.get(i);
            String next = i + 1 < end ? tokens.get(i + 1) : "";
            String after = i + 2 < end ? tokens.get(i + 2) : "";
            switch (word) {
                case "PO", "POB", "POBOX", "BOX", "LOCKBOX", "DRAWER", "CALLER" -> {
                    if (word.equals("PO") && (next.equals("BOX") || isDigits(next))) {
                        return AddressRefusal.PO_BOX;
                    }
                    if ((word.equals("POB") || word.equals("POBOX") || word.equals("LOCKBOX")) && !next.isEmpty()) {
                        return AddressRefusal.PO_BOX;
                    }
                    if (word.equals("BOX") && isDigits(next) && (i == 0 || !isHouseNumberToken(tokens.get(i - 1)))) {
                        return AddressRefusal.PO_BOX;
                    }
                    if ((word.equals("DRAWER") || word.equals("CALLER")) && (i == 0) && !next.isEmpty()) {
                        return AddressRefusal.PO_BOX;
                    }
                }
                case "P" -> {
                    if (next.equals("O") && (after.equals("BOX") || isDigits(after))) {
                        return AddressRefusal.PO_BOX;
                    }
                }
                case "POST" -> {
                    if (next.equals("OFFICE") && after.equals("BOX")) {
                        return AddressRefusal.PO_BOX;
                    }
                }
                case "RR", "HC", "RFD" -> {
                    if (isDigits(next) && (i == 0 || !isHouseNumberToken(tokens.get(i - 1)))) {
                        return AddressRefusal.RURAL_ROUTE;
                    }
                }
                case "RURAL", "STAR" -> {
                    if (next.equals("ROUTE") && (i == 0 || !isHouseNumberToken(tokens.get(i - 1)))) {
                        return AddressRefusal.RURAL_ROUTE;
                    }
                }
                case "HIGHWAY" -> {
                    if (next.equals("CONTRACT")) {
                        return AddressRefusal.RURAL_ROUTE;
                    }
                }
                case "GENERAL" -> {
                    if (next.equals("DELIVERY")) {
                        return AddressRefusal.GENERAL_DELIVERY;
                    }
                }
                case "PSC", "CMR" -> {
                    if (isDigits(next)) {
                        return AddressRefusal.MILITARY;
                    }
                }
                default -> {
                }
            }
        }
        return null;
    }

    private static boolean isDigits(String token) {
        return !token.isEmpty() && token.chars().allMatch(Character::isDigit);
    }

    private static boolean isHouseNumberToken(String token) {
        return HOUSE_NUMBER.matcher(token).matches();
    }

    private static boolean looksLikeWord(String token) {
        return token.length() > 2 && token.chars().allMatch(Character::isLetter);
    }

    private static boolean hasLetter(String token) {
        return token.chars().anyMatch(Character::isLetter);
    }

    // ---- clean-up ------------------------------------------------------------------------------

    private record Cleaned(List<String> tokens, List<Integer> segments, boolean foreignScript) {
    }

    static Cleaned clean(String raw) {
        String text = raw;
        if (!isPlainAscii(text)) {
            text = text.replace("½", " 1/2").replace("¼", " 1/4").replace("¾", " 3/4")
                    .replace('\u2019', '\'').replace('\u2018', '\'').replace('\u2013', '-').replace('\u2014', '-')
                    .replace('\u00A0', ' ').replace('\u2044', '/');
            text = Normalizer.normalize(text, Normalizer.Form.NFKD);
        }
        List<String> tokens = new ArrayList<>();
        List<Integer> segments = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int segment = 0;
        boolean foreign = false;
        boolean initials = false;
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (word.isEmpty()) {
                initials = false;
            }
            if (c >= 'a' && c <= 'z') {
                word.append((char) (c - 32));
            } else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                word.append(c);
            } else if (c == '.') {
                // P.O. / N.W. / D.C. / U.S.A.: initials joined into one word; other periods separate words
                boolean initial = (initials || word.length() == 1 && isAsciiLetter(word.charAt(0)))
                        && i + 1 < length && isAsciiLetter(text.charAt(i + 1))
                        && (i + 2 >= length || !isAsciiLetter(text.charAt(i + 2)));
                if (initial) {
                    initials = true;
                } else {
                    flush(word, tokens, segments, segment);
                    initials = false;
                }
                continue;
            } else if (c == '\'' || c == '`') {
                // dropped: O'FALLON -> OFALLON, MARY'S -> MARYS
            } else if (c == '-') {
                if (word.length() > 0 && i + 1 < length && Character.isLetterOrDigit(text.charAt(i + 1))) {
                    word.append('-');
                } else {
                    flush(word, tokens, segments, segment);
                }
            } else if (c == '/') {
                if (word.length() > 0 && Character.isDigit(word.charAt(word.length() - 1))
                        && i + 1 < length && Character.isDigit(text.charAt(i + 1))) {
                    word.append('/');
                } else {
                    flush(word, tokens, segments, segment);
                }
            } else if (c == '#') {
                flush(word, tokens, segments, segment);
                tokens.add("#");
                segments.add(segment);
            } else if (c == ',' || c == ';' || c == '\n' || c == '\r' || c == '|') {
                flush(word, tokens, segments, segment);
                segment++;
            } else if (Character.getType(c) == Character.NON_SPACING_MARK || Character.getType(c) == Character.ENCLOSING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK) {
                // accents left by NFKD
            } else if (Character.isLetter(c)) {
                foreign = true;
                flush(word, tokens, segments, segment);
            } else {
                flush(word, tokens, segments, segment);
            }
        }
        flush(word, tokens, segments, segment);
        return new Cleaned(tokens, segments, foreign);
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isPlainAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 126) {
                return false;
            }
        }
        return true;
    }

    private static void flush(StringBuilder word, List<String> tokens, List<Integer> segments, int segment) {
        if (word.isEmpty()) {
            return;
        }
        int end = word.length();
        while (end > 0 && word.charAt(end - 1) == '-') {
            end--;
        }
        if (end > 0) {
            tokens.add(word.substring(0, end));
            segments.add(segment);
        }
        word.setLength(0);
    }

    private static String join(List<String> tokens, int from, int to) {
        if (to - from == 1) {
            return tokens.get(from);
        }
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (i > from) {
                text.append(' ');
            }
            text.append(tokens.get(i));
        }
        return text.toString();
    }

    private static AddressParse refuse(AddressRefusal reason) {
        return new AddressParse.Refused(reason);
    }
}
