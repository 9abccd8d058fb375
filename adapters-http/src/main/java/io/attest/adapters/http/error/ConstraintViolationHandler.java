package io.attest.adapters.http.error;

import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.validation.exceptions.ConstraintExceptionHandler;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import java.lang.reflect.RecordComponent;
import java.util.Comparator;
import java.util.List;

/**
 * Bean Validation of a request record failed: 400 {@code invalid_request} naming the first offending
 * field as a JSON path ({@code participants[1]}, {@code lines[1].id}), in the order the record
 * declares its fields, so the same request always gets the same answer.
 */
@Produces
@Singleton
@Replaces(ConstraintExceptionHandler.class)
public class ConstraintViolationHandler implements ExceptionHandler<ConstraintViolationException, HttpResponse<ErrorEnvelope>> {

    // ExceptionHandler declares handle with a raw HttpRequest; HttpRequest<?> would not override it
    @SuppressWarnings("rawtypes")
    @Override
    public HttpResponse<ErrorEnvelope> handle(HttpRequest request, ConstraintViolationException exception) {
        ConstraintViolation<?> first = exception.getConstraintViolations().stream()
                .min(Comparator.comparingInt(ConstraintViolationHandler::declarationOrder)
                        .thenComparing(v -> jsonPath(v.getPropertyPath()))
                        .thenComparing(ConstraintViolation::getMessage))
                .orElse(null);
        if (first == null) {
            return HttpErrors.response(request, ErrorCode.INVALID_REQUEST, "the request is invalid", null, null);
        }
        String field = jsonPath(first.getPropertyPath());
        String message = field.isEmpty() ? first.getMessage() : field + " " + first.getMessage();
        return HttpErrors.response(request, ErrorCode.INVALID_REQUEST, message, field.isEmpty() ? null : field, null);
    }

    /**
     * Method and parameter nodes dropped, properties in snake_case, list positions as {@code [i]}. Bean
     * Validation puts an element's index on the node after the list (the element's property, or the
     * container element itself), so it is written before that node's name: {@code lines[1].id},
     * {@code participants[1]}, {@code [0].token} for a body that is a list.
     */
    static String jsonPath(Path path) {
        StringBuilder out = new StringBuilder();
        for (Path.Node node : path) {
            ElementKind kind = node.getKind();
            if (node.isInIterable() && node.getIndex() != null
                    && (kind == ElementKind.PROPERTY || kind == ElementKind.CONTAINER_ELEMENT || kind == ElementKind.BEAN)) {
                out.append('[').append(node.getIndex()).append(']');
            }
            if (kind == ElementKind.PROPERTY) {
                if (!out.isEmpty()) {
                    out.append('.');
                }
                out.append(RequestBodyErrors.jsonName(node.getName()));
            }
        }
        return out.toString();
    }

    /** The position of the violation's top-level field among the components of the record it belongs to. */
    private static int declarationOrder(ConstraintViolation<?> violation) {
        String top = null;
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.PROPERTY) {
                top = node.getName();
                break;
            }
        }
        Object[] arguments = violation.getExecutableParameters();
        if (top == null || arguments == null) {
            return Integer.MAX_VALUE;
        }
        for (Object argument : arguments) {
            if (argument != null && argument.getClass().isRecord()) {
                List<RecordComponent> components = List.of(argument.getClass().getRecordComponents());
                for (int i = 0; i < components.size(); i++) {
                    if (components.get(i).getName().equals(top)) {
                        return i;
                    }
                }
            }
        }
        return Integer.MAX_VALUE;
    }
}
