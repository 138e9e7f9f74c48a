import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeWalletTestCredentials, type WalletTestCredentials } from './__tests__/test-credentials';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder } from '@/lib/orders/__fixtures__/orders';
import { buildApplePass, PASS_IMAGE_SIZES } from './apple-pass';
import { forgetWalletCredentials, loadAppleSigner } from './credentials';
import { passContent } from './pass-content';
import { venueIconPng } from './venue-icon';

vi.mock('server-only', () => ({}));

/**
 * Issue 25 item 2: an Apple Wallet pass per admission ticket, signed with the operator's certificate. The test
 * makes a throwaway WWDR-like CA and Pass Type ID certificate with openssl, builds a pass, unzips it, checks every
 * file against manifest.json's SHA-1 and verifies the detached PKCS #7 signature of manifest.json with
 * `openssl smime -verify` against that CA.
 */
const order = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
const theme = { primary: '#0b6e4f', secondary: '#111827', cta: '#f59e0b', accent: '#10b981', dark: '#111827', mode: 'light' as const };
const site = { name: { en: 'Oasis Sports Club', ar: 'نادي الواحة' }, theme };
let creds: WalletTestCredentials;

// openssl makes two RSA keys: slow on a busy machine.
beforeAll(() => {
  creds = makeWalletTestCredentials();
}, 120_000);

async function images() {
  return Object.fromEntries(await Promise.all(Object.entries(PASS_IMAGE_SIZES).map(async ([f, [w, h]]) => [f, await venueIconPng(site, w, h)] as const)));
}

function unzip(buf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
  writeFileSync(path.join(dir, 'ticket.pkpass'), buf);
  execFileSync('unzip', ['-q', 'ticket.pkpass', '-d', 'pass'], { cwd: dir });
  return path.join(dir, 'pass');
}

function filesUnder(dir: string, base = ''): string[] {
  return readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(dir, path.join(base, e.name)) : [path.join(base, e.name)]));
}

describe('Apple Wallet pass', { timeout: 60_000 }, () => {
  it('is a signed eventTicket whose manifest hashes every file and whose signature verifies with openssl smime', async () => {
    const signer = loadAppleSigner(creds.apple, 'test.localhost');
    expect(signer).not.toBeNull();
    const content = passContent(order, 0, theme)!;
    const dir = unzip(buildApplePass(content, signer!, await images()));

    const files = filesUnder(dir).sort();
    expect(files).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'icon@2x.png', 'logo.png', path.join('en.lproj', 'pass.strings'), path.join('ar.lproj', 'pass.strings')]));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    const hashed = files.filter((f) => f !== 'manifest.json' && f !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed);
    for (const f of hashed) expect(manifest[f], f).toBe(createHash('sha1').update(readFileSync(path.join(dir, f))).digest('hex'));

    const out = execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', path.join(dir, 'signature'), '-content', path.join(dir, 'manifest.json'), '-CAfile', creds.apple.wwdrFile, '-purpose', 'any', '-out', '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out).toBeDefined();
    // A changed manifest no longer verifies: the check can fail.
    writeFileSync(path.join(dir, 'manifest.json'), readFileSync(path.join(dir, 'manifest.json'), 'utf8').replace('}', ',"x":"0"}'));
    expect(() => execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', path.join(dir, 'signature'), '-content', path.join(dir, 'manifest.json'), '-CAfile', creds.apple.wwdrFile, '-purpose', 'any', '-out', '/dev/null'], { stdio: 'ignore' })).toThrow();
  });

  it('carries the venue colours, the ticket facts and the same QR code as the PDF, in English and Arabic', async () => {
    const signer = loadAppleSigner(creds.apple, 'test.localhost')!;
    const content = passContent(order, 1, theme)!;
    const dir = unzip(buildApplePass(content, signer, await images()));
    const pass = JSON.parse(readFileSync(path.join(dir, 'pass.json'), 'utf8'));
    expect(pass).toMatchObject({ formatVersion: 1, passTypeIdentifier: 'pass.example.storefront.test', teamIdentifier: 'TESTTEAM01', backgroundColor: 'rgb(11, 110, 79)', foregroundColor: 'rgb(255, 255, 255)' });
    const ticket = order.tickets[1]!;
    expect(pass.barcodes[0]).toMatchObject({ message: ticket.code, format: 'PKBarcodeFormatQR' });
    expect(pass.eventTicket.primaryFields[0].value).toBe(content.event.value.en);
    const keys = [...pass.eventTicket.secondaryFields, ...pass.eventTicket.auxiliaryFields].map((f: { key: string }) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['date', 'time', 'place']));
    const ar = readFileSync(path.join(dir, 'ar.lproj', 'pass.strings'), 'utf8');
    const en = readFileSync(path.join(dir, 'en.lproj', 'pass.strings'), 'utf8');
    expect(ar).toContain(`"${content.event.value.en}" = "${content.event.value.ar}";`);
    expect(ar).toContain(`"${content.date!.label.en}" = "${content.date!.label.ar}";`);
    expect(content.date!.label.ar).toMatch(/[\u0600-\u06FF]/);
    expect(en).toContain(`"${content.event.value.en}" = "${content.event.value.en}";`);
    const png = readFileSync(path.join(dir, 'icon@2x.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(58);
  });

  it('a missing, broken or mismatched certificate turns passes off with one log line, never a throw', () => {
    forgetWalletCredentials();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadAppleSigner({ ...creds.apple, certificateFile: creds.brokenFile }, 'broken.localhost')).toBeNull();
    expect(loadAppleSigner({ ...creds.apple, certificateFile: creds.brokenFile }, 'broken.localhost')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/^\[wallet\] Apple Wallet passes are off for broken\.localhost: the certificate .*broken\.pem is not a PEM certificate$/);
    expect(loadAppleSigner({ ...creds.apple, keyPassphrase: 'wrong' }, 'wrong-pass.localhost')).toBeNull();
    expect(String(log.mock.calls[1]![0])).toContain('cannot open the certificate key');
    expect(loadAppleSigner({ ...creds.apple, certificateFile: creds.apple.wwdrFile }, 'mismatch.localhost')).toBeNull();
    expect(String(log.mock.calls[2]![0])).toContain('does not belong to the certificate');
    expect(loadAppleSigner({ ...creds.apple, wwdrFile: path.join(creds.dir, 'absent.pem') }, 'absent.localhost')).toBeNull();
    expect(String(log.mock.calls[3]![0])).toContain('cannot read the WWDR certificate');
    log.mockRestore();
  });
});
