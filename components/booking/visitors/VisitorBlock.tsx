'use client';
import { useLocale, useTranslations } from 'next-intl';
import { CountryCodePicker } from '@/components/forms/CountryCodePicker';
import { FieldMessages, LabelledField, fieldAria } from '@/components/forms/Field';
import type { FamilyMember, Named, VisitorFieldConfig, VisitorFieldKey } from '@/lib/booking/types';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LockedField, Visitor } from '@/lib/booking/visitors';
import { VisitorExtraFields } from '../VisitorExtraFields';
import { VisitorIdFields } from './VisitorIdFields';
import type { VisitorsForm } from './useVisitorsForm';
import styles from '../booking.module.css';

const LABEL_KEYS: Record<string, string> = { name: 'name', mobile: 'mobile', email: 'email', dob: 'dob', gender: 'gender', nationality: 'nationality', religion: 'religion', tag: 'tag', idNumber: 'idNumber' };

/**
 * One visitor's block (spec §5 visitor form): the first is the signed-in customer, its profile fields locked; the
 * others may be picked from the saved family and saved to it. Fields follow the config's visibility and required
 * flags; each message sits under its field.
 */
export function VisitorBlock(p: { i: number; v: Visitor; form: VisitorsForm; cfg: VisitorFieldConfig; tags: Named[]; family: FamilyMember[]; religions: Array<{ id: number; name: string }> }) {
  const { i, v, form, cfg } = p;
  const t = useTranslations('booking');
  const tf = useTranslations('forms');
  const locale = useLocale() as AppLocale;
  const visible = (k: VisitorFieldKey) => cfg.rules[k].visible;
  const req = (k: VisitorFieldKey) => cfg.rules[k].required;
  const lock = (k: LockedField) => i === 0 && form.locked.includes(k);
  const message = (key: string) => {
    const e = form.errorOf(i, key);
    if (!e) return null;
    if (e.key === 'required') return t('required', { field: e.field in LABEL_KEYS ? t(LABEL_KEYS[e.field]!) : e.field });
    return t(e.key);
  };
  const id = (key: string) => `v${i}-${key}`;
  /** A labelled control bound to one of the visitor's fields. */
  const bind = (key: keyof Visitor) => ({ id: id(key), value: v[key] as string, onChange: (e: { target: { value: string } }) => form.update(i, { [key]: e.target.value }), ...fieldAria(id(key), message(key)) });
  const field = (key: keyof Visitor, label: string, control: React.ReactNode) => (
    <LabelledField id={id(key)} label={label} error={message(key)} className={styles.field}>
      {control}
    </LabelledField>
  );
  const choose = (options: Array<{ id: number | string; name: string }>) => [
    <option key="" value="">
      {t('choose')}
    </option>,
    ...options.map((o) => (
      <option key={o.id} value={o.id}>
        {o.name}
      </option>
    )),
  ];

  return (
    <fieldset className={styles.visitor}>
      <legend>{t('visitor', { n: i + 1 })}</legend>
      {i > 0 && p.family.length ? (
        <LabelledField id={id('family')} label={t('pickFamily')} className={styles.field}>
          <select id={id('family')} value={v.customer_id ?? ''} onChange={(e) => form.pickMember(i, p.family.find((f) => f.customerId === Number(e.target.value)))}>
            <option value="">{t('newVisitor')}</option>
            {p.family.map((f) => (
              <option key={f.customerId} value={f.customerId}>
                {f.name}
              </option>
            ))}
          </select>
        </LabelledField>
      ) : null}
      {field('name', t('name'), <input {...bind('name')} readOnly={lock('name')} required maxLength={120} autoComplete="name" />)}
      <fieldset className={`${styles.fieldset} ${styles.field}`}>
        <legend>{t('mobile')}</legend>
        <div className="phone-row">
          <CountryCodePicker id={id('code')} label={t('countryCode')} locale={locale} value={v.country_code} readOnly={lock('country_code')} required noResults={tf('noCountry')} onChange={(code) => form.update(i, { country_code: code })} />
          <input {...bind('mobile_number')} aria-label={t('mobile')} readOnly={lock('mobile_number')} type="text" inputMode="tel" maxLength={16} required dir="ltr" autoComplete="tel-national" />
        </div>
        <FieldMessages id={id('mobile_number')} error={message('mobile_number') ?? undefined} />
      </fieldset>
      {field('email', t('email'), <input {...bind('email')} type="email" readOnly={lock('email')} required maxLength={120} dir="ltr" autoComplete="email" />)}
      {visible('dob') ? field('dob', t('dob'), <input {...bind('dob')} type="date" readOnly={lock('dob')} required={req('dob')} />) : null}
      {visible('gender') || req('gender')
        ? field(
            'gender',
            t('gender'),
            <select {...bind('gender')} disabled={lock('gender')} required={req('gender')}>
              {choose([
                { id: 'Male', name: t('male') },
                { id: 'Female', name: t('female') },
              ])}
            </select>,
          )
        : null}
      {visible('nationality') ? (
        <LabelledField id={id('nationality')} label={t('nationality')} error={message('nationality')} className={styles.field}>
          <CountryCodePicker
            id={id('nationality')}
            nationality
            label={t('nationality')}
            locale={locale}
            value={v.nationality}
            readOnly={lock('nationality')}
            required={req('nationality')}
            invalid={!!message('nationality')}
            noResults={tf('noCountry')}
            onChange={(nationality) => form.update(i, { nationality })}
          />
        </LabelledField>
      ) : null}
      {visible('religion')
        ? field(
            'religion_id',
            t('religion'),
            <select {...bind('religion_id')} required={req('religion')}>
              {choose(p.religions)}
            </select>,
          )
        : null}
      {visible('id') ? <VisitorIdFields i={i} v={v} form={form} required={req('id')} message={message} /> : null}
      {visible('tag')
        ? field(
            'customer_tag',
            t('tag'),
            <select {...bind('customer_tag')} required={req('tag')}>
              {choose(p.tags.map((g) => ({ id: g.id, name: pick(g.name, locale) })))}
            </select>,
          )
        : null}
      {cfg.extra.length ? (
        <VisitorExtraFields
          key={`${i}-${form.fills[i] ?? 0}`}
          fields={cfg.extra}
          idPrefix={`v${i}-af`}
          locale={locale}
          initial={v.additional_fields}
          onChange={(answers) => form.update(i, { additional_fields: answers })}
          onValidator={(check) => (check ? form.validators.current.set(i, check) : form.validators.current.delete(i))}
        />
      ) : null}
      {i > 0 ? (
        <label className={styles.check}>
          <input type="checkbox" checked={v.save_detail_for_future} onChange={(e) => form.update(i, { save_detail_for_future: e.target.checked })} />
          {t('saveMember')}
        </label>
      ) : null}
    </fieldset>
  );
}
