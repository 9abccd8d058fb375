package io.attest.domain.operations;

import java.util.Objects;

/** What an operation produces: {@code {kind, id}}, e.g. {@code {"voice_profile", "vp_…"}}. */
public record ResourceRef(String kind, String id) {

    public ResourceRef {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
    }
}
