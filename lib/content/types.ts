import type { LocalizedText } from '../i18n/pick';

/** An additional page (spec §2 catch-all /{slug}) as the app renders it. */
export interface ContentPage {
  slug: string;
  title: LocalizedText;
  html: LocalizedText;
  updatedAt: string | null;
}
