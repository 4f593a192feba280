package dev.ralphdesk.core.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class VerifierPatternsTest {
    private final VerifierPatterns defaults = VerifierPatterns.defaults();

    @ParameterizedTest
    @ValueSource(strings = {"sh check.sh", "sh test.sh", "bash ./test-all.sh", "sh -e scripts/check_guide.sh",
        "./check.sh", "./scripts/verify.sh --fast", "scripts/test.sh", "sh check-guide.sh", "mvn test", "mvn -q verify",
        "./mvnw -pl core -am test -Dtest=FooTest", "mvn spotless:check", "gradle test", "./gradlew check", "npm test",
        "npm run test:unit", "npm t", "pnpm test", "yarn lint", "bun test", "npx jest", "npx --yes vitest run",
        "npx tsc --noEmit", "tsc -p .", "eslint src", "pytest", "pytest -x -q tests/", "python -m pytest",
        "python3 -m unittest discover", "python manage.py test", "uv run pytest", "poetry run mypy src", "ruff check .",
        "mypy src", "black --check .", "go test ./...", "go vet ./...", "cargo test", "cargo clippy -- -D warnings",
        "cargo fmt --all -- --check", "make", "make test", "make -j4 check", "make test-unit", "ctest --output-on-failure",
        "dotnet test", "bundle exec rspec", "shellcheck *.sh", "cd backend && npm test", "cd a; cd b; make check",
        "CI=1 npm test", "timeout 300 mvn -q test", "time pytest", "env CI=true pytest", "xvfb-run -a mvn verify",
        "mvn test 2>&1", "pytest > log.txt 2>&1", "pytest &> log.txt", "pytest -k 'a or b'", "pytest -k \"x|y\"",
        "echo start && sh test.sh", "mvn -q test\n", "pytest -k 'a#b'", "mvn -Dtest=Foo#bar test"})
    void verifierRunsCertify(String command) {
        assertTrue(defaults.matches(command), command);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ls", "ls -la", "cat test.sh", "echo mvn test", "echo sh check.sh", "true", "test -f x",
        "grep -q ok log.txt", "sh greet.sh Ada", "git status", "make clean", "npm install", "npm ci", "pip install -e .",
        "pytest | tail -20", "mvn test | tee log", "pytest || true", "sh check.sh || exit 0", "pytest; true",
        "pytest; exit 0", "sh test.sh && echo x > notes/d.txt", "pytest &", "(pytest)", "{ pytest; }",
        "pytest() { true; }; pytest", "function pytest { true; }; pytest", "echo ok # && pytest", "pytest # run",
        "cat <<X\npytest", "exit 0; pytest", "exit 0\npytest", "command exit 0; pytest", "trap 'exit 0' EXIT; pytest",
        "! pytest", "alias pytest=true; pytest", "eval pytest", "source env.sh; pytest", ". env.sh; pytest",
        "PATH=bin:$PATH pytest", "export PATH=bin:$PATH; pytest", "BASH_ENV=x.sh bash test.sh", "pytest $(echo x)",
        "pytest `echo x`", "echo \"$(pytest)\"", "pytest 'unterminated", "sh -c 'sh test.sh; exit 0'",
        "echo $'\\';pytest;\\''", "", "   ", "mvn", "cargo run", "go run .", "npm start", "python app.py",
        "./test.sh.bak", "sh test.py", "bash", "sh test.sh |& cat"})
    void otherCommandsNeverCertify(String command) {
        assertFalse(defaults.matches(command), command);
    }

    @Test
    void settingsAddPatternsToTheDefaults() {
        VerifierPatterns patterns = VerifierPatterns.withExtra(List.of("just\\s+ci\\b", "./run-e2e"));

        assertTrue(patterns.matches("just ci"));
        assertTrue(patterns.matches("cd web && ./run-e2e --headless"));
        assertTrue(patterns.matches("mvn test"), "the defaults still count");
        assertFalse(patterns.matches("just fmt"));
        assertFalse(defaults.matches("just ci"));
    }

    @Test
    void anInvalidPatternIsRefusedNamingIt() {
        IllegalArgumentException refusal = assertThrows(IllegalArgumentException.class,
                () -> VerifierPatterns.withExtra(List.of("mvn (test")));

        assertEquals("the verifier pattern 'mvn (test' is not a valid regular expression: Unclosed group",
                refusal.getMessage());
    }
}
