package io.attest.domain.meetings;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.StorableText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Participant e-mail addresses: trimmed and lower-cased (owners and {@code owed_to} are compared as
 * text), the same deliberately loose shape as account e-mails (one {@code @}, no spaces or control
 * characters, a dot in the domain), no address twice.
 */
public final class ParticipantAddresses {

    // No spaces and no control characters (NUL cannot be stored); a dot in the domain.
    private static final Pattern SHAPE = Pattern.compile("[^@\\s\\p{Cntrl}]{1,64}@[^@\\s\\p{Cntrl}.]+(\\.[^@\\s\\p{Cntrl}.]+)+");

    private ParticipantAddresses() {
    }

    /** True when {@code raw}, trimmed, looks like an e-mail address of at most 254 characters. */
    public static boolean isAddress(String raw) {
        if (raw == null) {
            return false;
        }
        String address = raw.strip();
        return address.length() <= MeetingLimits.EMAIL_MAX && SHAPE.matcher(address).matches() && StorableText.isStorable(address);
    }

    public static String normalize(String raw) {
        return raw.strip().toLowerCase(Locale.ROOT);
    }

    /**
     * The addresses normalised, in the caller's order; 400 naming {@code <field>[i]} for the first
     * element that is not an address or repeats an earlier one.
     */
    public static List<String> normalizeAll(String field, List<String> raw) {
        List<String> out = new ArrayList<>(raw.size());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < raw.size(); i++) {
            String element = field + "[" + i + "]";
            if (!isAddress(raw.get(i))) {
                throw AttestException.invalidRequest(element, element + " must be an e-mail address of at most "
                        + MeetingLimits.EMAIL_MAX + " characters");
            }
            String address = normalize(raw.get(i));
            Integer earlier = seen.putIfAbsent(address, i);
            if (earlier != null) {
                throw AttestException.invalidRequest(element, element + " repeats " + field + "[" + earlier + "]");
            }
            out.add(address);
        }
        return out;
    }
}
