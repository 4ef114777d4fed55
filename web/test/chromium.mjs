// Debian's headless Chromium for every browser test and benchmark, launched one way. The flags are
// the ones that work on this kind of machine (../shared/notes/toolchain.md, "Browsers"): root needs
// --no-sandbox; the networking flags keep Chromium from flooding a closed network; Playwright gives
// each launch a fresh temporary profile.
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.FOOTWORK_CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless browser for pages (no extensions). */
export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/**
 * A persistent context with an unpacked extension loaded. `--headless=new` is Chromium's own
 * headless mode, which loads extensions (the old headless shell does not); Playwright's
 * `headless: false` keeps it from adding its own --headless flag.
 */
export function launchChromiumWithExtension(profileDir, extensionDir, options = {}) {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: false,
    ...options,
    args: [
      '--headless=new',
      `--load-extension=${extensionDir}`,
      `--disable-extensions-except=${extensionDir}`,
      ...CHROMIUM_ARGS,
    ],
  });
}
