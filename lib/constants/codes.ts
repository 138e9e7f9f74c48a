/** Constant tables of spec §3. */

/** Notification channels. */
export const NOTIFICATION_CHANNEL = { ALL: 1, SMS: 2, EMAIL: 3, WHATSAPP: 4 } as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNEL)[keyof typeof NOTIFICATION_CHANNEL];

/** Application kind codes; this storefront is the B2C application. */
export const APPLICATION_KIND = { QPortal: 'oo', B2C: 'oc', Partners: 'op', Members: 'om', Kiosk: 'ok' } as const;
export type ApplicationKind = (typeof APPLICATION_KIND)[keyof typeof APPLICATION_KIND];

/** ID proof types (spec §3 customer profile form). */
export const ID_PROOF_TYPE = { EMIRATES_ID: 32, PASSPORT: 33 } as const;
