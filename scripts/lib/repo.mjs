import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, whichever folder a script is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A number from the environment, or the default when the variable is unset. */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);
