/**
 * How many tools the Claude API's regex tool search returns: "3–5 tools", the top of the
 * documented range (no exact count is documented). A light module, for the page to read.
 */
export const ANTHROPIC_REGEX_K = 5;
