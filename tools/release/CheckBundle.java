import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Security;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRingCollection;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureList;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.jcajce.JcaPGPObjectFactory;
import org.bouncycastle.openpgp.operator.jcajce.JcaKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.jcajce.JcaPGPContentVerifierBuilderProvider;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks an upload bundle of the Central Portal (a zip of a Maven repository layout) the way the
 * Portal validates one, and prints one line per problem found: every component folder
 * (GROUP/ARTIFACT/VERSION) has its pom, and, unless the pom's packaging is pom, its jar and
 * -sources and -javadoc jars (the Javadoc jar with an index.html, the sources jar with a .java
 * file); every file but the signatures and checksums has an .asc signature that verifies against
 * the given public key, and .md5 and .sha1 checksums (any .sha256 or .sha512, and any checksum of a
 * signature, must match too); every pom names its groupId, artifactId and version as its folder
 * does, with no SNAPSHOT and no unresolved ${...} in the version, and has a name and a
 * description of its own, and a url, licenses (name and url), developers and an scm url and
 * connection, of its own or inherited from a parent pom in the bundle. Optionally, the version of
 * every component, and the exact set of artifactIds, are given and checked.
 *
 * <p>Usage: CheckBundle BUNDLE.zip PUBLIC_KEY.asc [--version V] [--artifacts a,b,...]. Exit status
 * 0 when the bundle passes (one line of summary), 1 with the problems, 2 on a usage error. Run by
 * tools/check-bundle with BouncyCastle on the class path.
 */
public final class CheckBundle {
  private static final List<String> CHECKSUMS = List.of("md5", "sha1", "sha256", "sha512");
  private static final List<String> REQUIRED_CHECKSUMS = List.of("md5", "sha1");

  private final List<String> problems = new ArrayList<>();
  private final Map<String, byte[]> files = new TreeMap<>();
  private final Map<String, Element> poms = new TreeMap<>();
  private int signatures;

  private CheckBundle() {}

