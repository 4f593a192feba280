package dev.ralphdesk.core.model.http;

import java.io.IOException;

/** Lines of a response body, without their terminators; null at the end. */
@FunctionalInterface
public interface LineSource {
    String readLine() throws IOException;
}
