package dev.ralphdesk.app.mcp.server;

import dev.ralphdesk.core.cancel.CancellationToken;
import dev.ralphdesk.core.cancel.CancelledException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import reactor.core.publisher.Mono;

/** Waits for an SDK call on the session's thread, giving up at a deadline, when cancelled or when the server dies. */
final class Waits {
    private Waits() {
    }

    /**
     * @param died completes when the server's process has exited
     * @throws CancelledException when the turn was cancelled (the call is disposed)
     * @throws ServerFailure when the call failed, timed out, or the server died meanwhile
     */
    static <T> T await(Mono<T> call, Duration timeout, CancellationToken cancel, CompletableFuture<?> died,
            String what) {
        CompletableFuture<T> result = call.toFuture();
        died.whenComplete((exit, e) -> result.completeExceptionally(new ServerFailure("the server stopped while "
                + what)));
        try (CancellationToken.Registration ignored = cancel.onCancel(() -> result.cancel(true))) {
            return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.CancellationException e) {
            throw new CancelledException();
        } catch (TimeoutException e) {
            result.cancel(true);
            throw new ServerFailure("no answer within " + timeout.toSeconds() + " s while " + what);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            result.cancel(true);
            throw new CancelledException();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ServerFailure failure) {
                throw failure;
            }
            throw new ServerFailure(what + " failed: " + message(cause));
        }
    }

    static String message(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }
}
