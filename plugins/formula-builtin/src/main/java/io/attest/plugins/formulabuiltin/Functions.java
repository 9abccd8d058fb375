package io.attest.plugins.formulabuiltin;

import java.util.Set;

/** The three functions of the language and their argument counts. */
final class Functions {

    static final Set<String> NAMES = Set.of("min", "max", "round");

    private Functions() {
    }

    static boolean isFunction(String name) {
        return NAMES.contains(name);
    }

    /** Null when {@code name(…)} with that many arguments is valid, else why not. */
    static String check(String name, int arguments) {
        return switch (name) {
            case "min", "max" -> arguments >= 1 ? null
                    : name + "() takes one or more arguments, found none";
            case "round" -> arguments == 1 || arguments == 2 ? null
                    : "round takes 1 or 2 arguments, round(x) or round(x, digits), found " + arguments;
            default -> "unknown function '" + name + "'; the functions are min, max and round"
                    + (NAMES.contains(name.toLowerCase(java.util.Locale.ROOT)) ? " (names are case-sensitive: write "
                    + name.toLowerCase(java.util.Locale.ROOT) + ")" : "");
        };
    }
}
