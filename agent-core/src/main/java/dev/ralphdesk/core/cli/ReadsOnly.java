package dev.ralphdesk.core.cli;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a command of the command line (a picocli {@code @Command} method or class) that only reads
 * the sessions: it opens the data folder for reading, without its lock, so it works while the window
 * or a headless run owns the folder. Its services' store refuses every change.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface ReadsOnly {
}
