package dev.ralphdesk.core.model.http;

import java.io.IOException;
import okhttp3.MediaType;
import okhttp3.RequestBody;
import okio.BufferedSink;

/**
 * A request's JSON body that says when it has been handed to the connection, whole: what is meant to use
 * the model's time starts then ({@link dev.ralphdesk.core.model.ModelStreamListener#onSending}), not
 * while the request is still being written. A turn starts the next command's sandbox then; started before
 * the request was out, that process start competed with the request's own sending for the two cores
 * (the body flushed ~1 ms later at load 5, a sandboxed step's request reached the model ~2.5 ms later).
 */
final class SentBody extends RequestBody {
    private static final MediaType JSON = MediaType.get("application/json");
    private final byte[] json;
    private final Runnable sent;

    /** @param sent run after the body's last byte was flushed to the connection (on the sending thread) */
    SentBody(byte[] json, Runnable sent) {
        this.json = json;
        this.sent = sent;
    }

    @Override
    public MediaType contentType() {
        return JSON;
    }

    @Override
    public long contentLength() {
        return json.length;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
        sink.write(json);
        sink.flush();
        sent.run();
    }
}
