import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file and folder under the server's output whose path contains `needle` (the ISR cache lives there). */
export function filesContaining(needle: string): string[] {
  const root = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (p.includes(needle)) out.push(p);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(root);
  return out;
}
