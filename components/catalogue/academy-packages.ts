import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { formatTicketPrice } from '@/lib/format/price';
import type { AcademyDetail } from '@/lib/provider/academies';
import type { PackageRow } from './PackageList';

type T = (key: string, values?: Record<string, string | number>) => string;

/** Package rows of one programme, priced incl. VAT (spec §9). */
export function programmePackageRows(academy: AcademyDetail, programmeId: number, locale: AppLocale, currency: string, t: T): PackageRow[] {
  return academy.packages
    .filter((p) => p.programmeId === programmeId)
    .map((p) => ({
      id: p.id,
      name: pick(p.name, locale),
      facts: [t('sessions', { count: p.sessions })],
      price: formatTicketPrice(p.price, p.tax, 1, currency),
      action: { label: t('book'), ariaLabel: t('bookPackage', { name: `${pick(academy.programmes.find((g) => g.id === programmeId)!.name, locale)}, ${pick(p.name, locale)}` }), href: href('/cart', locale) },
    }));
}
