package io.attest.domain.deal;

import io.attest.plugin.api.deal.NormalizedAddress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.io.StringReader;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One test (or table) per normalisation rule of AddressNormalizer and decisions.md section 5. */
class AddressNormalizerTest {

    private static final AddressNormalizer NORMALIZER = new AddressNormalizer(UspsTables.bundled());

    private static String normalize(String input) {
        return switch (NORMALIZER.parse(input)) {
            case AddressParse.Normalized normalized -> normalized.address().formatted();
            case AddressParse.Refused refused -> "REFUSE:" + refused.reason().wireName();
        };
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            9 south oak boulevard unit 3, dayton, ohio 45402 | 9 S OAK BLVD UNIT 3, DAYTON, OH 45402
            Unit 2B, 77 Harbor Rd., Tacoma WA 98402-1234      | 77 HARBOR RD UNIT 2B, TACOMA, WA 98402-1234
            1320 West 400 North, Provo, UT                    | 1320 W 400 N, PROVO, UT
            """)
    void theExamplesOfDecisionsMd(String input, String expected) {
        assertThat(normalize(input)).isEqualTo(expected);
    }

    @Nested
    class CleanUp {
        @Test
        void upperCaseSingleSpacesNoPeriods() {
            assertThat(normalize("  123   main st.  ,  boston ,  ma  02108 ")).isEqualTo("123 MAIN ST, BOSTON, MA 02108");
        }

        @Test
        void initialsJoinAndOtherPeriodsSeparateWords() {
            assertThat(normalize("5 N.W. 10th Ave, St.Louis, MO")).isEqualTo("5 NW 10TH AVE, ST LOUIS, MO");
        }

        @Test
        void accentsAndApostrophesAreRemoved() {
            assertThat(normalize("16 Cañon Road, Coeur d'Alene, ID")).isEqualTo("16 CANON RD, COEUR DALENE, ID");
        }

        @Test
        void fractionGlyphsBecomeFractions() {
            assertThat(normalize("14½ Elm St, Savannah, GA")).isEqualTo("14 1/2 ELM ST, SAVANNAH, GA");
        }

        @Test
        void lineBreaksAndSemicolonsSeparateParts() {
            assertThat(normalize("123 Main St\nApt 4; Boston\nMA 02108")).isEqualTo("123 MAIN ST APT 4, BOSTON, MA 02108");
        }
    }

    @Nested
    class HouseNumbers {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                101 1/2 Main St, Springfield, IL    | 101 1/2 MAIN ST, SPRINGFIELD, IL
                289-01 Montgomery Ave, Queens, NY   | 289-01 MONTGOMERY AVE, QUEENS, NY
                221B Baker St, Portland, ME         | 221B BAKER ST, PORTLAND, ME
                N123W45678 Main St, Colgate, WI     | N123W45678 MAIN ST, COLGATE, WI
                One Apple Park Way, Cupertino, CA   | 1 APPLE PARK WAY, CUPERTINO, CA
                """)
        void areKeptAsWrittenWithNumberWordsAsDigits(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }

        @Test
        void aMissingHouseNumberRefuses() {
            assertThat(normalize("Main Street, Springfield, IL 62701")).isEqualTo("REFUSE:no_house_number");
        }

