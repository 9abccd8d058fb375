package io.attest.adapters.http.calculator;

import io.micronaut.core.type.Argument;
import io.micronaut.serde.Encoder;
import io.micronaut.serde.Serializer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Writes a {@link CalculatorViews.LeverView}: the lever's one impact figure always (also as
 * {@code null} when the moved value failed, which a NON_NULL rule would drop), the other never.
 */
@Singleton
final class LeverJson implements Serializer<CalculatorViews.LeverView> {

    @Override
    public void serialize(Encoder encoder, EncoderContext context, Argument<? extends CalculatorViews.LeverView> type,
                          CalculatorViews.LeverView lever) throws IOException {
        Encoder object = encoder.encodeObject(type);
        object.encodeKey("lever");
        object.encodeString(lever.lever());
        object.encodeKey("direction");
        object.encodeString(lever.direction());
        object.encodeKey("current");
        object.encodeBigDecimal(lever.current());
        object.encodeKey(lever.perPct() ? "impact_per_pct" : "impact_per_dollar");
        BigDecimal impact = lever.perPct() ? lever.impactPerPct() : lever.impactPerDollar();
        if (impact == null) {
            object.encodeNull();
        } else {
            object.encodeBigDecimal(impact);
        }
        if (lever.impactError() != null) {
            object.encodeKey("impact_error");
            object.encodeString(lever.impactError());
        }
        object.finishStructure();
    }
}
