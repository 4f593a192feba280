package dev.ralphdesk.core.model.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.model.ModelErrorKind;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ErrorClassifierTest {
    private static final String KEY = "sk-secret-1234567890";
    private final ErrorClassifier classifier = new ErrorClassifier(HttpProviderConfig.of("OpenAI",
            URI.create("https://api.openai.com/v1"), "gpt-5-mini", ApiKey.of(KEY), "env OPENAI_API_KEY"),
            Clock.systemUTC());

    private static HttpHeaders headers(Map<String, List<String>> values) {
        return HttpHeaders.of(values, (a, b) -> true);
    }

    @ParameterizedTest(name = "{0} {1} -> {2}, retry {3}")
    @CsvSource(delimiter = '|', value = {
        "400|{\"error\":{\"message\":\"Invalid 'messages'\"}}|BAD_REQUEST|false",
        "400|{\"error\":{\"code\":\"context_length_exceeded\",\"message\":\"too long\"}}|CONTEXT_LENGTH|false",
        "400|{\"error\":\"the request exceeds the available context size\"}|CONTEXT_LENGTH|false",
        "401|{\"error\":{\"message\":\"bad key\"}}|AUTH|false",
        "402|{\"error\":{\"message\":\"Insufficient Balance\"}}|QUOTA|false",
        "403|{\"error\":{\"message\":\"forbidden\"}}|AUTH|false",
        "404|{\"error\":{\"message\":\"model not found\"}}|BAD_REQUEST|false",
        "408|timeout|TIMEOUT|true",
        "409|conflict|SERVER|true",
        "413|too large|CONTEXT_LENGTH|false",
        "422|{\"detail\":[{\"msg\":\"field required\"}]}|BAD_REQUEST|false",
        "429|{\"error\":{\"message\":\"Rate limit reached for requests per minute\"}}|RATE_LIMIT|true",
        "429|{\"error\":{\"type\":\"insufficient_quota\",\"message\":\"You exceeded your current quota\"}}|QUOTA|false",
        "429|{\"error\":{\"message\":\"Monthly spend limit reached\"}}|QUOTA|false",
        "500|oops|SERVER|true",
        "503|<html>unavailable</html>|SERVER|true",
        "529|{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\"}}|SERVER|true"})
    void classifiesStatusAndBody(int status, String body, ModelErrorKind kind, boolean retryable) {
        AttemptFailure failure = classifier.forStatus(status, headers(Map.of()), body);
        assertEquals(kind, failure.kind());
        assertEquals(retryable, failure.retryable());
        assertEquals(status, failure.httpStatus());
    }

    @Test
    void theShouldRetryHeaderWinsExceptOverAnExhaustedQuota() {
        assertTrue(classifier.forStatus(400, headers(Map.of("x-should-retry", List.of("true"))), "{}").retryable());
        assertFalse(classifier.forStatus(500, headers(Map.of("x-should-retry", List.of("false"))), "{}").retryable());
        assertFalse(classifier.forStatus(429, headers(Map.of("x-should-retry", List.of("true"))),
                "{\"error\":{\"code\":\"insufficient_quota\"}}").retryable());
    }

    @Test
    void theKeyIsScrubbedFromServerMessages() {
        AttemptFailure failure = classifier.forStatus(401, headers(Map.of()),
                "{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}");
        assertFalse(failure.getMessage().contains(KEY), failure.getMessage());
        assertTrue(failure.getMessage().contains("check the API key for OpenAI (env OPENAI_API_KEY)"));
    }

    @Test
    void timeoutsAndBrokenConnectionsAreRetryable() {
        AttemptFailure connect = classifier.forIo(new java.net.http.HttpConnectTimeoutException("timed out"));
        assertEquals(ModelErrorKind.TIMEOUT, connect.kind());
        assertTrue(connect.retryable() && connect.getMessage().startsWith("Could not connect to OpenAI"));
        AttemptFailure headers = classifier.forIo(new java.net.http.HttpTimeoutException("request timed out"));
        assertEquals(ModelErrorKind.TIMEOUT, headers.kind());
        AttemptFailure reset = classifier.forIo(new java.io.IOException("Connection reset"));
        assertEquals(ModelErrorKind.NETWORK, reset.kind());
        assertTrue(reset.retryable());
        assertEquals(ModelErrorKind.TIMEOUT, classifier.idleTimeout().kind());
    }

    @Test
    void aLongHtmlBodyIsShortenedToText() {
        String body = "<html><body><h1>502 Bad Gateway</h1>" + "x".repeat(2000) + "</body></html>";
        String message = classifier.forStatus(502, headers(Map.of()), body).getMessage();
        assertTrue(message.contains("502 Bad Gateway") && !message.contains("<h1>"), message);
        assertTrue(message.length() < 700, "length " + message.length());
    }
}
