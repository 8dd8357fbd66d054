// The live link's worker entry: one MCP connection, off the page's thread (mcpLink.ts).
import { expose } from 'comlink';
import { createLinkHost } from './linkHost';

expose(createLinkHost());
