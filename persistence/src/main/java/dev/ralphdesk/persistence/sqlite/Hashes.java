package dev.ralphdesk.persistence.sqlite;

import dev.ralphdesk.core.digest.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Content hashes of blobs and checkpoints: SHA-256 of the UTF-8 bytes, lower-case hex (as the in-memory store),
 * by {@link Sha256}: no security provider is set up for it as a command exits.
 */
final class Hashes {

    private Hashes() {
    }

    static String sha256(String content) {
        return HexFormat.of().formatHex(Sha256.digest(content.getBytes(StandardCharsets.UTF_8)));
    }
}
