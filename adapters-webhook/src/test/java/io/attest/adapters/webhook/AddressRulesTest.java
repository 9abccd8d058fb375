package io.attest.adapters.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.Cidr;
import java.net.InetAddress;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AddressRulesTest {

    private static final AddressRules NO_ALLOW_LIST = new AddressRules(List.of());

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "127.255.255.254", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.0.1",
            "169.254.169.254", "169.254.0.1", "100.64.0.1", "100.100.100.200", "100.127.255.255", "0.0.0.0", "0.1.2.3",
            "224.0.0.1", "239.255.255.250", "255.255.255.255", "240.0.0.1", "192.0.0.192", "198.18.0.1", "192.0.2.1",
            "::", "::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:a9fe:a9fe", "::127.0.0.1", "::10.1.2.3",
            "64:ff9b::7f00:1", "64:ff9b::a00:1", "64:ff9b:1::1", "2002:7f00:1::", "2002:a9fe:a9fe::1", "2001:0:4136:e378::1",
            "2001:db8::1", "fc00::1", "fd00:ec2::254", "fe80::1", "fe80::1%1", "fec0::1", "ff02::1", "100::1"})
    void internalAndSpecialAddressesAreRefused(String address) throws Exception {
        assertThat(NO_ALLOW_LIST.refusal(InetAddress.getByName(address))).as(address).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "193.0.2.1", "2606:4700:4700::1111",
            "2a00:1450:4001::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"})
    void publicAddressesPass(String address) throws Exception {
        assertThat(NO_ALLOW_LIST.refusal(InetAddress.getByName(address))).as(address).isEmpty();
    }

    @Test
    void theOperatorsAllowListOverridesTheRefusedRangesForItsNetworksOnly() throws Exception {
        AddressRules rules = new AddressRules(WebhookSettings.parseAllowList("127.0.0.1/32, 10.20.0.0/16 ,fd12::/16"));
        assertThat(rules.refusal(InetAddress.getByName("127.0.0.1"))).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("::ffff:127.0.0.1"))).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("10.20.3.4"))).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("fd12::1"))).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("127.0.0.2"))).isPresent();
        assertThat(rules.refusal(InetAddress.getByName("10.21.0.1"))).isPresent();
        assertThat(rules.refusal(InetAddress.getByName("169.254.169.254"))).isPresent();
        assertThat(rules.isAllowListed(InetAddress.getByName("8.8.8.8"), 443)).isFalse();
    }

    @Test
    void cidrsAreLiteralsOnly() {
        assertThat(Cidr.parse("10.0.0.0/8").contains(new byte[] {10, (byte) 255, 0, 1})).isTrue();
        assertThat(Cidr.parse("10.0.0.0/8").contains(new byte[] {11, 0, 0, 1})).isFalse();
        assertThat(Cidr.parse("100.64.0.0/10").contains(new byte[] {100, (byte) 127, 0, 1})).isTrue();
        assertThat(Cidr.parse("100.64.0.0/10").contains(new byte[] {100, (byte) 128, 0, 1})).isFalse();
        assertThatThrownBy(() -> Cidr.parse("example.com/24")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Cidr.parse("10.0.0.0/33")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Cidr.parse("10.0.0.0/x")).isInstanceOf(IllegalArgumentException.class);
        assertThat(WebhookSettings.parseAllowList(" ")).isEmpty();
    }

    @Test
    void anAllowListEntryMayNameThePortsItOpens() throws Exception {
        AddressRules rules = new AddressRules(WebhookSettings.parseAllowList(
                "10.0.0.0/8:8080-8089, 10.0.0.0/8:443, 127.0.0.1:9000, fd12::/16:8443, [fd34::1]:7000-7001, 192.168.0.0/16"));
        InetAddress private10 = InetAddress.getByName("10.1.2.3");
        assertThat(rules.refusal(private10, 8080)).isEmpty();
        assertThat(rules.refusal(private10, 8089)).isEmpty();
        assertThat(rules.refusal(private10, 443)).isEmpty();
        assertThat(rules.refusal(private10, 8090)).hasValue("port 8090 is not among the ports the operator allows for 10.1.2.3");
        assertThat(rules.refusal(private10, 5432)).isPresent();
        assertThat(rules.isAllowListed(private10, 22)).isFalse();
        assertThat(rules.refusal(InetAddress.getByName("::ffff:10.1.2.3"), 22)).isPresent();
        assertThat(rules.refusal(InetAddress.getByName("::ffff:10.1.2.3"), 8085)).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("127.0.0.1"), 9000)).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("127.0.0.1"), 9001)).isPresent();
        assertThat(rules.refusal(InetAddress.getByName("fd12::5"), 8443)).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("fd12::5"), 443)).isPresent();
        assertThat(rules.refusal(InetAddress.getByName("fd34::1"), 7001)).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("fd34::1"), 7002)).isPresent();
        // An entry without ports opens them all, as before ports existed.
        assertThat(rules.refusal(InetAddress.getByName("192.168.7.7"), 22)).isEmpty();
        // Ports limit what the allow-list opens; public addresses stay reachable on any port.
        assertThat(rules.refusal(InetAddress.getByName("8.8.8.8"), 22)).isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("10.1.2.3"))).as("some port is open").isEmpty();
        assertThat(rules.refusal(InetAddress.getByName("10.1.2.3"), 8090)).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.0/8:", "10.0.0.0/8:0", "10.0.0.0/8:65536", "10.0.0.0/8:90-80", "10.0.0.0/8:http",
            "10.0.0.0/8:80-", "[fd12::1", "[fd12::1]8443", "example.com:443"})
    void malformedPortsStopStartUp(String entry) {
        assertThatThrownBy(() -> WebhookSettings.parseAllowList(entry)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void entriesPrintAsTheyAreWritten() {
        assertThat(WebhookSettings.parseAllowList("10.0.0.0/8:8080-8089,[fd12::1]:443,fd12::/16,127.0.0.1:9000"))
                .extracting(AllowedRange::toString)
                .containsExactly("10.0.0.0/8:8080-8089", "[fd12::1]:443", "fd12::/16", "127.0.0.1:9000");
    }
}
