package io.attest.adapters.webhook;

import java.io.IOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A receiver's certificate for one DNS name, made at test time so no private key is ever committed.
 * Signed with the JDK's own providers (BouncyCastle only builds the certificate), and nothing is
 * registered globally.
 */
record SelfSignedCertificate(X509Certificate certificate, PrivateKey key) {

    private static final char[] IN_MEMORY = "in-memory".toCharArray();

    /** An EC P-256 key and a certificate valid for an hour around now, for {@code dnsName} only. */
    static SelfSignedCertificate generate(String dnsName) throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair keys = generator.generateKeyPair();
        X500Name subject = new X500Name("CN=" + dnsName);
        Instant now = Instant.now();
        try {
            X509CertificateHolder holder = new JcaX509v3CertificateBuilder(subject, new BigInteger(64, new SecureRandom()),
                    Date.from(now.minus(Duration.ofHours(1))), Date.from(now.plus(Duration.ofHours(1))), subject,
                    keys.getPublic())
                    // The name a client checks is the subject alternative name, not the CN.
                    .addExtension(Extension.subjectAlternativeName, false,
                            new GeneralNames(new GeneralName(GeneralName.dNSName, dnsName)))
                    .addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.digitalSignature))
                    .addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth))
                    .build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate()));
            return new SelfSignedCertificate(new JcaX509CertificateConverter().getCertificate(holder), keys.getPrivate());
        } catch (OperatorCreationException | IOException e) {
            throw new GeneralSecurityException(e);
        }
    }

    /** The receiver's side: presents this certificate. */
    SSLContext serverContext() throws Exception {
        KeyStore store = emptyStore();
        store.setKeyEntry("receiver", key, IN_MEMORY, new Certificate[] {certificate});
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(store, IN_MEMORY);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keyManagers.getKeyManagers(), null, null);
        return context;
    }

    /** The client's side: trusts this certificate and nothing else (default trust manager, so names are checked). */
    SSLContext trustingContext() throws Exception {
        KeyStore store = emptyStore();
        store.setCertificateEntry("receiver", certificate);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(store);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trustManagers.getTrustManagers(), null);
        return context;
    }

    private static KeyStore emptyStore() throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        return store;
    }
}
