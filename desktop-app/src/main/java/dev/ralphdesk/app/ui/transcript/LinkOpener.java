package dev.ralphdesk.app.ui.transcript;

import dev.ralphdesk.core.log.JulLogger;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executor;

/**
 * Opens a link clicked in the transcript with the desktop's browser ({@code xdg-open URL}), in the
 * background. Only web and mail links are opened: a model's text could name a {@code file:} path or
 * anything else the desktop would run, so those are refused.
 */
public final class LinkOpener {
    public static final List<String> XDG_OPEN = List.of("xdg-open");
    private static final Set<String> SCHEMES = Set.of("http", "https", "mailto");
    private static final System.Logger LOG = JulLogger.of(LinkOpener.class);
    private final List<String> command;
    private final Executor background;

    /** @param command the opener, given the link as its last argument */
    public LinkOpener(List<String> command, Executor background) {
        this.command = List.copyOf(command);
        this.background = background;
    }

    /** Whether {@code link} is one this opener opens: an absolute http, https or mailto URI. */
    public static boolean opens(String link) {
        try {
            URI uri = new URI(link.strip());
            return uri.getScheme() != null && SCHEMES.contains(uri.getScheme().toLowerCase(Locale.ROOT));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** Opens {@code link} in the background; returns false (and opens nothing) for a link it refuses. */
    public boolean open(String link) {
        if (!opens(link)) {
            LOG.log(System.Logger.Level.INFO, "not opened (only http, https and mailto links are): " + link);
            return false;
        }
        List<String> words = new ArrayList<>(command);
        words.add(link.strip());
        background.execute(() -> {
            try {
                new ProcessBuilder(words).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .start();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.INFO, "cannot open the link with " + command.get(0) + ": " + e.getMessage());
            }
        });
        return true;
    }
}