  public static void main(String[] args) throws Exception {
    Optional<String> version = Optional.empty();
    Optional<Set<String>> artifacts = Optional.empty();
    List<String> positional = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--version") && i + 1 < args.length) {
        version = Optional.of(args[++i]);
      } else if (args[i].equals("--artifacts") && i + 1 < args.length) {
        artifacts = Optional.of(new TreeSet<>(Arrays.asList(args[++i].split(","))));
      } else if (args[i].startsWith("--")) {
        usage("unknown option " + args[i]);
      } else {
        positional.add(args[i]);
      }
    }
    if (positional.size() != 2) {
      usage("expected BUNDLE.zip and PUBLIC_KEY.asc");
    }
    Security.addProvider(new BouncyCastleProvider());
    CheckBundle check = new CheckBundle();
    int components = check.run(Path.of(positional.get(0)), Path.of(positional.get(1)), version, artifacts);
    if (!check.problems.isEmpty()) {
      check.problems.forEach(problem -> System.err.println(positional.get(0) + ": " + problem));
      System.exit(1);
    }
    System.out.printf(
        "%s: %d components, %d files, %d signatures that verify, every checksum matching, every pom complete%n",
        positional.get(0), components, check.files.size(), check.signatures);
  }

  private static void usage(String why) {
    System.err.println(
        "CheckBundle: " + why + "\nusage: CheckBundle BUNDLE.zip PUBLIC_KEY.asc [--version V] [--artifacts a,b,...]");
    System.exit(2);
  }

  private int run(Path bundle, Path publicKey, Optional<String> version, Optional<Set<String>> artifacts)
      throws Exception {
    PGPPublicKeyRingCollection keys;
    try (InputStream in = PGPUtil.getDecoderStream(Files.newInputStream(publicKey))) {
      keys = new PGPPublicKeyRingCollection(in, new JcaKeyFingerprintCalculator());
    }
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(bundle))) {
      for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
        if (!entry.isDirectory()) {
          files.put(entry.getName(), zip.readAllBytes());
        }
      }
    }
    if (files.isEmpty()) {
      problems.add("the bundle holds no file");
      return 0;
    }

    // Component folders: GROUP/PATH/ARTIFACT/VERSION/FILE.
    Map<String, List<String>> components = new TreeMap<>();
    for (String name : files.keySet()) {
      String[] parts = name.split("/");
      if (parts.length < 4 || name.startsWith("/")) {
        problems.add(name + ": not in a GROUP/ARTIFACT/VERSION folder of the repository layout");
        continue;
      }
      String folder = name.substring(0, name.lastIndexOf('/'));
      components.computeIfAbsent(folder, f -> new ArrayList<>()).add(parts[parts.length - 1]);
    }
    for (Map.Entry<String, List<String>> component : components.entrySet()) {
      String[] parts = component.getKey().split("/");
      String group = String.join(".", Arrays.copyOf(parts, parts.length - 2));
      String artifact = parts[parts.length - 2];
      String componentVersion = parts[parts.length - 1];
      String base = component.getKey() + "/" + artifact + "-" + componentVersion;
      byte[] pom = files.get(base + ".pom");
      if (pom == null) {
        problems.add(component.getKey() + ": no pom (" + artifact + "-" + componentVersion + ".pom)");
        continue;
      }
      try {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        javax.xml.parsers.DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler() {
          @Override
          public void fatalError(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXException {
            throw e;
          }
        });
        Document document = builder.parse(new ByteArrayInputStream(pom));
        poms.put(group + ":" + artifact + ":" + componentVersion, document.getDocumentElement());
      } catch (Exception e) {
        problems.add(base + ".pom: not a readable pom (" + e.getMessage() + ")");
      }
    }
    Set<String> seenArtifacts = new TreeSet<>();
    for (Map.Entry<String, List<String>> component : components.entrySet()) {
      String[] parts = component.getKey().split("/");
      String group = String.join(".", Arrays.copyOf(parts, parts.length - 2));
      String artifact = parts[parts.length - 2];
      String componentVersion = parts[parts.length - 1];
      seenArtifacts.add(artifact);
      version
          .filter(v -> !v.equals(componentVersion))
          .ifPresent(v -> problems.add(component.getKey() + ": version " + componentVersion + ", not " + v));
      if (componentVersion.endsWith("-SNAPSHOT")) {
        problems.add(component.getKey() + ": a SNAPSHOT version, which Maven Central refuses");
      }
      Element pom = poms.get(group + ":" + artifact + ":" + componentVersion);
      if (pom != null) {
        checkPom(component.getKey() + "/" + artifact + "-" + componentVersion + ".pom", pom, group, artifact, componentVersion);
        String base = component.getKey() + "/" + artifact + "-" + componentVersion;
        if (!text(pom, "packaging").orElse("jar").equals("pom")) {
          requireJar(base + ".jar", ".class");
          requireJar(base + "-sources.jar", ".java");
          requireJar(base + "-javadoc.jar", "index.html");
        }
      }
      for (String file : component.getValue()) {
        if (!file.startsWith(artifact + "-" + componentVersion)) {
          problems.add(component.getKey() + "/" + file + ": not named " + artifact + "-" + componentVersion + "...");
        }
      }
    }
    artifacts.ifPresent(
        expected -> {
          Set<String> missing = new TreeSet<>(expected);
          missing.removeAll(seenArtifacts);
          missing.forEach(a -> problems.add(a + ": an artifact missing from the bundle"));
          Set<String> extra = new TreeSet<>(seenArtifacts);
          extra.removeAll(expected);
          extra.forEach(a -> problems.add(a + ": an artifact in the bundle that is not to be published"));
        });

    for (String name : new ArrayList<>(files.keySet())) {
      if (isChecksum(name)) {
        String target = name.substring(0, name.lastIndexOf('.'));
        if (!files.containsKey(target)) {
          problems.add(name + ": a checksum of no file in the bundle");
        }
        continue;
      }
      if (name.endsWith(".asc")) {
        String target = name.substring(0, name.length() - ".asc".length());
        if (!files.containsKey(target)) {
          problems.add(name + ": a signature of no file in the bundle");
        }
        checkChecksums(name, false);
        continue;
      }
      checkChecksums(name, true);
      byte[] signature = files.get(name + ".asc");
      if (signature == null) {
        problems.add(name + ": no signature (" + name + ".asc)");
      } else {
        verify(name, signature, keys);
        signatures++;
      }
    }
    return components.size();
  }

  private static boolean isChecksum(String name) {
    return CHECKSUMS.stream().anyMatch(algorithm -> name.endsWith("." + algorithm));
  }

  private void checkChecksums(String name, boolean required) throws NoSuchAlgorithmException {
    for (String algorithm : CHECKSUMS) {
      byte[] given = files.get(name + "." + algorithm);
      if (given == null) {
        if (required && REQUIRED_CHECKSUMS.contains(algorithm)) {
          problems.add(name + ": no " + algorithm + " checksum (" + name + "." + algorithm + ")");
        }
        continue;
      }
      String javaName = switch (algorithm) {
        case "md5" -> "MD5";
        case "sha1" -> "SHA-1";
        case "sha256" -> "SHA-256";
        default -> "SHA-512";
      };
      String actual = HexFormat.of().formatHex(MessageDigest.getInstance(javaName).digest(files.get(name)));
      String stated = new String(given, StandardCharsets.US_ASCII).trim().split("\\s+")[0].toLowerCase();
      if (!stated.equals(actual)) {
        problems.add(name + "." + algorithm + ": states " + stated + ", but the file's " + algorithm + " is " + actual);
      }
    }
  }

  private void verify(String name, byte[] armored, PGPPublicKeyRingCollection keys) {
    try (InputStream in = PGPUtil.getDecoderStream(new ByteArrayInputStream(armored))) {
      Object object = new JcaPGPObjectFactory(in).nextObject();
      if (!(object instanceof PGPSignatureList list) || list.isEmpty()) {
        problems.add(name + ".asc: not an OpenPGP signature");
        return;
      }
      PGPSignature signature = list.get(0);
      PGPPublicKey key = keys.getPublicKey(signature.getKeyID());
      if (key == null) {
        problems.add(String.format(
            "%s.asc: made by key %016X, which is not in the given public key", name, signature.getKeyID()));
        return;
      }
      signature.init(new JcaPGPContentVerifierBuilderProvider().setProvider("BC"), key);
      signature.update(files.get(name));
      if (!signature.verify()) {
        problems.add(name + ".asc: the signature does not verify against the given public key");
      }
    } catch (Exception e) {
      problems.add(name + ".asc: not a readable OpenPGP signature (" + e.getMessage() + ")");
    }
  }

  private void requireJar(String name, String suffix) {
    byte[] jar = files.get(name);
    if (jar == null) {
      problems.add(name + ": missing (every artifact but a pom needs its jar, -sources.jar and -javadoc.jar)");
      return;
    }
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(jar))) {
      for (ZipEntry entry; (entry = zip.getNextEntry()) != null; ) {
        if (entry.getName().endsWith(suffix)) {
          return;
        }
      }
      problems.add(name + ": holds no " + suffix + " file");
    } catch (IOException e) {
      problems.add(name + ": not a readable jar (" + e.getMessage() + ")");
    }
  }

  private void checkPom(String name, Element pom, String group, String artifact, String version) {
    Optional<Element> parent = child(pom, "parent");
    String declaredGroup = text(pom, "groupId").or(() -> parent.flatMap(p -> text(p, "groupId"))).orElse("");
    String declaredVersion = text(pom, "version").or(() -> parent.flatMap(p -> text(p, "version"))).orElse("");
    expect(name, "groupId", declaredGroup, group);
    expect(name, "artifactId", text(pom, "artifactId").orElse(""), artifact);
    expect(name, "version", declaredVersion, version);
    parent.flatMap(p -> text(p, "version"))
        .filter(v -> v.contains("${"))
        .ifPresent(v -> problems.add(name + ": the parent's version " + v + " is not resolved"));
    for (String field : List.of("name", "description")) {
      if (text(pom, field).isEmpty()) {
        problems.add(name + ": no <" + field + "> of its own");
      }
    }
    if (inherited(pom, p -> text(p, "url")).isEmpty()) {
      problems.add(name + ": no <url>");
    }
    if (inherited(pom, p -> complete(p, "licenses", "license", "name", "url")).isEmpty()) {
      problems.add(name + ": no <licenses> with a <license> naming its <name> and <url>");
    }
    if (inherited(pom, p -> complete(p, "developers", "developer", "name")).isEmpty()) {
      problems.add(name + ": no <developers> with a <developer> and its <name>");
    }
    Optional<Element> scm = inherited(pom, p -> child(p, "scm"));
    for (String field : List.of("url", "connection")) {
      if (scm.flatMap(s -> text(s, field)).isEmpty()) {
        problems.add(name + ": no <scm> <" + field + ">");
      }
    }
  }

  private void expect(String name, String field, String declared, String expected) {
    if (declared.contains("${")) {
      problems.add(name + ": the " + field + " " + declared + " is not resolved");
    } else if (!declared.equals(expected)) {
      problems.add(name + ": <" + field + "> is '" + declared + "', but the folder says '" + expected + "'");
    }
  }

  /** The value in the pom, or else in its parent pom found in the bundle, and so on up. */
  private <T> Optional<T> inherited(Element pom, java.util.function.Function<Element, Optional<T>> value) {
    Set<Element> seen = new LinkedHashSet<>();
    for (Element current = pom; current != null && seen.add(current); ) {
      Optional<T> found = value.apply(current);
      if (found.isPresent()) {
        return found;
      }
      current = child(current, "parent")
          .map(p -> poms.get(text(p, "groupId").orElse("") + ":" + text(p, "artifactId").orElse("") + ":"
              + text(p, "version").orElse("")))
          .orElse(null);
    }
    return Optional.empty();
  }

  private static Optional<Element> complete(Element pom, String list, String item, String... fields) {
    return child(pom, list).flatMap(l -> children(l, item).stream()
        .filter(e -> Arrays.stream(fields).allMatch(f -> text(e, f).isPresent()))
        .findFirst());
  }

  private static Optional<Element> child(Element parent, String name) {
    List<Element> all = children(parent, name);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(name)) {
        found.add(element);
      }
    }
    return found;
  }

  private static Optional<String> text(Element parent, String name) {
    return child(parent, name).map(e -> e.getTextContent().trim()).filter(s -> !s.isEmpty());
  }
}
