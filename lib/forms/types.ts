import type { LocalizedText } from '../i18n/pick';
import type { FormField } from './field-config';

/**
 * The app's forms (spec §3 additional field config, /form/{slug}; spec §3 lead form), in the storefront's own shape.
 * lib/provider/forms.ts reshapes the provider's answers into these.
 */

/** A configured form of /form/{slug}. */
export interface ConfiguredForm {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  fields: FormField[];
}

/** The venue's lead form (spec §3 lead form). */
export interface LeadForm {
  name: LocalizedText;
  description: LocalizedText;
  leadActionListId: number;
  fields: FormField[];
  /**
   * The form as the provider sent it, echoed back with the answers on submit (spec §7 POST leads). Opaque to the
   * app: only lib/provider/forms.ts reads it, with its own schema.
   */
  echo: unknown;
}
