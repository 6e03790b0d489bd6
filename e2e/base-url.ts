// Where the browser tests reach the portal: E2E_BASE_URL for one that is already running,
// else the server playwright.config.ts starts on E2E_PORT.
export const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/** The same portal under the loopback address, as someone who typed 127.0.0.1 reaches it. */
export const loopbackIpBaseURL = baseURL.replace('//localhost', '//127.0.0.1');
