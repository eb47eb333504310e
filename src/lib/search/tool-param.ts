/**
 * The query parameter a search result for a tool carries (`?tool=cairn/party-tracker#cairn-party`):
 * the page it opens on opens that tool, ready to use (src/scripts/search/open-tool.ts). Its own
 * module, so the page script can look for it without loading anything of search.
 */
export const TOOL_PARAM = 'tool';
