'use client';
import { useEffect, useId, useState } from 'react';
import { FileUpload } from '@/components/forms/FileUpload';
import { fileUploadLabels } from '@/components/forms/file-upload-labels';
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import * as booking from '@/lib/api/booking';
import type { FamilyMember, Named, VisitorFieldConfig, VisitorFieldKey } from '@/lib/booking/types';
import type { FormField } from '@/lib/forms/field-config';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { EMIRATES_ID_TYPE, PASSPORT_TYPE, emiratesIdError } from '@/lib/booking/emirates-id';
import { cleanIdProofNumber } from '@/lib/validation/emirates-id';
import { emptyVisitor, validateVisitor, type LockedField, type Visitor, type VisitorError } from '@/lib/booking/visitors';
import type { SessionUser } from '@/lib/api/session';
import styles from './booking.module.css';

/**
 * spec §2 visitor-details modal (titled with the facility), spec §5 visitor form: one block per visitor; the first
 * is the signed-in user, pre-filled and locked; others may be picked from saved family members and saved to the
 * family; fields follow fieldConfig's visibility and required flags; Emirates ID is checked on blur.
 */
export function VisitorDetailsModal({
  open,
  count,
  facility,
  serviceId,
  user,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  count: number;
  facility: string;
  serviceId: number;
  user: SessionUser;
  onCancel: () => void;
  onSubmit: (visitors: Visitor[]) => void;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as AppLocale;
  const [cfg, setCfg] = useState<VisitorFieldConfig | null>(null);
  const [tags, setTags] = useState<Named[]>([]);
  const [family, setFamily] = useState<FamilyMember[]>([]);
  const [visitors, setVisitors] = useState<Visitor[]>([]);
  const [errors, setErrors] = useState<Array<Record<string, VisitorError>>>([]);
  const [formError, setFormError] = useState(false);
  const [locked, setLocked] = useState<LockedField[]>(['name']);

  useEffect(() => {
    if (!open) return;
    setVisitors(Array.from({ length: count }, (_, i) => (i === 0 ? { ...emptyVisitor(), name: user.name } : emptyVisitor())));
    setLocked(['name']);
    setErrors([]);
    booking
      .profileVisitor()
      .then((me) => {
        setLocked(me.locked);
        setVisitors((vs) => vs.map((v, i) => (i === 0 ? { ...v, ...me.visitor, additional_fields: v.additional_fields } : v)));
      })
      .catch(() => undefined);
    booking
      .visitorFieldConfig(serviceId)
      .then(setCfg)
      .catch(() => setCfg(null));
    booking
      .customerTags()
      .then(setTags)
      .catch(() => setTags([]));
    booking
      .familyMembers()
      .then(setFamily)
      .catch(() => setFamily([]));
  }, [open, count, serviceId, user.name]);

  const update = (i: number, patch: Partial<Visitor>) => setVisitors((vs) => vs.map((v, k) => (k === i ? { ...v, ...patch } : v)));
  const msg = (e: VisitorError | undefined) => {
    if (!e) return null;
    if (e.key === 'required') return t('required', { field: e.field in LABEL_KEYS ? t(LABEL_KEYS[e.field]!) : e.field });
    return t(e.key);
  };
  const extra: FormField[] = cfg?.extra ?? [];
  const fc = cfg?.rules;
  const visible = (k: VisitorFieldKey) => fc?.[k].visible === true;
  const req = (k: VisitorFieldKey) => fc?.[k].required === true;

  const submit = () => {
    if (!fc) return;
    const errs = visitors.map((v) => validateVisitor(v, fc, extra));
    setErrors(errs);
    if (errs.some((e) => Object.keys(e).length)) return setFormError(true);
    setFormError(false);
    onSubmit(visitors);
  };

  const field = (i: number, key: string, label: string, input: React.ReactNode) => {
    return <LabelledField label={label} input={input} error={msg(errors[i]?.[key])} errorId={`v${i}-${key}-err`} />;
  };
  const aria = (i: number, key: string) => (errors[i]?.[key] ? { 'aria-invalid': true, 'aria-describedby': `v${i}-${key}-err` } : {});

  return (
    <Modal open={open} onClose={onCancel} title={t('visitorsTitle', { facility })} closeLabel={t('close')} className={styles.dialog}>
      {!cfg ? <p>{t('loading')}</p> : null}
      {cfg && count > 1 ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={visitors.slice(1).every((v) => v.save_detail_for_future)}
            onChange={(e) => setVisitors((vs) => vs.map((v, k) => (k === 0 ? v : { ...v, save_detail_for_future: e.target.checked })))}
          />
          {t('saveAll')}
        </label>
      ) : null}
      {cfg
        ? visitors.map((v, i) => {
            const lock = (k: LockedField) => i === 0 && locked.includes(k);
            return (
              <fieldset key={i} className={styles.visitor}>
                <legend>{t('visitor', { n: i + 1 })}</legend>
                {i > 0 && family.length ? (
                  <label className={styles.field}>
                    {t('pickFamily')}
                    <select
                      value={v.customer_id ?? ''}
                      onChange={(e) => {
                        const m = family.find((f) => f.customerId === Number(e.target.value));
                        update(i, m ? { customer_id: m.customerId, name: m.name, email: m.email, mobile_number: m.mobileNumber, country_code: m.countryCode, dob: m.dob, gender: m.gender, nationality: m.nationality } : { ...emptyVisitor() });
                      }}
                    >
                      <option value="">{t('newVisitor')}</option>
                      {family.map((f) => (
                        <option key={f.customerId} value={f.customerId}>
                          {f.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {field(i, 'name', t('name'), <input value={v.name} readOnly={lock('name')} required autoComplete="name" onChange={(e) => update(i, { name: e.target.value })} {...aria(i, 'name')} />)}
                {field(i, 'country_code', t('countryCode'), <input value={v.country_code} readOnly={lock('country_code')} inputMode="numeric" maxLength={4} required onChange={(e) => update(i, { country_code: e.target.value.replace(/\D/g, '') })} />)}
                {field(i, 'mobile_number', t('mobile'), <input value={v.mobile_number} readOnly={lock('mobile_number')} inputMode="tel" required autoComplete="tel-national" onChange={(e) => update(i, { mobile_number: e.target.value })} {...aria(i, 'mobile_number')} />)}
                {field(i, 'email', t('email'), <input type="email" value={v.email} readOnly={lock('email')} required autoComplete="email" onChange={(e) => update(i, { email: e.target.value })} {...aria(i, 'email')} />)}
                {visible('dob') ? field(i, 'dob', t('dob'), <input type="date" value={v.dob} readOnly={lock('dob')} required={req('dob')} onChange={(e) => update(i, { dob: e.target.value })} {...aria(i, 'dob')} />) : null}
                {visible('gender') || req('gender')
                  ? field(
                      i,
                      'gender',
                      t('gender'),
                      <select value={v.gender} disabled={lock('gender')} required={req('gender')} onChange={(e) => update(i, { gender: e.target.value })} {...aria(i, 'gender')}>
                        <option value="">{t('choose')}</option>
                        <option value="Male">{t('male')}</option>
                        <option value="Female">{t('female')}</option>
                      </select>,
                    )
                  : null}
                {visible('nationality') ? field(i, 'nationality', t('nationality'), <input value={v.nationality} readOnly={lock('nationality')} inputMode="numeric" required={req('nationality')} onChange={(e) => update(i, { nationality: e.target.value.replace(/\D/g, '') })} />) : null}
                {visible('id') ? (
                  <>
                    {field(
                      i,
                      'id_proof_type_id',
                      t('idType'),
                      <select value={v.id_proof_type_id} onChange={(e) => update(i, { id_proof_type_id: Number(e.target.value), id_proof_number: '' })}>
                        <option value={EMIRATES_ID_TYPE}>{t('emiratesId')}</option>
                        <option value={PASSPORT_TYPE}>{t('passport')}</option>
                      </select>,
                    )}
                    {field(
                      i,
                      'id_proof_number',
                      t('idNumber'),
                      <input
                        value={v.id_proof_number}
                        required={req('id')}
                        maxLength={v.id_proof_type_id === EMIRATES_ID_TYPE ? 18 : 15}
                        dir="ltr"
                        onChange={(e) => update(i, { id_proof_number: v.id_proof_type_id === EMIRATES_ID_TYPE ? e.target.value.replace(/[^\d-]/g, '') : cleanIdProofNumber(e.target.value) })}
                        onBlur={() => {
                          if (v.id_proof_type_id !== EMIRATES_ID_TYPE) return;
                          const err = emiratesIdError(v.id_proof_number);
                          setErrors((es) => {
                            const copy = [...es];
                            const mine = { ...(copy[i] ?? {}) };
                            if (err && (v.id_proof_number || req('id'))) mine.id_proof_number = { key: err };
                            else delete mine.id_proof_number;
                            copy[i] = mine;
                            return copy;
                          });
                        }}
                        {...aria(i, 'id_proof_number')}
                      />,
                    )}
                  </>
                ) : null}
                {visible('tag')
                  ? field(
                      i,
                      'customer_tag',
                      t('tag'),
                      <select value={v.customer_tag} required={req('tag')} onChange={(e) => update(i, { customer_tag: e.target.value })}>
                        <option value="">{t('choose')}</option>
                        {tags.map((g) => (
                          <option key={g.id} value={g.id}>
                            {pick(g.name, locale)}
                          </option>
                        ))}
                      </select>,
                    )
                  : null}
                {extra.map((f) => (
                  <AdditionalField key={f.key} field={f} locale={locale} value={v.additional_fields[f.slug]} error={msg(errors[i]?.[`af:${f.slug}`])} onChange={(val) => update(i, { additional_fields: { ...v.additional_fields, [f.slug]: val } })} />
                ))}
                {i > 0 ? (
                  <label className={styles.check}>
                    <input type="checkbox" checked={v.save_detail_for_future} onChange={(e) => update(i, { save_detail_for_future: e.target.checked })} />
                    {t('saveMember')}
                  </label>
                ) : null}
              </fieldset>
            );
          })
        : null}
      <p role="alert" className={styles.error}>
        {formError ? t('fillRequired') : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button" disabled={!cfg} onClick={submit}>
          {t('saveDetails')}
        </button>
      </div>
    </Modal>
  );
}

const LABEL_KEYS: Record<string, string> = { name: 'name', mobile: 'mobile', email: 'email', dob: 'dob', gender: 'gender', nationality: 'nationality', religion: 'religion', tag: 'tag', idNumber: 'idNumber' };

/** Every additional-field type of spec §3, rendered as its native control. */
function AdditionalField({
  field: f,
  locale,
  value,
  error,
  onChange,
}: {
  field: FormField;
  locale: AppLocale;
  value: string | string[] | undefined;
  error: string | null;
  onChange: (v: string | string[]) => void;
}) {
  const group = useId();
  const tf = useTranslations('forms');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const label = pick(f.label, locale);
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const errEl = error ? <span className={styles.fieldError}>{error}</span> : null;
  const required = f.required;
  if (f.type === 'radio_buttons' || f.type === 'check_boxes') {
    return (
      <fieldset className={styles.fieldset}>
        <legend>{label}</legend>
        {f.options.map((o) => (
          <label key={o.value} className={styles.check}>
            <input
              type={f.type === 'radio_buttons' ? 'radio' : 'checkbox'}
              name={group}
              checked={f.type === 'radio_buttons' ? text === o.value : list.includes(o.value)}
              onChange={(e) => onChange(f.type === 'radio_buttons' ? o.value : e.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value))}
            />
            {o.value}
          </label>
        ))}
        {errEl}
      </fieldset>
    );
  }
  if (f.type === 'disclaimer_form') {
    const content = f.content ? pick(f.content, locale) : null;
    return (
      <div className={styles.field}>
        <p className={styles.muted}>{content}</p>
        <label className={styles.check}>
          <input type="checkbox" required={required} checked={text === '1'} onChange={(e) => onChange(e.target.checked ? '1' : '')} />
          {label}
        </label>
        {errEl}
      </div>
    );
  }
  let input: React.ReactNode;
  if (f.type === 'drop_down') {
    input = (
      <select value={text} required={required} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {f.options.map((o) => (
          <option key={o.value}>{o.value}</option>
        ))}
      </select>
    );
  } else if (f.type === 'text_area') input = <textarea value={text} required={required} onChange={(e) => onChange(e.target.value)} />;
  else if (f.type === 'file') {
    // The file is uploaded as it is chosen; the answer is the stored file's path (spec §7 file/save/data).
    const shown = uploadError ?? error;
    return (
      <div className={styles.field}>
        <label htmlFor={group}>{label}</label>
        <FileUpload
          id={group}
          required={required}
          invalid={!!shown}
          labels={fileUploadLabels(tf)}
          onUploaded={(path) => {
            setUploadError(null);
            onChange(path);
          }}
          onProblem={(message) => {
            setUploadError(message);
            onChange('');
          }}
        />
        {shown ? <span className={styles.fieldError}>{shown}</span> : null}
      </div>
    );
  } else {
    const type = f.type === 'email' ? 'email' : f.type === 'date' ? 'date' : f.type === 'phone_number' ? 'tel' : 'text';
    input = <input type={type} value={text} required={required} dir={f.type === 'emirates_id' ? 'ltr' : undefined} onChange={(e) => onChange(e.target.value)} />;
  }
  return <LabelledField label={label} input={input} error={error} />;
}

/** A control inside its label, the message outside it (never part of the field's name; aria-describedby links it). */
function LabelledField({ label, input, error, errorId }: { label: string; input: React.ReactNode; error: string | null; errorId?: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.field}>
        {label}
        {input}
      </label>
      {error ? (
        <span className={styles.fieldError} id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
