import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Seed } from './seed-schema';

export type DB = Database.Database;

/** Open the sandbox database and (re)load the seed when the seed changed since the last load. */
export function openDb(file: string, seed: Seed, seedText: string): DB {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS venues (token TEXT PRIMARY KEY, venue_id INTEGER NOT NULL, config TEXT NOT NULL, carousel TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS pages (venue_token TEXT NOT NULL, slug TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, slug));
    CREATE TABLE IF NOT EXISTS catalogue (venue_token TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, kind, id));
    CREATE TABLE IF NOT EXISTS health (domain TEXT PRIMARY KEY, data TEXT NOT NULL);
  `);
  const hash = createHash('sha256').update(seedText).digest('hex');
  const current = db.prepare('SELECT value FROM meta WHERE key = ?').get('seed_hash') as { value: string } | undefined;
  if (current?.value !== hash || process.env.SANDBOX_RESET === '1') loadSeed(db, seed, hash);
  return db;
}

function loadSeed(db: DB, seed: Seed, hash: string): void {
  const tx = db.transaction(() => {
    for (const t of ['venues', 'pages', 'catalogue', 'health']) db.exec(`DELETE FROM ${t}`);
    const insVenue = db.prepare('INSERT INTO venues (token, venue_id, config, carousel) VALUES (?, ?, ?, ?)');
    const insPage = db.prepare('INSERT INTO pages (venue_token, slug, data) VALUES (?, ?, ?)');
    const insItem = db.prepare('INSERT INTO catalogue (venue_token, kind, id, name, data) VALUES (?, ?, ?, ?, ?)');
    for (const v of seed.venues) {
      insVenue.run(v.token, v.config.venue_id, JSON.stringify(v.config), JSON.stringify(v.carousel));
      for (const p of v.pages) insPage.run(v.token, p.slug, JSON.stringify(p));
      for (const kind of ['events', 'trainers', 'academies'] as const) {
        for (const item of v[kind]) insItem.run(v.token, kind, String(item.id), String(item.name ?? ''), JSON.stringify(item));
      }
    }
    const insHealth = db.prepare('INSERT INTO health (domain, data) VALUES (?, ?)');
    for (const h of seed.health) insHealth.run(h.domain.toLowerCase(), JSON.stringify(h));
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('seed_hash', hash);
  });
  tx();
}
