package dev.ralphdesk.app.log;

import dev.ralphdesk.app.XdgFolder;
import dev.ralphdesk.core.model.http.ApiKey;
import dev.ralphdesk.core.settings.ConfigLocation;
import dev.ralphdesk.core.settings.KeyFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The secrets this process knows, blanked out of every log line as a last guard (nothing logs them
 * on purpose): the values of environment variables whose names look secret (a key, token, secret,
 * password, personal access token or credential — the shell never gets them either) and the key
 * stored in Settings.
 */
record Secrets(List<String> values) {
    static final String BLANK = "[redacted]";
    /** Shorter values are left alone: blanking them would garble ordinary words. */
    static final int MIN_LENGTH = 8;
    private static final Pattern SECRET_NAME = Pattern.compile(
            "(?i)(^|_)(KEY|APIKEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PAT|CREDENTIALS?|AUTH)(_|$)");

    Secrets {
        values = List.copyOf(values);
    }

    static Secrets of(Map<String, String> env) {
        List<String> values = new ArrayList<>();
        env.forEach((name, value) -> {
            if (SECRET_NAME.matcher(name).find() && value != null && value.strip().length() >= MIN_LENGTH) {
                values.add(value.strip());
            }
        });
        try {
            Optional<ApiKey> stored = new KeyFile(ConfigLocation.resolve(env, XdgFolder.home(env)).keyFile()).read();
            stored.map(ApiKey::reveal).filter(key -> key.length() >= MIN_LENGTH).ifPresent(values::add);
        } catch (IOException e) {
            // no readable stored key: nothing of it to blank out
        }
        return new Secrets(values);
    }

    String redact(String text) {
        String result = text;
        for (String secret : values) {
            result = result.replace(secret, BLANK);
        }
        return result;
    }
}
