package dev.ralphdesk.core.model.http;

import dev.ralphdesk.core.cancel.CancelledException;
import java.io.IOException;
import okhttp3.Call;
import okhttp3.Response;

/**
 * Runs an OkHttp call on the calling thread. OkHttp is written in Kotlin, which declares no checked
 * exceptions: while it connects, the calling thread waits on an interruptible queue, and an interrupt
 * there (the executor's shutdown) comes out as an {@link InterruptedException} no Java signature
 * mentions. Here it becomes what every other wait of a turn makes of an interrupt: a cancel, with the
 * thread's interrupt kept.
 */
final class OkHttpCalls {
    private OkHttpCalls() {
    }

    static Response execute(Call call) throws IOException {
        try {
            return call.execute();
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            // javac sees no checked exception here but IOException: this is one thrown undeclared
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
                call.cancel();
                throw new CancelledException();
            }
            throw new IOException(e);
        }
    }
}
