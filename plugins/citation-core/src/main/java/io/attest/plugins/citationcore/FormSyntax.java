package io.attest.plugins.citationcore;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the form strings of citation templates. A form is a sequence of elements, separated by
 * spaces (whitespace in the text, see {@link FormElement}) or glued together:
 * <ul>
 *   <li>{@code {name}}: a token, a lookup, the jurisdiction ({@code {jur}}), a name list of the
 *       template or a shared word group ({@code {sec}}, {@code {art}}); {@code {name?}} is optional;</li>
 *   <li>{@code (a|b|c)}: one of these words (spaces inside are part of them); {@code (a|b)?} optional;</li>
 *   <li>{@code [ ... ]}: a part that may be left out as a whole;</li>
 *   <li>anything else up to a space or bracket: literal words ({@code Code}, {@code of}, {@code ,});
 *       a trailing {@code ?} makes them optional.</li>
 * </ul>
 */
final class FormSyntax {

    /** Turns a {@code {name}} into its element. */
    interface Resolver {
        FormElement resolve(String name, boolean optional, boolean spaceBefore);
    }

    private final String form;
    private final Resolver resolver;
    private int p;

    private FormSyntax(String form, Resolver resolver) {
        this.form = form;
        this.resolver = resolver;
    }

    static List<FormElement> parse(String form, Resolver resolver) {
        FormSyntax syntax = new FormSyntax(form, resolver);
        List<FormElement> elements = syntax.sequence(false);
        if (syntax.p != form.length()) {
            throw syntax.error("unexpected ']'");
        }
        if (elements.isEmpty()) {
            throw syntax.error("empty form");
        }
        return elements;
    }

    private List<FormElement> sequence(boolean inGroup) {
        List<FormElement> out = new ArrayList<>();
        boolean space = false;
        while (p < form.length()) {
            char c = form.charAt(p);
            if (c == ' ') {
                space = true;
                p++;
                continue;
            }
            if (c == ']') {
                if (!inGroup) {
                    throw error("unexpected ']'");
                }
                p++;
                return out;
            }
            out.add(element(space));
            space = false;
        }
        if (inGroup) {
            throw error("missing ']'");
        }
        return out;
    }

    private FormElement element(boolean spaceBefore) {
        char c = form.charAt(p);
        if (c == '[') {
            p++;
            List<FormElement> inner = sequence(true);
            if (inner.isEmpty()) {
                throw error("empty group");
            }
            return new FormElement.Group(List.copyOf(inner), spaceBefore);
        }
        if (c == '{') {
            int close = form.indexOf('}', p);
            if (close < 0) {
                throw error("missing '}'");
            }
            String name = form.substring(p + 1, close);
            p = close + 1;
            boolean optional = name.endsWith("?");
            return resolver.resolve(optional ? name.substring(0, name.length() - 1) : name, optional, spaceBefore);
        }
        if (c == '(') {
            int close = form.indexOf(')', p);
            if (close < 0) {
                throw error("missing ')'");
            }
            List<FormElement.Alternative> alternatives = new ArrayList<>();
            for (String word : form.substring(p + 1, close).split("\\|", -1)) {
                if (word.isEmpty()) {
                    throw error("empty alternative");
                }
                alternatives.add(FormElement.Alternative.of(word, -1));
            }
            p = close + 1;
            boolean optional = p < form.length() && form.charAt(p) == '?';
            if (optional) {
                p++;
            }
            return new FormElement.Words(List.copyOf(alternatives), -1, false, optional, spaceBefore);
        }
        int start = p;
        while (p < form.length() && " {([]".indexOf(form.charAt(p)) < 0) {
            p++;
        }
        String word = form.substring(start, p);
        boolean optional = word.length() > 1 && word.endsWith("?");
        if (optional) {
            word = word.substring(0, word.length() - 1);
        }
        return new FormElement.Words(List.of(FormElement.Alternative.of(word, -1)), -1, false, optional, spaceBefore);
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at " + p + " in form \"" + form + "\"");
    }
}
