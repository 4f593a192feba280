package dev.ralphdesk.core.cli;

import dev.ralphdesk.core.harness.CliServices;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a command of the command line that steers work ({@code goal pause}, {@code ralph cancel}):
 * when another Ralph Desk owns the data folder it reads the folder without its lock and asks that owner
 * over the control socket ({@code CliServices.owner()}); when none does, it takes the folder and acts
 * on the store itself.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface Steers {
}
