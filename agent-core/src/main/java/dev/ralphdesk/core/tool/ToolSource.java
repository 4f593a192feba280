package dev.ralphdesk.core.tool;

import java.util.List;

/**
 * Tools that are only known at run time (an MCP server's): asked for the tools to offer at the start of
 * every turn, on the session's thread. It may wait for what it needs (a server starting), giving up
 * when the turn is cancelled; a source that cannot offer its tools offers fewer and says why itself.
 */
@FunctionalInterface
public interface ToolSource {

    List<Tool> tools(ToolScope scope);
}