        @Test
        void aNumberWithoutAStreetRefuses() {
            assertThat(normalize("123, Springfield, IL 62701")).isEqualTo("REFUSE:no_street_name");
        }
    }

    @Nested
    class Directionals {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                200 East Main Street, Columbus, OH             | 200 E MAIN ST, COLUMBUS, OH
                2 Elm Street Northwest, Washington, DC         | 2 ELM ST NW, WASHINGTON, DC
                500 South West Broadway, Portland, OR          | 500 SW BROADWAY, PORTLAND, OR
                500 Southwest Broadway, Portland, OR           | 500 SW BROADWAY, PORTLAND, OR
                100 North Street, Pittsfield, MA               | 100 NORTH ST, PITTSFIELD, MA
                12 West Street, Mystic, CT                     | 12 WEST ST, MYSTIC, CT
                100 N North Ave, Chicago, IL                   | 100 N NORTH AVE, CHICAGO, IL
                300 Boulevard East, Weehawken, NJ              | 300 BOULEVARD E, WEEHAWKEN, NJ
                """)
        void areAbbreviatedOnlyWhenAStreetNameRemains(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }
    }

    @Nested
    class Suffixes {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                4410 Oakwood Drive, Raleigh, NC               | 4410 OAKWOOD DR, RALEIGH, NC
                411 Maple Crossing, Fishers, IN               | 411 MAPLE XING, FISHERS, IN
                60 Hillcrest Heights, Asheville, NC           | 60 HILLCREST HTS, ASHEVILLE, NC
                14 Mdw Ct, Bend, OR                           | 14 MDW CT, BEND, OR
                25 Meadows Lane, Hanover, NH                  | 25 MEADOWS LN, HANOVER, NH
                456 Mount Vernon Place, Baltimore, MD         | 456 MOUNT VERNON PL, BALTIMORE, MD
                1 Court Street, Brooklyn, NY                  | 1 COURT ST, BROOKLYN, NY
                100 Avenue B, New York, NY                    | 100 AVENUE B, NEW YORK, NY
                2000 Avenue of the Stars, Los Angeles, CA     | 2000 AVENUE OF THE STARS, LOS ANGELES, CA
                1 Main Street Extension, Amherst, MA          | 1 MAIN STREET EXT, AMHERST, MA
                """)
        void areAbbreviatedOnlyInSuffixPosition(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }
    }

    @Nested
    class Units {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                123 Main St Apartment 4, Boston, MA           | 123 MAIN ST APT 4, BOSTON, MA
                Unit 2B, 77 Harbor Rd, Tacoma, WA             | 77 HARBOR RD UNIT 2B, TACOMA, WA
                123 Main St, Suite 200, Boston, MA            | 123 MAIN ST STE 200, BOSTON, MA
                3rd Floor, 123 Main St, Boston, MA            | 123 MAIN ST FL 3, BOSTON, MA
                123 Main St #4, Boston, MA                    | 123 MAIN ST # 4, BOSTON, MA
                227 Grand St Apt # 5, Jersey City, NJ         | 227 GRAND ST APT 5, JERSEY CITY, NJ
                227 Grand Street No. 5, Jersey City, NJ       | 227 GRAND ST # 5, JERSEY CITY, NJ
                7 Elm Street Rear, Salem, MA                  | 7 ELM ST REAR, SALEM, MA
                90 Hudson Street Penthouse, Hoboken, NJ       | 90 HUDSON ST PH, HOBOKEN, NJ
                9900 Belmont Ave Apt 12-C, Detroit, MI        | 9900 BELMONT AVE APT 12-C, DETROIT, MI
                3900 Ridge Rd Trailer 4, Cheyenne, WY         | 3900 RIDGE RD TRLR 4, CHEYENNE, WY
                101 Pier 39, San Francisco, CA                | 101 PIER 39, SAN FRANCISCO, CA
                15 Front St, Exeter, NH                       | 15 FRONT ST, EXETER, NH
                """)
        void useTheC2AbbreviationInAnyPositionAndHashWhenUnknown(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }
    }

    @Nested
    class CitiesWithoutCommas {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                123 Main St Springfield IL 62701              | 123 MAIN ST, SPRINGFIELD, IL 62701
                123 Main St Park City UT 84060                | 123 MAIN ST, PARK CITY, UT 84060
                100 Mill Creek Rd Ithaca NY 14850             | 100 MILL CREEK RD, ITHACA, NY 14850
                12 Mill Creek Road Lake Forest IL             | 12 MILL CREEK RD, LAKE FOREST, IL
                100 Broadway New York NY 10005                | 100 BROADWAY, NEW YORK, NY 10005
                123 Main St Apt 4 Springfield IL              | 123 MAIN ST APT 4, SPRINGFIELD, IL
                1320 W 400 N Provo UT                         | 1320 W 400 N, PROVO, UT
                27 Hwy 50 Lake Tahoe CA                       | 27 HWY 50, LAKE TAHOE, CA
                12 Church St South Burlington VT              | 12 CHURCH ST, SOUTH BURLINGTON, VT
                """)
        void splitTheStreetFromAMultiWordCity(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }

        @Test
        void cityNamesAreKeptAsWritten() {
            assertThat(normalize("1 Main St, St Louis, MO")).isEqualTo("1 MAIN ST, ST LOUIS, MO");
            assertThat(normalize("1 Main St, Saint Louis, MO")).isEqualTo("1 MAIN ST, SAINT LOUIS, MO");
        }

        @Test
        void aMissingCityRefuses() {
            assertThat(normalize("123 Main St, IL 62701")).isEqualTo("REFUSE:no_city");
        }
    }

    @Nested
    class StatesAndZips {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                1 Main St, Charleston, West Virginia      | 1 MAIN ST, CHARLESTON, WV
                1 Main St, Kansas City, Kansas            | 1 MAIN ST, KANSAS CITY, KS
                20 W 34th St, New York, New York 10001    | 20 W 34TH ST, NEW YORK, NY 10001
                1 Main St, Dallas, Tex. 75201             | 1 MAIN ST, DALLAS, TX 75201
                1 Main St, Wheeling, W. Va.               | 1 MAIN ST, WHEELING, WV
                1 Main St, Santa Fe, New Mexico           | 1 MAIN ST, SANTA FE, NM
                420 Calle Luna, San Juan, PR 00901        | 420 CALLE LUNA, SAN JUAN, PR 00901
                1 Hacker Way, Menlo Park, CA 940251456    | 1 HACKER WAY, MENLO PARK, CA 94025-1456
                1 Hacker Way, Menlo Park, CA 94025 1456   | 1 HACKER WAY, MENLO PARK, CA 94025-1456
                1 Main St, Austin, TX, 78701, USA         | 1 MAIN ST, AUSTIN, TX 78701
                1 Main St, Austin, TX                     | 1 MAIN ST, AUSTIN, TX
                """)
        void stateNamesCodesAndZipForms(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }

        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                123 Main St, Springfield, ZZ 62701     | REFUSE:unknown_state
                123 Main St, Springfield               | REFUSE:no_state
                123 Main St, Springfield, IL 6270      | REFUSE:malformed_zip
                123 Main St, Springfield, IL 62701-12  | REFUSE:malformed_zip
                123 Main St, Springfield, IL 00000     | REFUSE:malformed_zip
                """)
        void badStatesAndZipsRefuse(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }
    }

    @Nested
    class Refusals {
        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', textBlock = """
                P.O. Box 123, Springfield, IL 62701          | REFUSE:po_box
                Post Office Box 9, Bangor, ME                | REFUSE:po_box
                123 Main St, PO Box 7, Keene, NH             | REFUSE:po_box
                RR 2 Box 15, Mayberry, NC                    | REFUSE:rural_route
                General Delivery, Juneau, AK                 | REFUSE:general_delivery
                PSC 1234 Box 5678, APO AE 09012              | REFUSE:military
                USS Nimitz CVN 68, FPO AP 96620              | REFUSE:military
                123 Main St, Toronto, ON M5V 2T6             | REFUSE:non_us
                10 Downing St, London SW1A 2AA, UK           | REFUSE:non_us
                1 Koror Rd, Koror, PW 96940                  | REFUSE:non_us
                400 Queen Street, Ottawa, Ontario            | REFUSE:non_us
                123 Xkcdqz Blvd, Bgrwxtq, TX 75001           | REFUSE:unreadable
                北京市朝阳区建国路88号                         | REFUSE:unreadable
                """)
        void whatCannotBeARentableUsStreetAddress(String input, String expected) {
            assertThat(normalize(input)).isEqualTo(expected);
        }

        @Test
        void aBoxThatIsPartOfAStreetNameIsNotAPoBox() {
            assertThat(normalize("100 Box Elder Rd, Ogden, UT")).isEqualTo("100 BOX ELDER RD, OGDEN, UT");
        }

        @Test
        void emptyAndNullRefuseWithoutThrowing() {
            assertThat(normalize("")).isEqualTo("REFUSE:unreadable");
            assertThat(normalize("!!!")).isEqualTo("REFUSE:unreadable");
            assertThat(NORMALIZER.parse(null)).isInstanceOf(AddressParse.Refused.class);
        }

        @Test
        void aRefusalIsA404WithKindAddressAndTheReason() {
            assertThatThrownBy(() -> NORMALIZER.parse("PO Box 1, Austin, TX").orThrow())
                    .isInstanceOfSatisfying(AttestException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.RESOURCE_NOT_FOUND);
                        assertThat(e.detail()).containsEntry("kind", "address").containsEntry("reason", "po_box");
                    });
        }
    }

    @Test
    void neverThrowsWhateverTheInput() {
        String[] words = {"1", "12", "123-4", "1/2", "N", "NORTH", "ST", "AVE", "APT", "#", "4B", "UNIT", "PO", "BOX", "RR",
                "IL", "NY", "NEW", "YORK", "12345", "12345-6789", "1234", ",", "CA", "MAIN", "PARK", "USA", "CANADA", "FL",
                "REAR", "NO", "3RD", "FLOOR", "-", ".", "'", "½", "é", "APO", "AE", "WEST", "VIRGINIA", ";", "\n", "00000", "ONE"};
        java.util.Random random = new java.util.Random(42);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder input = new StringBuilder();
            for (int j = random.nextInt(12); j > 0; j--) {
                input.append(words[random.nextInt(words.length)]).append(random.nextBoolean() ? " " : "");
            }
            assertThat(NORMALIZER.parse(input.toString())).as(input.toString()).isNotNull();
            char[] noise = new char[random.nextInt(40)];
            for (int j = 0; j < noise.length; j++) {
                noise[j] = (char) random.nextInt(0x3000);
            }
            assertThat(NORMALIZER.parse(new String(noise))).isNotNull();
        }
    }

    @Test
    void theComponentsAreExposed() {
        NormalizedAddress address = NORMALIZER.parse("9 south oak boulevard unit 3, dayton, ohio 45402-1234").orThrow();
        assertThat(address.houseNumber()).isEqualTo("9");
        assertThat(address.predirectional()).isEqualTo("S");
        assertThat(address.streetName()).isEqualTo("OAK");
        assertThat(address.suffix()).isEqualTo("BLVD");
        assertThat(address.units()).containsExactly("UNIT 3");
        assertThat(address.city()).isEqualTo("DAYTON");
        assertThat(address.state()).isEqualTo("OH");
        assertThat(address.zip()).isEqualTo("45402-1234");
        assertThat(address.deliveryLine()).isEqualTo("9 S OAK BLVD UNIT 3");
    }

    @Test
    void tablesComeFromTheSourcePassedIn() {
        UspsTables tiny = UspsTables.parse(
                new StringReader("primary_suffix_name,variants,standard_abbreviation\nSTREET,ST|STR|STREET,ST\n"),
                new StringReader("designator,standard_abbreviation,requires_secondary_number\nAPARTMENT,APT,true\n"),
                new StringReader("name,code,kind\nOHIO,OH,state\n"),
                new StringReader("directional,abbreviation\nNORTH,N\n"));
        AddressNormalizer normalizer = new AddressNormalizer(tiny);
        assertThat(normalizer.parse("1 North Elm Street Apartment 2, Dayton, Ohio").orThrow().formatted())
                .isEqualTo("1 N ELM ST APT 2, DAYTON, OH");
        assertThat(normalizer.parse("1 Elm Avenue, Dayton, Ohio").orThrow().formatted())
                .isEqualTo("1 ELM AVENUE, DAYTON, OH");
    }

    @Test
    void theBundledTablesKeepAStandardAbbreviationThatIsAlsoAVariant() {
        UspsTables tables = UspsTables.bundled();
        assertThat(tables.suffix("MDW")).isEqualTo("MDW");
        assertThat(tables.suffix("MEADOWS")).isEqualTo("MDWS");
        assertThat(tables.suffix("AVENUE")).isEqualTo("AVE");
        assertThat(tables.unit("SUITE").abbreviation()).isEqualTo("STE");
        assertThat(tables.stateByName("DISTRICT OF COLUMBIA")).isEqualTo("DC");
        assertThat(tables.stateKind("AE")).isEqualTo(UspsTables.StateKind.MILITARY);
    }
}
