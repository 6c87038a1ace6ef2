import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * One published module's part of the release bundle, run by the root POM's {@code release} profile
 * in each published module at {@code verify} (docs/contributing.md, "Building a release").
 *
 * <p>Copies the module's POM (as deployed: the file itself, as the build does not flatten it), its
 * jar, {@code -sources} and {@code -javadoc} jars and their {@code .asc} signatures when there are
 * any, to {@code BUNDLE/GROUP/ARTIFACT/VERSION/} (the Maven repository layout that Maven Central's
 * bundle upload takes), writes a {@code .md5} and a {@code .sha1} beside each file but the
 * signatures, then zips the whole {@code BUNDLE} folder to {@code BUNDLE.zip}. It first deletes
 * the module's folder (every version), so that a run leaves no file of an earlier one; the last
 * module of the build leaves the zip whole.
 *
 * <p>Arguments: bundle folder, groupId, artifactId, version, POM file, build directory, final
 * name, gpg.skip.
 */
public final class ReleaseBundle {

    public static void main(String[] args) throws IOException, NoSuchAlgorithmException {
        if (args.length != 8) {
            throw new IllegalArgumentException("expected 8 arguments (bundle folder, groupId, artifactId, version, "
                    + "POM file, build directory, final name, gpg.skip), got " + args.length);
        }
        Path bundle = Path.of(args[0]);
        String groupId = args[1];
        String artifactId = args[2];
        String version = args[3];
        Path pom = Path.of(args[4]);
        Path buildDirectory = Path.of(args[5]);
        String finalName = args[6];
        boolean signed = !Boolean.parseBoolean(args[7]);

        if (!Files.isRegularFile(pom)) {
            throw new IllegalArgumentException(artifactId + ": the POM " + pom + " is not a file");
        }
        Path artifactFolder = bundle.resolve(groupId.replace('.', '/')).resolve(artifactId);
        deleteRecursively(artifactFolder);
        Path folder = artifactFolder.resolve(version);
        Files.createDirectories(folder);

        String base = artifactId + "-" + version;
        List<Path> copied = new ArrayList<>();
        copied.add(Files.copy(pom, folder.resolve(base + ".pom")));
        for (String suffix : new String[] {".jar", "-sources.jar", "-javadoc.jar"}) {
            Path file = buildDirectory.resolve(finalName + suffix);
            if (Files.isRegularFile(file)) {
                copied.add(Files.copy(file, folder.resolve(base + suffix)));
            }
        }
        for (Path file : copied) {
            Files.writeString(folder.resolve(file.getFileName() + ".md5"), digest("MD5", file));
            Files.writeString(folder.resolve(file.getFileName() + ".sha1"), digest("SHA-1", file));
        }
        int signatures = 0;
        if (signed) {
            // maven-gpg-plugin writes the POM's signature to target/gpg/ and the jars' beside them.
            for (Path file : copied) {
                String name = file.getFileName().toString();
                String built = name.endsWith(".pom") ? finalName + ".pom" : name.replace(base, finalName);
                for (Path asc : List.of(buildDirectory.resolve(built + ".asc"),
                        buildDirectory.resolve("gpg").resolve(built + ".asc"))) {
                    if (Files.isRegularFile(asc)) {
                        Files.copy(asc, folder.resolve(name + ".asc"));
                        signatures++;
                        break;
                    }
                }
            }
            if (signatures != copied.size()) {
                throw new IllegalStateException(artifactId + ": signing was on, yet " + signatures + " of "
                        + copied.size() + " files have a .asc signature in " + buildDirectory);
            }
        }
        zip(bundle, Path.of(bundle + ".zip"));
        System.out.println("release bundle: " + artifactId + " " + version + ", " + copied.size()
                + " files with .md5 and .sha1, in " + folder);
        if (!signed) {
            System.out.println("release bundle: " + artifactId + " NOT SIGNED, as gpg.keyname is unset:"
                    + " Maven Central refuses a bundle without .asc files; sign with -Dgpg.keyname=KEY");
        }
        System.out.println("release bundle: " + bundle + ".zip");
    }

    private static String digest(String algorithm, Path file) throws IOException, NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    }

    /** Zips the folder's files, by their paths within it, in name order, with fixed times. */
    private static void zip(Path folder, Path zip) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        Path partial = Path.of(zip + ".part");
        try (OutputStream out = Files.newOutputStream(partial); ZipOutputStream zipped = new ZipOutputStream(out)) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(folder.relativize(file).toString().replace('\\', '/'));
                entry.setLastModifiedTime(FileTime.fromMillis(0));
                zipped.putNextEntry(entry);
                Files.copy(file, zipped);
                zipped.closeEntry();
            }
        }
        Files.move(partial, zip, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static void deleteRecursively(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
