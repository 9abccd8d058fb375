package io.attest.plugin.api.meetings;

/** The kinds of item extracted from a transcript (service-spec 2.4), with their wire names. */
public enum ItemKind {
    COMMITMENT("commitment"),
    DECISION("decision"),
    OPEN_QUESTION("open_question"),
    ACTION_ITEM("action_item");

    private final String wireName;

    ItemKind(String wireName) {
        this.wireName = wireName;
    }

    /** The name the API uses ({@code commitment}, {@code decision}, {@code open_question}, {@code action_item}). */
    public String wireName() {
        return wireName;
    }

    /** The kind for an API name, or {@code null} when the name is not one of the four. */
    public static ItemKind fromWireName(String name) {
        for (ItemKind kind : values()) {
            if (kind.wireName.equals(name)) {
                return kind;
            }
        }
        return null;
    }
}
