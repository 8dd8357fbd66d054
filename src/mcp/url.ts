/**
 * The rules about a server's URL that the CLI and the page share. Browser-safe and SDK-free,
 * so the page's Connect dialog checks an address with them before the SDK is loaded.
 */

/** `scheme://user:password@host…` → `scheme://***@host…`, wherever a URL appears in `text`. */
export const maskUserinfo = (text: string): string =>
  text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#]*@/gi, '$1***@');

/**
 * Why a server URL with a user name or password in it is refused, or undefined when it has
 * none. The credentials are masked in the reason. `instead` says where a token goes instead,
 * in the words of the caller (a --header flag, the dialog's Headers field).
 */
export const credentialsProblem = (url: URL, instead: string): string | undefined =>
  url.username === '' && url.password === ''
    ? undefined
    : `${maskUserinfo(url.href)} has a user name or password in it: credentials in a URL would show wherever the URL is named, so toollens refuses them; ${instead}`;
