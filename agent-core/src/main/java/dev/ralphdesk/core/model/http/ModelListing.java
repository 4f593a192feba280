package dev.ralphdesk.core.model.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.cancel.CancelledException;
import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.json.Json;
import dev.ralphdesk.core.model.ModelErrorKind;
import dev.ralphdesk.core.model.ModelException;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * The models an endpoint offers: {@code GET …/models} (OpenAI-compatible servers, Ollama, vLLM) or
 * {@code GET /v1/models} (Anthropic), both answering {@code {"data": [{"id": …}, …]}}. One small real
 * request, so it also tests the connection: the URL, the key and the server. Cancellable.
 */
final class ModelListing {
    /** How much of an error answer's body is quoted. */
    private static final int QUOTED = 200;

    private ModelListing() {
    }

    static List<String> fetch(URI uri, Map<String, String> headers, Duration timeout, CancellationToken cancel)
            throws ModelException {
        OkHttpClient client = new OkHttpClient.Builder().connectTimeout(timeout).readTimeout(timeout)
                .callTimeout(timeout.multipliedBy(2)).build();
        Request.Builder request = new Request.Builder().url(uri.toString()).header("Accept", "application/json").get();
        headers.forEach(request::header);
        Call call = client.newCall(request.build());
        try (CancellationToken.Registration stop = cancel.onCancel(call::cancel);
                Response response = OkHttpCalls.execute(call)) {
            ResponseBody body = response.body();
            String text = body == null ? "" : body.string();
            if (!response.isSuccessful()) {
                throw new ModelException(kind(response.code()), "HTTP " + response.code() + " from " + uri + ": "
                        + (text.length() > QUOTED ? text.substring(0, QUOTED) + "…" : text).strip(), response.code(),
                        null);
            }
            return ids(text, uri);
        } catch (IOException e) {
            if (cancel.isCancelled()) {
                throw new CancelledException();
            }
            throw new ModelException(ModelErrorKind.NETWORK, "cannot reach " + uri + ": " + e.getMessage(), 0, e);
        } finally {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
        }
    }

    private static List<String> ids(String json, URI uri) throws ModelException {
        try {
            JsonNode data = Json.parse(json).path("data");
            if (!data.isArray()) {
                throw new ModelException(ModelErrorKind.BAD_REQUEST, uri + " answered without a \"data\" list of models");
            }
            List<String> ids = new ArrayList<>();
            data.forEach(model -> {
                if (model.path("id").isTextual()) {
                    ids.add(model.path("id").asText());
                }
            });
            ids.sort(String::compareTo);
            return ids;
        } catch (IOException e) {
            throw new ModelException(ModelErrorKind.BAD_REQUEST, uri + " answered with no JSON: " + e.getMessage());
        }
    }

    private static ModelErrorKind kind(int status) {
        if (status == 401 || status == 403) {
            return ModelErrorKind.AUTH;
        }
        return status >= 500 ? ModelErrorKind.SERVER : ModelErrorKind.BAD_REQUEST;
    }
}
