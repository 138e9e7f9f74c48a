import 'server-only';
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Tenant } from '@/lib/tenant/tenants';
import { appleWalletFromEnv, googleWalletFromEnv, type AppleWalletConfig, type GoogleWalletConfig } from './config-schema';

/**
 * The venue's wallet credentials, read from the files its configuration names and checked before any button is
 * shown (issue 25 "Bad input and faults"): a missing, unreadable, expired or mismatched certificate or key turns
 * that wallet off for the venue with one clear server log line (once per change of the files), never a 500.
 * Read again when a file changes, so an operator renewing a certificate needs no restart.
 */
export interface AppleSigner {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificates: { signerCert: string; signerKey: string; signerKeyPassphrase?: string; wwdr: string };
}

export interface GoogleSigner {
  issuerId: string;
  clientEmail: string;
  privateKey: KeyObject;
}

type Loaded<T> = { stamp: string; value: T | null };
const apple = new Map<string, Loaded<AppleSigner>>();
const google = new Map<string, Loaded<GoogleSigner>>();

function stampOf(files: string[]): string {
  return files
    .map((f) => {
      try {
        const s = statSync(f);
        return `${f}:${s.size}:${s.mtimeMs}`;
      } catch {
        return `${f}:absent`;
      }
    })
    .join('|');
}

function cachedLoad<T>(cache: Map<string, Loaded<T>>, key: string, files: string[], what: string, load: () => T): T | null {
  const stamp = stampOf(files);
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return hit.value;
  let value: T | null = null;
  try {
    value = load();
  } catch (e) {
    console.error(`[wallet] ${what} are off for ${key}: ${(e as Error).message}`);
  }
  cache.set(key, { stamp, value });
  return value;
}

function read(file: string, name: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read the ${name} ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

function certificate(pem: string, name: string, file: string, now: number): X509Certificate {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    throw new Error(`the ${name} ${file} is not a PEM certificate`);
  }
  if (Date.parse(cert.validTo) <= now) throw new Error(`the ${name} ${file} expired on ${cert.validTo}`);
  if (Date.parse(cert.validFrom) > now) throw new Error(`the ${name} ${file} is not valid before ${cert.validFrom}`);
  return cert;
}

export function loadAppleSigner(config: AppleWalletConfig, key: string, now = Date.now()): AppleSigner | null {
  const files = [config.certificateFile, config.keyFile, config.wwdrFile];
  return cachedLoad(apple, key, files, 'Apple Wallet passes', () => {
    const passphrase = config.keyPassphrase ?? (config.keyPassphraseEnv ? process.env[config.keyPassphraseEnv] : undefined);
    const signerCert = read(config.certificateFile, 'certificate');
    const signerKey = read(config.keyFile, 'certificate key');
    const wwdr = read(config.wwdrFile, 'WWDR certificate');
    const cert = certificate(signerCert, 'certificate', config.certificateFile, now);
    const ca = certificate(wwdr, 'WWDR certificate', config.wwdrFile, now);
    let privateKey: KeyObject;
    try {
      privateKey = createPrivateKey({ key: signerKey, format: 'pem', passphrase });
    } catch (e) {
      throw new Error(`cannot open the certificate key ${config.keyFile} (${passphrase ? 'wrong passphrase or not a PEM key' : 'no passphrase given or not a PEM key'}: ${(e as Error).message})`);
    }
    if (!cert.checkPrivateKey(privateKey)) throw new Error(`the key ${config.keyFile} does not belong to the certificate ${config.certificateFile}`);
    if (!cert.checkIssued(ca)) throw new Error(`the certificate ${config.certificateFile} was not issued by the WWDR certificate ${config.wwdrFile}`);
    return {
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      certificates: { signerCert, signerKey, signerKeyPassphrase: passphrase, wwdr },
    };
  });
}

export function loadGoogleSigner(config: GoogleWalletConfig, key: string): GoogleSigner | null {
  return cachedLoad(google, key, [config.serviceAccountFile], 'Google Wallet links', () => {
    let json: { client_email?: unknown; private_key?: unknown };
    try {
      json = JSON.parse(read(config.serviceAccountFile, 'service-account key'));
    } catch (e) {
      throw new Error(e instanceof SyntaxError ? `the service-account key ${config.serviceAccountFile} is not JSON` : (e as Error).message);
    }
    if (typeof json.client_email !== 'string' || typeof json.private_key !== 'string') throw new Error(`the service-account key ${config.serviceAccountFile} has no client_email or private_key`);
    let privateKey: KeyObject;
    try {
      privateKey = createPrivateKey({ key: json.private_key, format: 'pem' });
    } catch {
      throw new Error(`the private_key of ${config.serviceAccountFile} is not a PEM key`);
    }
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`the private_key of ${config.serviceAccountFile} is not an RSA key (RS256 needs one)`);
    return { issuerId: config.issuerId, clientEmail: json.client_email, privateKey };
  });
}

/** The venue's Apple signer: its own tenants-file entry, else the environment's; null when off or broken. */
export function appleSignerFor(tenant: Tenant): AppleSigner | null {
  const config = tenant.appleWallet ?? appleWalletFromEnv();
  return config ? loadAppleSigner(config, tenant.host) : null;
}

export function googleSignerFor(tenant: Tenant): GoogleSigner | null {
  const config = tenant.googleWallet ?? googleWalletFromEnv();
  return config ? loadGoogleSigner(config, tenant.host) : null;
}

/** For tests: forget what was loaded. */
export function forgetWalletCredentials(): void {
  apple.clear();
  google.clear();
}
