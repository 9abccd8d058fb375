package io.attest.adapters.http.error;

import io.attest.adapters.http.json.JsonShapes;
import io.attest.adapters.http.json.JsonTypeMismatch;
import io.micronaut.core.naming.NameUtils;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.exceptions.SerdeException;
import io.micronaut.serde.exceptions.path.CollectionItemReferencePath;
import io.micronaut.serde.exceptions.path.MapItemReferencePath;
import io.micronaut.serde.exceptions.path.PropertyReferencePath;
import io.micronaut.serde.exceptions.path.ReferencePath;
import io.micronaut.web.router.exceptions.UnsatisfiedBodyRouteException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a failure to bind a JSON body to a typed request record into the field and message of a 400.
 * Serde records where it was ({@link SerdeException#getPath()}, innermost first, Java property names);
 * request records use snake_case JSON names, so the path is rebuilt with them ({@code window.from},
 * {@code participants[1]}). Nothing of the framework's own message reaches the client.
 */
final class RequestBodyErrors {

    /** The 400's field (null for the body as a whole) and message. */
    record BodyError(String field, String message) {
    }

    private RequestBodyErrors() {
    }

    /** The body error in {@code failure}'s causes, if binding a typed body is what failed. */
    static Optional<BodyError> of(Throwable failure) {
        return of(failure, null);
    }

    /** The same, knowing the type the whole body binds to (null: a JSON object). */
    static Optional<BodyError> of(Throwable failure, Argument<?> body) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UnsatisfiedBodyRouteException) {
                return Optional.of(new BodyError(null, "a JSON request body is required"));
            }
            if (t instanceof SerdeException serde) {
                return Optional.of(fromSerde(serde, body));
            }
            if (t instanceof io.micronaut.json.JsonSyntaxException || t instanceof com.fasterxml.jackson.core.JsonProcessingException) {
                return Optional.of(new BodyError(null, "the request body is not valid JSON"));
            }
        }
        return Optional.empty();
    }

    private static BodyError fromSerde(SerdeException e, Argument<?> body) {
        String path = path(e.getPath());
        JsonTypeMismatch mismatch = e instanceof JsonTypeMismatch m ? m : null;
        if (mismatch != null) {
            path = path + mismatch.suffix();
        }
        String expected = mismatch != null ? mismatch.expected() : expected(e.getPath(), body);
        if (path.isEmpty()) {
            return new BodyError(null, "the request body must be " + expected);
        }
        return new BodyError(path, path + " must be " + expected);
    }

    /** What the innermost place of the failure expects, from the type it binds to; a JSON object at the top. */
    private static String expected(List<ReferencePath> innermostFirst, Argument<?> body) {
        if (innermostFirst.isEmpty()) {
            return body == null ? "a JSON object" : JsonShapes.expected(body);
        }
        return switch (innermostFirst.getFirst()) {
            case PropertyReferencePath property -> JsonShapes.expected(property.property());
            case CollectionItemReferencePath item -> JsonShapes.expected(
                    item.collectionArgument().getFirstTypeVariable().orElse(Argument.OBJECT_ARGUMENT));
            default -> "of another JSON type";
        };
    }

    /** {@code [Inner["fromAt"], Outer["window"]]} → {@code window.from_at}. */
    static String path(List<ReferencePath> innermostFirst) {
        List<ReferencePath> outermostFirst = new ArrayList<>(innermostFirst);
        java.util.Collections.reverse(outermostFirst);
        StringBuilder path = new StringBuilder();
        for (ReferencePath step : outermostFirst) {
            switch (step) {
                case PropertyReferencePath property -> {
                    if (!path.isEmpty()) {
                        path.append('.');
                    }
                    path.append(jsonName(property.property().getName()));
                }
                case CollectionItemReferencePath item -> path.append('[').append(item.index()).append(']');
                case MapItemReferencePath entry -> path.append('.').append(entry.toString());
                default -> {
                }
            }
        }
        return path.toString();
    }

    /** Request records name their JSON fields with the snake_case of their components. */
    static String jsonName(String javaName) {
        return NameUtils.underscoreSeparate(javaName).toLowerCase(java.util.Locale.ROOT);
    }
}
