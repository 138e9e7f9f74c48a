/**
 * The longest value each free-text field accepts (issue 16 §4-5), checked by the client form and again by the
 * server action or route. The provider stores these in ordinary database columns; a value past them is refused
 * here with our own message instead of reaching the provider, a session cookie or a phone-width page. Spec §9
 * fixes two of them (ID number 15, Emirates ID 15); the others are the usual column sizes.
 */
export const MAX_LENGTH = {
  /** First name, last name, a guest's or a visitor's name, a partner's contact person. */
  name: 50,
  /** An email address (RFC 5321: 254 characters in a mail path). */
  email: 254,
  /** A mobile number as typed, spaces and dashes included (ITU E.164: at most 15 digits). */
  mobile: 20,
  /** A password (hashing cost grows with it; nobody types more). */
  password: 128,
  /** A partner's entity name. */
  entityName: 120,
  /** A one-line configured field (text box, country, file path). */
  text: 255,
  /** A multi-line configured field. */
  textArea: 2000,
  /** Spec §9: ID number and Emirates ID. */
  idNumber: 15,
  /** Global search text. */
  search: 100,
} as const;

/**
 * The validation message of a too-long value: `tooLong:<max>`. Form messages are keys of the `validation`
 * namespace (lib/validation/fields.ts); this one carries its limit, which the message names.
 */
export const tooLong = (max: number) => `tooLong:${max}`;
