package io.attest.adapters.http.validation;

import io.attest.domain.meetings.ParticipantAddresses;
import io.attest.domain.shared.Rfc3339;
import io.micronaut.context.annotation.Factory;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;

/** The validators of this package's constraints: each delegates to the domain rule it names. */
@Factory
public class RequestConstraints {

    @Singleton
    ConstraintValidator<Rfc3339Time, CharSequence> rfc3339Time() {
        return (value, annotation, context) -> value == null || Rfc3339.isValid(value.toString());
    }

    @Singleton
    ConstraintValidator<EmailAddress, CharSequence> emailAddress() {
        return (value, annotation, context) -> value == null || ParticipantAddresses.isAddress(value.toString());
    }
}
