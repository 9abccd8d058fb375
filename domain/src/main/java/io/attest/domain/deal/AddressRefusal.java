package io.attest.domain.deal;

/**
 * Why an input cannot be a rentable US street address (404 {@code detail.kind: "address"}, with
 * {@code detail.reason} set to {@link #wireName()}).
 */
public enum AddressRefusal {
    UNREADABLE("unreadable", "the address cannot be read as a US street address"),
    NO_HOUSE_NUMBER("no_house_number", "the address has no house number"),
    NO_STREET_NAME("no_street_name", "the address has no street name"),
    NO_CITY("no_city", "the address has no city"),
    NO_STATE("no_state", "the address has no US state"),
    UNKNOWN_STATE("unknown_state", "the state is not a US state or territory"),
    MALFORMED_ZIP("malformed_zip", "the ZIP code is not 5 digits or ZIP+4"),
    NON_US("non_us", "the address is not in the United States"),
    PO_BOX("po_box", "a PO Box is not a street address"),
    RURAL_ROUTE("rural_route", "a rural route or highway contract box is not a street address"),
    GENERAL_DELIVERY("general_delivery", "general delivery is not a street address"),
    MILITARY("military", "military mail (APO/FPO/DPO, AA/AE/AP) is not a rentable address");

    private final String wireName;
    private final String message;

    AddressRefusal(String wireName, String message) {
        this.wireName = wireName;
        this.message = message;
    }

    public String wireName() {
        return wireName;
    }

    public String message() {
        return message;
    }
}
