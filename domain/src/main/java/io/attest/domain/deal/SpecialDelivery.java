package io.attest.domain.deal;

import static io.attest.domain.deal.AddressTokens.isDigits;
import static io.attest.domain.deal.HouseNumbers.isHouseNumberToken;

import java.util.List;
import java.util.Set;

/**
 * Mail that is delivered somewhere other than a street address (PO boxes, rural routes, general
 * delivery, military post), so it cannot be a rental: rule 3 of {@link AddressNormalizer}.
 */
final class SpecialDelivery {

    private static final Set<String> MILITARY_CITIES = Set.of("APO", "FPO", "DPO");

    private SpecialDelivery() {
    }

    /** The refusal for a PO box, rural route, general delivery or PSC/CMR anywhere before {@code end}, or null. */
    static AddressRefusal refusal(List<String> tokens, int end) {
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

    /** {@code APO}, {@code FPO} or {@code DPO}: military post written in the city's place. */
    static boolean isMilitaryCity(String word) {
        return MILITARY_CITIES.contains(word);
    }
}
