import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.Security;
import java.util.Date;
import java.util.HexFormat;
import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.bcpg.PublicKeyPacket;
import org.bouncycastle.bcpg.SymmetricKeyAlgorithmTags;
import org.bouncycastle.bcpg.sig.KeyFlags;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.openpgp.PGPKeyPair;
import org.bouncycastle.openpgp.PGPKeyRingGenerator;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureSubpacketGenerator;
import org.bouncycastle.openpgp.operator.PGPDigestCalculator;
import org.bouncycastle.openpgp.operator.jcajce.JcaPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.jcajce.JcaPGPDigestCalculatorProviderBuilder;
import org.bouncycastle.openpgp.operator.jcajce.JcaPGPKeyPair;
import org.bouncycastle.openpgp.operator.jcajce.JcePBESecretKeyEncryptorBuilder;

/**
 * Writes a new OpenPGP signing key for one test run of the release build (never for a real
 * release): an RSA 2048 key protected by a random passphrase, as three files in the folder given
 * as the only argument: {@code secret.asc} (the armored secret key, for MAVEN_GPG_KEY),
 * {@code passphrase} (for MAVEN_GPG_PASSPHRASE) and {@code public.asc} (the armored public key,
 * for tools/check-bundle). Run by tools/throwaway-key with BouncyCastle on the class path.
 */
public final class ThrowawayKey {
  private ThrowawayKey() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      System.err.println("usage: ThrowawayKey FOLDER");
      System.exit(2);
    }
    Security.addProvider(new BouncyCastleProvider());
    Path folder = Path.of(args[0]);
    Files.createDirectories(folder);

    SecureRandom random = new SecureRandom();
    byte[] secret = new byte[24];
    random.nextBytes(secret);
    char[] passphrase = HexFormat.of().formatHex(secret).toCharArray();

    KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA", "BC");
    rsa.initialize(2048, random);
    PGPKeyPair pair =
        new JcaPGPKeyPair(
            PublicKeyPacket.VERSION_4, PGPPublicKey.RSA_GENERAL, rsa.generateKeyPair(), new Date());

    PGPSignatureSubpacketGenerator hashed = new PGPSignatureSubpacketGenerator();
    hashed.setKeyFlags(false, KeyFlags.SIGN_DATA | KeyFlags.CERTIFY_OTHER);
    hashed.setPreferredHashAlgorithms(
        false, new int[] {HashAlgorithmTags.SHA512, HashAlgorithmTags.SHA256});
    PGPDigestCalculator sha1 =
        new JcaPGPDigestCalculatorProviderBuilder().build().get(HashAlgorithmTags.SHA1);
    PGPKeyRingGenerator rings =
        new PGPKeyRingGenerator(
            PGPSignature.POSITIVE_CERTIFICATION,
            pair,
            "gridgames throwaway release key <throwaway@gridgames.invalid>",
            sha1,
            hashed.generate(),
            null,
            new JcaPGPContentSignerBuilder(pair.getPublicKey().getAlgorithm(), HashAlgorithmTags.SHA256)
                .setProvider("BC"),
            new JcePBESecretKeyEncryptorBuilder(SymmetricKeyAlgorithmTags.AES_256, sha1)
                .setProvider("BC")
                .build(passphrase));

    try (OutputStream out = armored(folder.resolve("secret.asc"))) {
      rings.generateSecretKeyRing().encode(out);
    }
    try (OutputStream out = armored(folder.resolve("public.asc"))) {
      rings.generatePublicKeyRing().encode(out);
    }
    Files.writeString(folder.resolve("passphrase"), new String(passphrase), StandardCharsets.US_ASCII);
    System.out.printf(
        "throwaway key %s in %s%n",
        HexFormat.of().withUpperCase().formatHex(pair.getPublicKey().getFingerprint()), folder);
  }

  private static OutputStream armored(Path file) throws IOException {
    return new ArmoredOutputStream(Files.newOutputStream(file));
  }
}
