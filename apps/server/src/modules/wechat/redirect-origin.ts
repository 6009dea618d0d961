/**
 * Which origin the QR frame returns to. The frame's callback page (/sso) hands the code to the page around it
 * by postMessage, which only reaches a page of the same origin: a site opened as http://localhost:8080 while
 * PUBLIC_ORIGIN says http://127.0.0.1:8080 would wait at 登录中... forever. So qr-config takes the page's own
 * origin and uses it where the configuration allows: the configured origin itself, or, when that is a
 * loopback address, another loopback name for the same scheme and port (localhost, 127.0.0.1, [::1]). A
 * public host is never swapped: WeChat accepts only the registered callback domain.
 *
 * Usage: `callbackOrigin('http://127.0.0.1:8080/sso', 'http://localhost:8080')` → 'http://localhost:8080'.
 */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether `candidate` may stand for the configured origin of `configured` (same origin, or a loopback alias). */
export function isAllowedCallbackOrigin(configured: string, candidate: string | undefined): boolean {
  const base = parse(configured);
  const page = parse(candidate);
  if (!base || !page) return false;
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.origin === base.origin) return true;
  return (
    page.protocol === base.protocol &&
    page.port === base.port &&
    LOOPBACK_HOSTNAMES.has(base.hostname) &&
    LOOPBACK_HOSTNAMES.has(page.hostname)
  );
}

/** The origin the frame returns to: the page's origin where allowed, else the configured one. */
export function callbackOrigin(configuredRedirectUri: string, pageOrigin: string | undefined): string {
  const base = new URL(configuredRedirectUri);
  return isAllowedCallbackOrigin(configuredRedirectUri, pageOrigin)
    ? (parse(pageOrigin) as URL).origin
    : base.origin;
}
