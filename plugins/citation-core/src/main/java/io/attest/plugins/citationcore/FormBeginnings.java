package io.attest.plugins.citationcore;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of a form before its anchor, read back from the anchor, described by what decides
 * whether it can match at all: the words and token types, optional or not, glued or not; not the
 * slots it captures into. When the part of one form is the start of another's and finds no way to
 * match before an anchor, the other cannot match there either ({@link TemplateRecognizer} skips it).
 */
record FormBeginnings(List<Object> shapes) {

    private record WordsShape(List<String> texts, List<Boolean> caseSensitive, boolean optional, boolean spaceBefore) {
    }

    private record TokenShape(TokenType type, boolean optional, boolean spaceBefore) {
    }

    private record GroupShape(List<Object> elements, boolean spaceBefore) {
    }

    /** The anchor's own spacing first (it decides where the part ends), then the elements before it, nearest first. */
    static FormBeginnings before(CitationTemplate.Form form) {
        List<FormElement> elements = form.elements();
        List<Object> shapes = new ArrayList<>();
        shapes.add(elements.get(form.anchor()).spaceBefore());
        for (int k = form.anchor() - 1; k >= 0; k--) {
            shapes.add(shape(elements.get(k)));
        }
        return new FormBeginnings(List.copyOf(shapes));
    }

    /**
     * Whether this part is the start of {@code other}'s, so that no way of matching this one means
     * none for {@code other}. Not when this part is empty. Its farthest element has nothing before
     * it here, so the space before it does not count, except for a token: one glued to what
     * precedes it in {@code other} is read more loosely there than at the start of a form.
     */
    boolean isStartOf(FormBeginnings other) {
        int last = shapes.size() - 1;
        if (last < 1 || other.shapes.size() <= last || !other.shapes.subList(0, last).equals(shapes.subList(0, last))) {
            return false;
        }
        Object theirs = other.shapes.get(last);
        if (theirs instanceof TokenShape token && !token.spaceBefore()) {
            return false;
        }
        return withoutSpace(shapes.get(last)).equals(withoutSpace(theirs));
    }

    private static Object withoutSpace(Object shape) {
        return switch (shape) {
            case WordsShape words -> new WordsShape(words.texts(), words.caseSensitive(), words.optional(), false);
            case TokenShape token -> new TokenShape(token.type(), token.optional(), false);
            case GroupShape group -> new GroupShape(group.elements(), false);
            default -> shape;
        };
    }

    private static Object shape(FormElement element) {
        return switch (element) {
            case FormElement.Words words -> new WordsShape(
                    words.alternatives().stream().map(FormElement.Alternative::text).toList(),
                    words.alternatives().stream().map(FormElement.Alternative::caseSensitive).toList(),
                    words.optional(), words.spaceBefore());
            case FormElement.Token token -> new TokenShape(token.type(), token.optional(), token.spaceBefore());
            case FormElement.Group group -> new GroupShape(group.elements().stream().map(FormBeginnings::shape).toList(),
                    group.spaceBefore());
        };
    }
}
