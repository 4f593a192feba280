package dev.ralphdesk.app.cli;

import dev.ralphdesk.core.cli.ReadsOnly;
import dev.ralphdesk.core.cli.Steers;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import picocli.CommandLine.ParseResult;

/**
 * How a command uses the data folder, as it declares: it only reads ({@link ReadsOnly}), steers the
 * owner's work ({@link Steers}), or works on the store (the rest: it takes the folder's lock).
 */
enum Access {
    READ,
    STEER,
    WRITE;

    /** The access of the command the parsed words name (the innermost sub-command). */
    static Access of(ParseResult parsed) {
        ParseResult leaf = parsed;
        while (leaf.hasSubcommand()) {
            leaf = leaf.subcommand();
        }
        Object command = leaf.commandSpec().userObject();
        AnnotatedElement declared = command instanceof Method method ? method : command.getClass();
        if (declared.isAnnotationPresent(ReadsOnly.class)) {
            return READ;
        }
        return declared.isAnnotationPresent(Steers.class) ? STEER : WRITE;
    }
}
