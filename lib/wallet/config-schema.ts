import { z } from '@/lib/zod';

/**
 * A venue's wallet credentials in the tenants file (issue 25; README "Wallet passes"). Only file paths and ids are
 * written there: the certificate, its key and the service-account key stay in files the operator mounts, and the
 * key's passphrase may come from an environment variable named by `keyPassphraseEnv`.
 */
export const appleWalletSchema = z.object({
  /** The Pass Type ID of the operator's certificate, e.g. pass.com.venue.tickets. */
  passTypeIdentifier: z.string().min(1),
  /** The operator's Apple team id (the certificate's OU). */
  teamIdentifier: z.string().min(1),
  /** PEM files: the Pass Type ID certificate, its private key, Apple's WWDR intermediate certificate. */
  certificateFile: z.string().min(1),
  keyFile: z.string().min(1),
  wwdrFile: z.string().min(1),
  keyPassphrase: z.string().optional(),
  keyPassphraseEnv: z.string().optional(),
});
export type AppleWalletConfig = z.infer<typeof appleWalletSchema>;

export const googleWalletSchema = z.object({
  /** The operator's Google Wallet issuer id (digits). */
  issuerId: z.string().regex(/^\d{1,30}$/),
  /** The service account's JSON key file (client_email, private_key). */
  serviceAccountFile: z.string().min(1),
});
export type GoogleWalletConfig = z.infer<typeof googleWalletSchema>;

/** The same settings from the environment, for every venue that has none of its own (single-operator deployments). */
export function appleWalletFromEnv(env: NodeJS.ProcessEnv = process.env): AppleWalletConfig | null {
  const c = {
    passTypeIdentifier: env.APPLE_WALLET_PASS_TYPE_ID,
    teamIdentifier: env.APPLE_WALLET_TEAM_ID,
    certificateFile: env.APPLE_WALLET_CERT_FILE,
    keyFile: env.APPLE_WALLET_KEY_FILE,
    wwdrFile: env.APPLE_WALLET_WWDR_FILE,
    keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
  };
  const p = appleWalletSchema.safeParse(c);
  return p.success ? p.data : null;
}

export function googleWalletFromEnv(env: NodeJS.ProcessEnv = process.env): GoogleWalletConfig | null {
  const p = googleWalletSchema.safeParse({ issuerId: env.GOOGLE_WALLET_ISSUER_ID, serviceAccountFile: env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE });
  return p.success ? p.data : null;
}
