'use client';
import { useLocale, useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LocalizedText } from '@/lib/i18n/pick';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/** spec §2 facility booking filter panel: service, date, surface, outdoor or indoor, formation, duration, facilities. */
export function Filters({ flow, showImages }: { flow: BookingFlow; showImages: boolean }) {
  const t = useTranslations('booking');
  const locale = useLocale() as AppLocale;
  const cfg = flow.config;
  const f = flow.filters;
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('service')}
          <select value={flow.serviceId ?? ''} onChange={(e) => flow.chooseService(Number(e.target.value))}>
            {flow.services === null ? <option value="">{t('loading')}</option> : null}
            {(flow.services ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {pick(s.name, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('date')}
          <input type="date" value={flow.date} min={flow.dateWindow?.min} max={flow.dateWindow?.max} required onChange={(e) => e.target.value && flow.setDate(e.target.value)} />
        </label>
        {f?.surfaces.length && cfg?.surfaceEnabled !== false ? (
          <AnyOfSelect label={t('surface')} any={t('anySurface')} value={flow.surfaceId} onChange={flow.setSurfaceId} options={f.surfaces} locale={locale} />
        ) : null}
        {f?.outdoor ? (
          <label className={styles.field}>
            {t('outdoor')}
            <select value={flow.outdoor} onChange={(e) => flow.setOutdoor(e.target.value)}>
              <option value="">{t('both')}</option>
              <option value="0">{t('indoorOnly')}</option>
              <option value="1">{t('outdoorOnly')}</option>
            </select>
          </label>
        ) : null}
        {f?.formations.length ? (
          <AnyOfSelect label={t('formation')} any={t('anyFormation')} value={flow.formationId} onChange={flow.setFormationId} options={f.formations} locale={locale} />
        ) : null}
        {flow.tickets.length ? (
          <label className={styles.field}>
            {t('ticket')}
            <select value={flow.productFilter} onChange={(e) => flow.setProductFilter(Number(e.target.value))}>
              <option value={0}>{t('allTickets')}</option>
              {flow.tickets.map((x) => (
                <option key={x.productId} value={x.productId}>
                  {pick(x.name, locale)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {flow.durations.length ? (
          <label className={styles.field}>
            {t('duration')}
            <select value={flow.duration} onChange={(e) => flow.setDuration(Number(e.target.value))}>
              {flow.durations.map((d) => (
                <option key={d} value={d}>
                  {t('minutes', { n: d })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {flow.facilities.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('facilities')}</legend>
          <div className={styles.chips}>
            {[{ id: 0, name: { en: t('allFacilities'), ar: t('allFacilities') }, image: null }, ...flow.facilities].map((fac) => (
              <label key={fac.id} className={styles.chip}>
                <input
                  type="radio"
                  name="facility"
                  checked={(flow.facilityFilter ?? 0) === fac.id}
                  onChange={() => flow.setFacilityFilter(fac.id || null)}
                />
                <span>
                  {/* The name beside it says what it is: the picture is decoration (empty alt). A small thumbnail in a
                      dialog, from the provider's host, is never the LCP: a plain img. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  {showImages && fac.image ? <img src={fac.image} alt="" width={48} height={32} loading="lazy" className={styles.chipImage} /> : null}
                  {pick(fac.name, locale)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

/** A filter of named choices with an "any" first (surface, formation). */
function AnyOfSelect({ label, any, value, onChange, options, locale }: { label: string; any: string; value: string; onChange: (id: string) => void; options: Array<{ id: number | string; name: LocalizedText }>; locale: AppLocale }) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((s) => (
          <option key={s.id} value={s.id}>
            {pick(s.name, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
