/** MCP tool servers: their tools offered to the agent, each call an approved effect. */
package dev.ralphdesk.app.mcp;
