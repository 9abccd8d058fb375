package io.attest.adapters.http.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A participant e-mail address as the meeting memory accepts it
 * ({@code io.attest.domain.meetings.ParticipantAddresses#isAddress}); null is left to {@code @NotNull}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.TYPE_USE, ElementType.RECORD_COMPONENT})
@Constraint(validatedBy = {})
public @interface EmailAddress {

    String message() default "must be an e-mail address of at most 254 characters";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
