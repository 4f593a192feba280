package dev.ralphdesk.goal.service;

/** Stops a listener; closing twice does nothing. */
@FunctionalInterface
public interface Subscription extends AutoCloseable {

    @Override
    void close();
}
