package io.attest.adapters.http.json;

import io.micronaut.core.type.Argument;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.exceptions.SerdeException;
import io.micronaut.serde.exceptions.path.ReferencePath;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Strict deserializers for request records. Micronaut Serde coerces by default ({@code 12} and
 * {@code true} become strings, {@code "5"} and {@code 5.5} become the integer 5); the API promises a
 * 400 for a wrong JSON type. Put {@link Text}, {@link TextList}, {@link WholeNumber}, {@link Decimal},
 * {@link Flag} or {@link Items} on a record component; {@code null} stays "not given" and is left to
 * {@code @NotNull}.
 */
public final class StrictJson {

    private StrictJson() {
    }

    /** A JSON string, nothing else. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = TextDeserializer.class)
    public @interface Text {
    }

    /** A JSON array of strings (no nulls, numbers or objects inside). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = TextListDeserializer.class)
    public @interface TextList {
    }

    /** A JSON number without a fraction that fits an {@code int}. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = WholeNumberDeserializer.class)
    public @interface WholeNumber {
    }

    /** A finite JSON number, as a decimal (through a {@code double} for fractions: exact enough for money, not for the calculator). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = DecimalDeserializer.class)
    public @interface Decimal {
    }

    /** JSON {@code true} or {@code false}. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = FlagDeserializer.class)
    public @interface Flag {
    }

    /**
     * A JSON array of values of the list's element type (records, bound by Serde). Serde names a value that
     * is not an array as element {@code [0]}; this names the list itself.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @Serdeable.Deserializable(using = ItemsDeserializer.class)
    public @interface Items {
    }

    @Singleton
    public static final class TextDeserializer implements Deserializer<String> {

        @Override
        public String deserialize(Decoder decoder, DecoderContext context, Argument<? super String> type) throws IOException {
            return text(decoder.decodeNode(), "");
        }

        @Override
        public String deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super String> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }
    }

    @Singleton
    public static final class TextListDeserializer implements Deserializer<List<String>> {

        @Override
        public List<String> deserialize(Decoder decoder, DecoderContext context, Argument<? super List<String>> type)
                throws IOException {
            JsonNode node = decoder.decodeNode();
            if (!node.isArray()) {
                throw new JsonTypeMismatch("", "an array of strings");
            }
            List<String> values = new ArrayList<>(node.size());
            int index = 0;
            for (JsonNode element : node.values()) {
                values.add(text(element, "[" + index++ + "]"));
            }
            return values;
        }

        @Override
        public List<String> deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super List<String>> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }
    }

    @Singleton
    public static final class WholeNumberDeserializer implements Deserializer<Integer> {

        @Override
        public Integer deserialize(Decoder decoder, DecoderContext context, Argument<? super Integer> type) throws IOException {
            JsonNode node = decoder.decodeNode();
            if (!node.isNumber()) {
                throw new JsonTypeMismatch("", "an integer");
            }
            BigDecimal value = node.getBigDecimalValue();
            try {
                return value.intValueExact();
            } catch (ArithmeticException e) {
                throw new JsonTypeMismatch("", "an integer of at most 10 digits without a fraction");
            }
        }

        @Override
        public Integer deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super Integer> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }
    }

    @Singleton
    public static final class DecimalDeserializer implements Deserializer<BigDecimal> {

        @Override
        public BigDecimal deserialize(Decoder decoder, DecoderContext context, Argument<? super BigDecimal> type) throws IOException {
            JsonNode node = decoder.decodeNode();
            if (!node.isNumber()) {
                throw new JsonTypeMismatch("", "a number");
            }
            try {
                return node.getBigDecimalValue();
            } catch (NumberFormatException infinite) {
                throw new JsonTypeMismatch("", "a finite number");
            }
        }

        @Override
        public BigDecimal deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super BigDecimal> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }
    }

    @Singleton
    public static final class FlagDeserializer implements Deserializer<Boolean> {

        @Override
        public Boolean deserialize(Decoder decoder, DecoderContext context, Argument<? super Boolean> type) throws IOException {
            JsonNode node = decoder.decodeNode();
            if (!node.isBoolean()) {
                throw new JsonTypeMismatch("", "true or false");
            }
            return node.getBooleanValue();
        }

        @Override
        public Boolean deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super Boolean> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }
    }

    @Singleton
    public static final class ItemsDeserializer implements Deserializer<List<Object>> {

        @Override
        @SuppressWarnings("unchecked")
        public Deserializer<List<Object>> createSpecific(DecoderContext context, Argument<? super List<Object>> type)
                throws SerdeException {
            Argument<Object> element = (Argument<Object>) type.getFirstTypeVariable().orElse(Argument.OBJECT_ARGUMENT);
            Deserializer<Object> elements = (Deserializer<Object>) context.findDeserializer(element).createSpecific(context, element);
            return new Deserializer<>() {
                @Override
                public List<Object> deserialize(Decoder decoder, DecoderContext context, Argument<? super List<Object>> type)
                        throws IOException {
                    Decoder array;
                    try {
                        array = decoder.decodeArray();
                    } catch (SerdeException notAnArray) {
                        throw new JsonTypeMismatch("", "a JSON array");
                    }
                    List<Object> values = new ArrayList<>();
                    try {
                        while (array.hasNextArrayValue()) {
                            values.add(elements.deserializeNullable(array, context, element));
                        }
                        array.finishStructure();
                    } catch (SerdeException e) {
                        e.getPath().add(ReferencePath.ofCollection(ArrayList.class, type, values.size()));
                        throw e;
                    }
                    return values;
                }

                @Override
                public List<Object> deserializeNullable(Decoder decoder, DecoderContext context,
                                                        Argument<? super List<Object>> type) throws IOException {
                    return decoder.decodeNull() ? null : deserialize(decoder, context, type);
                }
            };
        }

        @Override
        public List<Object> deserialize(Decoder decoder, DecoderContext context, Argument<? super List<Object>> type) {
            throw new IllegalStateException("bound through createSpecific");
        }
    }

    /** The string value of {@code node}, or a mismatch at {@code suffix}. */
    public static String text(JsonNode node, String suffix) throws JsonTypeMismatch {
        if (!node.isString()) {
            throw new JsonTypeMismatch(suffix, "a string");
        }
        return node.getStringValue();
    }
}
