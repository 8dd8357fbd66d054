/**
 * An HTTP header name: RFC 9110's token characters. The page's header box and the CLI's
 * `--header` both read "Name: value" with this rule, so a name one accepts the other does too.
 */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const isHeaderName = (name: string): boolean => HEADER_NAME.test(name);
