// What every HTML page served outside Next's own rendering declares: the portal's no-script sign-in page and
// the sandbox's pages (the investor's approval, the KRA's stand-ins). One spelling for both.
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
export const VIEWPORT = 'width=device-width, initial-scale=1';
