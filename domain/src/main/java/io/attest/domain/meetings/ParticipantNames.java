package io.attest.domain.meetings;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names a transcript may use for its participants, derived from their addresses: for
 * {@code ada.lovelace@example.com} the whole local part ({@code adalovelace}), each part of at least
 * three letters ({@code ada}, {@code lovelace}), first initial + last ({@code alovelace}) and first +
 * last initial ({@code adal}); speaker labels may also be initials ({@code AL}). An alias two
 * participants share, or one that is an ordinary English word ("will", "may"), names nobody: a wrong
 * owner is worse than none.
 */
public final class ParticipantNames {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Set<String> TITLES = Set.of("dr", "mr", "mrs", "ms", "mx", "prof", "sir");

    private final Map<String, String> aliases = new HashMap<>();
    private final Map<String, String> initials = new HashMap<>();

    public ParticipantNames(List<String> participants) {
        Map<String, Set<String>> owners = new HashMap<>();
        Map<String, Set<String>> initialOwners = new HashMap<>();
        for (String address : participants) {
            for (String alias : aliasesOf(address)) {
                owners.computeIfAbsent(alias, k -> new HashSet<>()).add(address);
            }
            String init = initialsOf(address);
            if (init != null) {
                initialOwners.computeIfAbsent(init, k -> new HashSet<>()).add(address);
            }
        }
        owners.forEach((alias, who) -> {
            if (who.size() == 1 && !ContentWords.STOP.contains(alias)) {
                aliases.put(alias, who.iterator().next());
            }
        });
        initialOwners.forEach((init, who) -> {
            if (who.size() == 1) {
                initials.put(init, who.iterator().next());
            }
        });
    }

    /** Every alias of one address (see the class comment), lower case. */
    public static Set<String> aliasesOf(String address) {
        Set<String> out = new LinkedHashSet<>();
        String local = address.substring(0, Math.max(0, address.indexOf('@'))).toLowerCase(Locale.ROOT);
        List<String> parts = parts(local);
        if (parts.isEmpty()) {
            return out;
        }
        String joined = String.join("", parts);
        if (joined.length() >= 3) {
            out.add(joined);
        }
        for (String part : parts) {
            if (part.length() >= 3) {
                out.add(part);
            }
        }
        if (parts.size() >= 2) {
            String first = parts.getFirst();
            String last = parts.getLast();
            out.add(first.charAt(0) + last);
            out.add(first + last.charAt(0));
        }
        return out;
    }

    private static String initialsOf(String address) {
        List<String> parts = parts(address.substring(0, Math.max(0, address.indexOf('@'))).toLowerCase(Locale.ROOT));
        if (parts.size() < 2) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        parts.forEach(p -> sb.append(p.charAt(0)));
        return sb.toString();
    }

    private static List<String> parts(String local) {
        String plain = local.contains("+") ? local.substring(0, local.indexOf('+')) : local;
        return java.util.Arrays.stream(plain.split("[._\\-]+"))
                .map(p -> p.replaceAll("[^\\p{L}]", ""))
                .filter(p -> !p.isEmpty())
                .toList();
    }

    /** Words to leave out when comparing content: every unambiguous alias. */
    public Set<String> words() {
        return Set.copyOf(aliases.keySet());
    }

    /** The participant a speaker label or IRC nick names ({@code Ada Lovelace}, {@code Dr. Ada}, {@code ada_l}, {@code AL}). */
    public Optional<String> resolveLabel(String label) {
        List<String> words = new java.util.ArrayList<>();
        Matcher m = WORD.matcher(label.toLowerCase(Locale.ROOT));
        while (m.find()) {
            if (!TITLES.contains(m.group())) {
                words.add(m.group());
            }
        }
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String joined = String.join("", words);
        if (aliases.containsKey(joined)) {
            return Optional.of(aliases.get(joined));
        }
        if (words.size() == 1 && label.strip().length() <= 4 && label.strip().equals(label.strip().toUpperCase(Locale.ROOT))
                && initials.containsKey(joined)) {
            return Optional.of(initials.get(joined));
        }
        if (words.size() >= 2 && aliases.containsKey(words.getFirst().charAt(0) + words.getLast())) {
            return Optional.of(aliases.get(words.getFirst().charAt(0) + words.getLast()));
        }
        return Optional.ofNullable(aliases.get(words.getFirst()));
    }

    /** Participants named in running text, in order of first mention (a word or two adjacent words). */
    public Set<String> mentionedIn(String text) {
        Set<String> out = new LinkedHashSet<>();
        List<String> words = new java.util.ArrayList<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            words.add(m.group());
        }
        for (int i = 0; i < words.size(); i++) {
            if (i + 1 < words.size() && aliases.containsKey(words.get(i) + words.get(i + 1))) {
                out.add(aliases.get(words.get(i) + words.get(i + 1)));
                i++;
            } else if (aliases.containsKey(words.get(i))) {
                out.add(aliases.get(words.get(i)));
            }
        }
        return out;
    }
}
