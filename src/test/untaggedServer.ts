/**
 * A pulled browser-automation MCP server, as `toollens pull` saves one: no tags, names that are
 * verbs alone (`click`) and verb_thing names (`take_screenshot`). Where the CLI and the app
 * parted: the app derived its capabilities and the CLI's stats and search did not.
 */
export const BROWSER_SERVER = {
  server: { name: 'browser_tools', version: '1.0.0' },
  tools: [
    ['click', 'Clicks on the provided element'],
    ['hover', 'Hover over the provided element'],
    ['fill_form', 'Fill out multiple form elements at once.'],
    ['take_screenshot', 'Take a screenshot of the page or element.'],
    ['take_snapshot', 'Take a text snapshot of the target page.'],
    ['list_pages', 'Get a list of pages open in the browser.'],
    ['new_page', 'Open a new tab and load a URL.'],
    ['close_page', 'Closes the page by its index.'],
    ['navigate_page', 'Go to a URL, or back, forward, or reload.'],
    ['get_console_message', 'Gets a console message by its ID.'],
    ['list_console_messages', 'List all console messages for the target page.'],
    ['wait_for', 'Wait for the specified text to appear on the selected page.'],
  ].map(([name, description]) => ({
    name,
    description,
    inputSchema: { type: 'object', properties: { uid: { type: 'string' } } },
  })),
};
