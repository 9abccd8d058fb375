package io.attest.adapters.http.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** An RFC 3339 date-time with a zone ({@code io.attest.domain.shared.Rfc3339}); null is left to {@code @NotNull}. */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.TYPE_USE, ElementType.RECORD_COMPONENT})
@Constraint(validatedBy = {})
public @interface Rfc3339Time {

    String message() default "must be an RFC 3339 timestamp with a zone, e.g. 2026-01-05T08:00:00Z";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
