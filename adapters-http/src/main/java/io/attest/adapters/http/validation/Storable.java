package io.attest.adapters.http.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Text PostgreSQL can store unchanged: no NUL, no unpaired surrogate ({@code io.attest.domain.shared.StorableText}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.TYPE_USE, ElementType.RECORD_COMPONENT})
@Constraint(validatedBy = {})
public @interface Storable {

    String message() default "must not contain NUL characters or unpaired surrogates";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
