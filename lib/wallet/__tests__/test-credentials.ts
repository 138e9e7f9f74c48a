import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';

/**
 * Throwaway wallet credentials for the tests (issue 25), made with openssl at test time and never committed: a
 * WWDR-like certificate authority, a "Pass Type ID" signer certificate it issued with an encrypted key, and a
 * Google-style service-account key file. Returns the paths, in the tenants file's `appleWallet` / `googleWallet` shape.
 * Relative imports only: the Playwright config imports it too (the e2e server's venues get these credentials), and
 * its worker processes pass `reuse` to read the same files the server was started with.
 */
export interface WalletTestCredentials {
  dir: string;
  apple: { passTypeIdentifier: string; teamIdentifier: string; certificateFile: string; keyFile: string; keyPassphrase: string; wwdrFile: string };
  google: { issuerId: string; serviceAccountFile: string };
  brokenFile: string;
}

export function makeWalletTestCredentials(dir = mkdtempSync(path.join(tmpdir(), 'wallet-test-')), reuse = false): WalletTestCredentials {
  const f = (name: string) => path.join(dir, name);
  if (reuse && existsSync(f('service-account.json'))) return paths(f);
  mkdirSync(dir, { recursive: true });
  const ssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('wwdr.key'), '-out', f('wwdr.pem'), '-days', '2', '-subj', '/CN=Test WWDR CA/O=Storefront tests', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  ssl('req', '-newkey', 'rsa:2048', '-keyout', f('signer.key'), '-passout', 'pass:test-passphrase', '-out', f('signer.csr'), '-subj', '/UID=pass.example.storefront.test/CN=Pass Type ID: pass.example.storefront.test/OU=TESTTEAM01/O=Storefront tests');
  writeFileSync(f('signer.ext'), 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth,emailProtection\n');
  ssl('x509', '-req', '-in', f('signer.csr'), '-CA', f('wwdr.pem'), '-CAkey', f('wwdr.key'), '-CAcreateserial', '-out', f('signer.pem'), '-days', '2', '-extfile', f('signer.ext'));
  // A broken certificate for the fault tests: not PEM at all.
  writeFileSync(f('broken.pem'), 'not a certificate\n');

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    type: 'service_account',
    client_email: 'wallet-test@storefront-tests.iam.gserviceaccount.com',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  writeFileSync(f('service-account.json'), JSON.stringify(serviceAccount));
  return paths(f);
}

function paths(f: (name: string) => string): WalletTestCredentials {
  return {
    dir: path.dirname(f('x')),
    apple: {
      passTypeIdentifier: 'pass.example.storefront.test',
      teamIdentifier: 'TESTTEAM01',
      certificateFile: f('signer.pem'),
      keyFile: f('signer.key'),
      keyPassphrase: 'test-passphrase',
      wwdrFile: f('wwdr.pem'),
    },
    google: { issuerId: '3388000000012345678', serviceAccountFile: f('service-account.json') },
    brokenFile: f('broken.pem'),
  };
}
