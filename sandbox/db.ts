import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RawSeed, SandboxModule } from './module';

export type DB = Database.Database;

/** Open the sandbox database; (re)load the seed when it changed since the last load or SANDBOX_RESET=1. */
export function openDb(file: string, seed: RawSeed, seedText: string, modules: SandboxModule[]): DB {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const m of modules) m.migrate(db);
  const hash = createHash('sha256').update(seedText).digest('hex');
  const current = db.prepare('SELECT value FROM meta WHERE key = ?').get('seed_hash') as { value: string } | undefined;
  if (current?.value !== hash || process.env.SANDBOX_RESET === '1') {
    db.transaction(() => {
      for (const m of [...modules].reverse()) for (const t of m.tables) db.exec(`DELETE FROM ${t}`);
      for (const m of modules) m.load(db, seed);
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('seed_hash', hash);
    })();
  }
  return db;
}
