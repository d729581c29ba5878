import { type Browser, chromium, devices, type Page } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RouteBytes {
  path: string;
  /** The scripts' and stylesheets' bodies as they came (compressed): what the budgets count. */
  js: number;
  css: number;
  /** All bytes received for them, response headers included (CDP's encodedDataLength at loadingFinished). */
  jsWire: number;
  cssWire: number;
  jsFiles: number;
  cssFiles: number;
  /** The Content-Encoding of each script and stylesheet received (br, gzip or none). */
  encodings: string[];
}

interface Seen {
  type: string;
  encoding: string;
}

/** Chromium as a phone would open the app: Debian's build, a mobile viewport and user agent. */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

const encodingOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];

/**
 * Network idle alone is not enough: on a busy machine parsing the entry chunk can take longer than the
 * idle half second, after which the route's lazy chunks start. Done when 2 s pass without a new response.
 */
async function settled(page: Page, responses: () => number) {
  for (;;) {
    const before = responses();
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    if (responses() === before) return;
  }
}

/** `name=value; …` as the server's Set-Cookie left it, as cookies of the app's origin for a fresh context. */
export const cookiesFor = (origin: string, header: string) =>
  header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });

/**
 * Opens `path` in a fresh context (an empty cache, as on a first visit) and adds up what the Network
 * domain reports for each script and stylesheet: `encodedDataLength` at loadingFinished, the bytes that
 * came over the wire. Waits until the network is idle, so chunks the route loads lazily count too.
 */
export async function routeBytes(
  browser: Browser,
  origin: string,
  path: string,
  cookie?: string,
  /** The browser's language (Accept-Language and navigator.language): `bn-BD` opens the app in Bangla. */
  locale = 'en-US',
): Promise<RouteBytes> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale });
  if (cookie) await context.addCookies(cookiesFor(origin, cookie));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, Seen>();
  const totals: RouteBytes = {
    path,
    ...{ js: 0, css: 0, jsWire: 0, cssWire: 0, jsFiles: 0, cssFiles: 0 },
    encodings: [],
  };
  // Body bytes as received, before decoding: the sum of dataReceived's encodedDataLength.
  const body = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) =>
    body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.encodedDataLength),
  );
  // The raw headers (extra info) carry Content-Encoding even where the response's own copy leaves it out
  // (seen on the render-blocking stylesheet); the two events come in either order.
  const encodings = new Map<string, string>();
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const encoding = encodingOf(e.headers);
    if (encoding) encodings.set(e.requestId, encoding);
  });
  cdp.on('Network.responseReceived', (e) => {
    seen.set(e.requestId, { type: e.type, encoding: encodingOf(e.response.headers) ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = seen.get(e.requestId);
    const received = body.get(e.requestId) ?? 0;
    if (response?.type === 'Script') {
      totals.js += received;
      totals.jsWire += e.encodedDataLength;
      totals.jsFiles++;
    } else if (response?.type === 'Stylesheet') {
      totals.css += received;
      totals.cssWire += e.encodedDataLength;
      totals.cssFiles++;
    } else return;
    totals.encodings.push(response.encoding || encodings.get(e.requestId) || 'none');
  });
  await cdp.send('Network.enable');
  try {
    await page.goto(new URL(path, origin).toString(), { waitUntil: 'networkidle' });
    await settled(page, () => seen.size);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} went to ${landed}: not signed in, or the route moved`);
    return totals;
  } finally {
    await context.close();
  }
}
