import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// The machine has no internet at test time, so Playwright never downloads a browser:
// it drives the system Chromium (Debian's `chromium` package).
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, ...candidates].find(
    (path): path is string => Boolean(path) && existsSync(path as string),
  );
  if (!found) {
    throw new Error(
      'No Chromium found. Install it with `sudo apt-get install -y chromium` ' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
    );
  }
  return found;
}

// Needed when running as root in a container, and to keep Chromium off the network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
