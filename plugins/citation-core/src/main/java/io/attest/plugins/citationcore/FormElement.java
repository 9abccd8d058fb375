package io.attest.plugins.citationcore;

import java.util.List;

/**
 * One element of a citation template's form (see {@link FormSyntax}). {@code spaceBefore} is
 * whether the form puts a space before it: then the text may have whitespace there, and must
 * where two letters or digits meet; without it the element is glued to the one before.
 */
sealed interface FormElement {

    boolean spaceBefore();

    boolean optional();

    /**
     * Words, one of {@code alternatives}, matched loosely ({@link Literal}). {@code slot} is where the
     * chosen alternative's entry is captured (a lookup such as a state's code names), or -1;
     * {@code anchor} marks a template's own names, at which a search for the form may start.
     */
    record Words(List<Alternative> alternatives, int slot, boolean anchor, boolean optional, boolean spaceBefore, WordTrie trie,
            FirstCharacters firsts) implements FormElement {

        Words(List<Alternative> alternatives, int slot, boolean anchor, boolean optional, boolean spaceBefore) {
            this(alternatives, slot, anchor, optional, spaceBefore, WordTrie.of(alternatives), FirstCharacters.of(alternatives));
        }
    }

    /** A value of {@code type}, captured in {@code slot}. */
    record Token(String name, TokenType type, int slot, boolean optional, boolean spaceBefore) implements FormElement {
    }

    /** A bracketed part of the form that may be left out as a whole. */
    record Group(List<FormElement> elements, boolean spaceBefore) implements FormElement {
        @Override
        public boolean optional() {
            return true;
        }
    }

    /**
     * One way of writing words: {@code text} as in the template, {@code entry} the lookup entry it
     * stands for (or -1), {@code plural} when it introduces a list ({@code §§}, {@code Sections}).
     * {@code first} and {@code last} are its first and last characters other than periods and
     * spaces as {@link Literal#fold} compares them (0 when it has none, or when it starts with one),
     * {@code letters} how many such characters it has: a matcher skips the ways of writing that
     * cannot start or end at a place without reading them.
     */
    record Alternative(String text, int entry, boolean plural, boolean caseSensitive, char first, char last, int letters) {

        static Alternative of(String written, int entry) {
            boolean plural = written.endsWith("*") && written.length() > 1;
            String text = plural ? written.substring(0, written.length() - 1) : written;
            String squeezed = Literal.squeezed(text);
            char first = text.isEmpty() || text.charAt(0) == ' ' || text.charAt(0) == '.' ? 0 : Literal.fold(text.charAt(0));
            char last = squeezed.isEmpty() ? 0 : squeezed.charAt(squeezed.length() - 1);
            return new Alternative(text, entry, plural, Literal.caseSensitive(text), first, last, squeezed.length());
        }
    }
}
