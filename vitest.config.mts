import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  // tsconfig keeps JSX for Next ('preserve'); tests compile it themselves (server components, lib/tickets/pdf.tsx).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['lib/**/*.test.ts', 'sandbox/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['server-only'] } },
  },
});
