package io.attest.domain.deal;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Signs that an address is outside the US (countries, Canadian provinces, UK and Canadian
 * postcodes): they refuse with {@code non_us} wherever the state reader meets them.
 */
final class ForeignAddresses {

    private static final Pattern CANADIAN_POSTAL = Pattern.compile("[A-Z]\\d[A-Z]\\d[A-Z]\\d");
    private static final Pattern CANADIAN_FSA = Pattern.compile("[A-Z]\\d[A-Z]");
    private static final Pattern CANADIAN_LDU = Pattern.compile("\\d[A-Z]\\d");
    private static final Pattern UK_OUTWARD = Pattern.compile("[A-Z]{1,2}\\d[A-Z\\d]?");
    private static final Pattern UK_INWARD = Pattern.compile("\\d[A-Z]{2}");

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

    private ForeignAddresses() {
    }

    /** A foreign country's name, the words joined by single spaces. */
    static boolean isCountry(String words) {
        return FOREIGN.contains(words);
    }

    /** A Canadian province's full name, the words joined by single spaces. */
    static boolean isProvince(String words) {
        return PROVINCES.containsKey(words);
    }

    static boolean isProvinceCode(String word) {
        return PROVINCE_CODES.contains(word);
    }

    /** True when the tokens before {@code end} end with a Canadian ({@code A1A 1A1}) or UK ({@code SW1A 1AA}) postcode. */
    static boolean endsWithPostcode(List<String> tokens, int end) {
        String last = tokens.get(end - 1);
        return CANADIAN_POSTAL.matcher(last).matches()
                || end >= 2 && CANADIAN_FSA.matcher(tokens.get(end - 2)).matches() && CANADIAN_LDU.matcher(last).matches()
                || end >= 2 && UK_OUTWARD.matcher(tokens.get(end - 2)).matches() && UK_INWARD.matcher(last).matches()
                        && tokens.get(end - 2).chars().anyMatch(Character::isLetter);
    }
}
