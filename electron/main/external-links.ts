/**
 * The links the app may hand to the system browser: the project's own, listed here, and nothing
 * else. A page that asks to open any other address (`https://user:pass@…` included) is denied
 * (issue 27 finding 11: any https URL used to be opened).
 */

/**
 * The project's own links, by address prefix. The app offers no external link today, so none is
 * opened; a link the app comes to offer is added here, exactly.
 */
export const PROJECT_LINKS: readonly string[] = [];

/** Whether `url` is one of the project's own links: https, no credentials, no port, under a listed prefix. */
export function isProjectLink(url: string, allowed: readonly string[] = PROJECT_LINKS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return false;
  const address = parsed.href;
  return allowed.some((prefix) => {
    const own = new URL(prefix);
    return own.origin === parsed.origin && (address === own.href || address.startsWith(own.href.endsWith('/') ? own.href : `${own.href}/`));
  });
}
