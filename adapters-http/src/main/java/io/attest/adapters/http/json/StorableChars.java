package io.attest.adapters.http.json;

import io.attest.domain.shared.StorableText;
import java.io.Writer;

/**
 * {@link StorableText#isStorable} over a string that arrives in pieces (Jackson's
 * {@code JsonParser.getText(Writer)} hands over its decoded segments): no NUL and no unpaired
 * surrogate, a pair possibly split between two pieces. Keeps nothing of the text.
 */
final class StorableChars extends Writer {

    private boolean storable = true;
    private boolean openHighSurrogate;

    /** Starts a new string. */
    void reset() {
        storable = true;
        openHighSurrogate = false;
    }

    /** Whether everything written so far, taken as one string, is storable. */
    boolean storable() {
        return storable && !openHighSurrogate;
    }

    /** Megabytes pass here: only a NUL, a surrogate or the char after a high surrogate leaves the tight loop. */
    @Override
    public void write(char[] chars, int offset, int length) {
        if (!storable) {
            return;
        }
        for (int i = offset, end = offset + length; i < end; i++) {
            char c = chars[i];
            if (openHighSurrogate || c == '\u0000' || Character.isSurrogate(c)) {
                accept(c);
                if (!storable) {
                    return;
                }
            }
        }
    }

    @Override
    public void write(int c) {
        if (storable) {
            accept((char) c);
        }
    }

    @Override
    public void write(String text, int offset, int length) {
        for (int i = offset, end = offset + length; i < end && storable; i++) {
            accept(text.charAt(i));
        }
    }

    private void accept(char c) {
        if (openHighSurrogate) {
            openHighSurrogate = false;
            if (!Character.isLowSurrogate(c)) {
                storable = false;
            }
        } else if (c == '\u0000' || Character.isLowSurrogate(c)) {
            storable = false;
        } else if (Character.isHighSurrogate(c)) {
            openHighSurrogate = true;
        }
    }

    @Override
    public void flush() {
        // nothing is kept
    }

    @Override
    public void close() {
        // nothing to release
    }
}
