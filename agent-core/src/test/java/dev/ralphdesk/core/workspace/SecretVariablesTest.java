package dev.ralphdesk.core.workspace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretVariablesTest {

    @Test
    void dropsKeysTokensAndSecretsInAnyCaseAndKeepsTheRest() {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("OPENAI_API_KEY", "sk-1");
        environment.put("github_token", "ghp");
        environment.put("Aws_Secret", "s");
        environment.put("HOME", "/home/me");
        environment.put("TOKEN_COUNT", "3");
        environment.put("SECRETS_DIR", "/x");

        assertEquals(Map.of("HOME", "/home/me", "TOKEN_COUNT", "3", "SECRETS_DIR", "/x"),
                SecretVariables.withoutSecrets(environment));
    }
}
