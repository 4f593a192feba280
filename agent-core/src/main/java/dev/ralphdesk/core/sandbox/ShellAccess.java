package dev.ralphdesk.core.sandbox;

/**
 * What a sandboxed command may write besides the workspace's ordinary files: nothing more
 * ({@code STANDARD}, the workspace's {@code .git} and {@code .ralph-desk} stay read-only), or those
 * protected folders too ({@code PROTECTED_WRITABLE}, only after an approval that names them).
 */
public enum ShellAccess {
    STANDARD,
    PROTECTED_WRITABLE
}
