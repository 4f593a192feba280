package dev.ralphdesk.core.secret;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretScanTest {
    private final SecretScan shapes = SecretScan.shapes();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "key sk-proj-A1b2C3d4E5f6G7h8I9j0 here | key [redacted] here",
        "sk-ant-api03-abcdefghijklmnopqrstu | [redacted]",
        "token ghp_0123456789abcdefghijABCDEFGHIJ012345 | token [redacted]",
        "github_pat_11ABCDEFG0123456789_abcdefghijklmn | [redacted]",
        "id AKIAIOSFODNN7EXAMPLE ok | id [redacted] ok",
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY | aws_secret_access_key = [redacted]",
        "Authorization: Bearer eyJhbGciOi.payload.sig | Authorization: Bearer [redacted]",
        "https://alice:hunter2secret@example.com/repo.git | https://alice:[redacted]@example.com/repo.git",
        "\"apiKey\": \"plainValue123\" | \"apiKey\": \"[redacted]\"",
        "DB_PASSWORD=correct-horse-battery | DB_PASSWORD=[redacted]",
        "xoxb-1234567890-abcdefghij | [redacted]",
        "{\\\"apiKey\\\": \\\"plainValue123\\\"} | {\\\"apiKey\\\": \\\"[redacted]\\\"}",
    })
    void secretShapesAreBlanked(String text, String expected) {
        assertEquals(expected, shapes.redact(text));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "the task-force met at risk-management-framework",
        "\"inputTokens\": 12345678",
        "max_tokens: 4096",
        "see token.txt and the secret of success",
        "a plain sentence with no secrets",
    })
    void ordinaryTextIsLeftAlone(String text) {
        assertEquals(text, shapes.redact(text));
    }

    @Test
    void aPrivateKeyBlockIsBlankedWhole() {
        String text = "before\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"
                + "-----END OPENSSH PRIVATE KEY-----\nafter";
        assertEquals("before\n[redacted]\nafter", shapes.redact(text));
    }

    @Test
    void knownValuesAreBlankedWhateverTheirShape() {
        SecretScan scan = SecretScan.of(Map.of("MY_SERVICE_TOKEN", "opaque-value-42", "HOME", "/home/someone-long",
                "SHORT_KEY", "abc"), Optional.of("stored key 0987654321"));
        assertEquals("t=[redacted] k=[redacted] home /home/someone-long abc",
                scan.redact("t=opaque-value-42 k=stored key 0987654321 home /home/someone-long abc"));
    }

    @Test
    void redactingTwiceChangesNothing() {
        SecretScan scan = SecretScan.knowing(List.of("0123456789"));
        String once = scan.redact("password: hunter2hunter2 and 0123456789 and sk-abcdefghijklmnopqrstuv");
        assertFalse(once.contains("hunter2"), once);
        assertEquals(once, scan.redact(once));
    }

    @Test
    @Timeout(10)
    void longRunsOfWordCharactersCostLinearTime() {
        String text = "y".repeat(200_000) + " token" + "z".repeat(100_000) + "://" + "w".repeat(100_000);
        assertEquals(text, shapes.redact(text));
    }

    @Test
    void secretFieldNamesAreRecognised() {
        assertTrue(SecretScan.secretName("apiKey"));
        assertTrue(SecretScan.secretName("GITHUB_TOKEN"));
        assertTrue(SecretScan.secretName("password"));
        assertFalse(SecretScan.secretName("path"));
        assertFalse(SecretScan.secretName("content"));
    }
}
