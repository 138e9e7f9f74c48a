import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * poppler-utils for the PDF tests (issue 12 item 6: the test extracts the PDF's text and renders a page): installed
 * with apt when missing (root on the project's machines and CI), so a fresh machine runs the same tests.
 */
function has(cmd: string): boolean {
  return spawnSync(cmd, ['-v'], { stdio: 'ignore' }).status === 0;
}

export function ensurePoppler(): void {
  if (has('pdftotext') && has('pdftoppm')) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=240', 'install', '-y', '-qq', '--no-install-recommends', 'poppler-utils'], { env, stdio: 'inherit' }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=240', 'update', '-qq'], { env, stdio: 'inherit' });
    if (!install()) throw new Error('poppler-utils is needed for the PDF tests: apt-get install -y poppler-utils');
  }
}

const work = () => mkdtempSync(path.join(tmpdir(), 'pdf-test-'));

/** pdftotext wraps right-to-left runs in embedding marks; a reader sees neither them nor doubled spaces. */
export function readable(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');
}

/** The text's lines as a reader sees them (no marks, trimmed, no empty ones). */
export const readableLines = (text: string) => readable(text).split('\n').map((l) => l.trim()).filter(Boolean);

/** The PDF's text as pdftotext reads it (raw content order, which is logical order for react-pdf's output). */
export function pdfText(pdf: Buffer): string {
  const dir = work();
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Page 1 as a PNG file (for a look, and for the test to check it is not blank); returns the path. */
export function pdfPagePng(pdf: Buffer, name: string, outDir = work()): string {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const base = path.join(outDir, name);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, base]);
  readFileSync(`${base}.png`);
  return `${base}.png`;
}

export function pdfPageCount(pdf: Buffer): number {
  const dir = work();
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}
