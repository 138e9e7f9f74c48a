import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Finds a Java runtime for the W3C Nu HTML Checker (`vnu-jar`, e2e/html-valid.spec.ts): `java` on the PATH. Where
 * there is none and we are root it installs Debian's `default-jre-headless` (vnu-jar's own download script is
 * refused in package.json allowScripts: nothing but the package registries is reached). Returns whether Java runs.
 */
export function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

export function ensureJava() {
  if (hasJava()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.log('[java] not found and not root: the HTML validity e2e (vnu) will fail; install default-jre-headless');
    return false;
  }
  console.log('[java] not found; installing Debian default-jre-headless with apt-get');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (e) {
    console.log(`[java] install failed: ${e instanceof Error ? e.message : e}`);
  }
  return hasJava();
}
