package dev.ralphdesk.app.log;

import dev.ralphdesk.app.XdgFolder;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.secret.SecretScan;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.KeyFile;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * The secret scan of this process: the shapes of secrets, the values of environment variables whose
 * names look secret (the shell never gets them either) and the key stored in Settings. The log file
 * and exported sessions pass through it.
 */
public final class Secrets {
    private Secrets() {
    }

    public static SecretScan of(Map<String, String> env) {
        Optional<String> stored;
        try {
            stored = new KeyFile(ConfigLocation.resolve(env, XdgFolder.home(env)).keyFile()).read().map(ApiKey::reveal);
        } catch (IOException e) {
            stored = Optional.empty(); // no readable stored key: nothing of it to blank out
        }
        return SecretScan.of(env, stored);
    }
}
