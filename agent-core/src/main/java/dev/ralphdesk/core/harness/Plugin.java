package dev.ralphdesk.core.harness;


/** A feature that installs itself through the seams of a {@link PluginContext}. */
public interface Plugin {

    String id();

    void install(PluginContext context);
}
