package io.attest.plugins.extractionbuiltin;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Resolves the names people use in a transcript ("Ada", "Lovelace", "Ada Lovelace", "ada_l",
 * "alovelace", "AL", "Alex" for alexander.petrov) to participant e-mail addresses.
 *
 * <p>Aliases come from the local part of each address, split on {@code . _ - +}: the whole local
 * part, each part, first initial + last part, first part + last initial, the initials, and, as a
 * last resort, a unique prefix of three letters or more of the first part. An alias shared by two
 * participants resolves to nobody: a wrong owner is worse than none.
 */
final class ParticipantDirectory {

    private static final Set<String> TITLES = Set.of("mr", "mrs", "ms", "dr", "prof", "sir", "madam");

    private final List<String> participants;
    private final Map<String, Set<String>> byAlias = new HashMap<>();
    private final Map<String, Set<String>> byInitials = new HashMap<>();
    private final Map<String, String> firstParts = new HashMap<>();

    ParticipantDirectory(List<String> participants) {
        this.participants = List.copyOf(participants);
        for (String email : this.participants) {
            int at = email.indexOf('@');
            String local = (at > 0 ? email.substring(0, at) : email).toLowerCase(Locale.ROOT);
            String[] parts = local.split("[._+\\-]+");
            add(byAlias, normalize(local), email);
            StringBuilder initials = new StringBuilder();
            for (String part : parts) {
                String p = normalize(part);
                if (p.length() >= 2) {
                    add(byAlias, p, email);
                }
                if (!p.isEmpty()) {
                    initials.append(p.charAt(0));
                }
            }
            if (parts.length >= 2) {
                String first = normalize(parts[0]);
                String last = normalize(parts[parts.length - 1]);
                if (!first.isEmpty() && !last.isEmpty()) {
                    add(byAlias, first.charAt(0) + last, email);
                    add(byAlias, first + last.charAt(0), email);
                }
                if (initials.length() >= 2) {
                    add(byInitials, initials.toString(), email);
                }
            }
            firstParts.put(email, normalize(parts[0]));
        }
    }

    /** The participants in the caller's order. */
    List<String> participants() {
        return participants;
    }

    /**
     * The participant a speaker label, nick or name refers to, or {@code null}. Multi-word names are
     * tried whole, then word by word (all words that resolve must agree).
     */
    String resolve(String name) {
        if (name == null || name.isBlank() || name.length() > 60) {
            return null;
        }
        String trimmed = name.strip();
        if (isInitials(trimmed)) {
            String hit = unique(byInitials.get(trimmed.toLowerCase(Locale.ROOT)));
            if (hit != null) {
                return hit;
            }
        }
        String whole = normalize(trimmed);
        String hit = unique(byAlias.get(whole));
        if (hit != null) {
            return hit;
        }
        String agreed = null;
        for (String word : trimmed.split("[\\s,]+")) {
            String w = normalize(word);
            if (w.length() < 2 || TITLES.contains(w)) {
                continue;
            }
            String one = resolveWord(w);
            if (one == null) {
                continue;
            }
            if (agreed != null && !agreed.equals(one)) {
                return null;
            }
            agreed = one;
        }
        return agreed != null ? agreed : resolvePrefix(whole);
    }

    /** One word of running text that names a participant (first name, last name, nick), or {@code null}. */
    String resolveWord(String word) {
        String w = normalize(word);
        if (w.length() < 2) {
            return null;
        }
        return unique(byAlias.get(w));
    }

    /** Upper-case initials used as a speaker label ("KM", "DR"). */
    String resolveInitials(String token) {
        return isInitials(token) ? unique(byInitials.get(token.toLowerCase(Locale.ROOT))) : null;
    }

    /** The first participant who is not {@code owner} (decisions.md section 7), or {@code null}. */
    String firstOtherThan(String owner) {
        for (String p : participants) {
            if (!p.equals(owner)) {
                return p;
            }
        }
        return null;
    }

    private String resolvePrefix(String normalized) {
        if (normalized.length() < 3) {
            return null;
        }
        String found = null;
        for (Map.Entry<String, String> e : firstParts.entrySet()) {
            if (e.getValue().startsWith(normalized)) {
                if (found != null) {
                    return null;
                }
                found = e.getKey();
            }
        }
        return found;
    }

    private static boolean isInitials(String s) {
        if (s.length() < 2 || s.length() > 4) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < 'A' || s.charAt(i) > 'Z') {
                return false;
            }
        }
        return true;
    }

    private static String unique(Set<String> emails) {
        return emails != null && emails.size() == 1 ? emails.iterator().next() : null;
    }

    private static void add(Map<String, Set<String>> map, String alias, String email) {
        if (!alias.isEmpty()) {
            map.computeIfAbsent(alias, k -> new LinkedHashSet<>()).add(email);
        }
    }

    /** Lower case, accents removed, letters and digits only ("O'Connor" → "oconnor", "ada_l" → "adal"). */
    static String normalize(String s) {
        String decomposed = Normalizer.normalize(s, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.isLetterOrDigit(c) && c < 0x300 || Character.isLetterOrDigit(c) && c > 0x36F) {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }
}
