import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * Finds a Chromium for the tests (DESIGN §5): CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own.
 * Where none exists it installs one: Debian's package when root, else Playwright's download.
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('[chromium] not found; installing Debian chromium with apt-get');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const after = findChromium();
    if (after) return after;
  }
  console.log('[chromium] installing Playwright chromium');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return null; // Playwright then uses its own browser.
}
