'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CountryCodePicker } from '@/components/forms/CountryCodePicker';
import { Modal } from '@/components/ui/Modal';
import * as booking from '@/lib/api/booking';
import type { FamilyMember, Named, VisitorFieldConfig, VisitorFieldKey } from '@/lib/booking/types';
import type { FieldAnswer } from '@/lib/forms/field-config';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { EMIRATES_ID_TYPE, PASSPORT_TYPE, emiratesIdError } from '@/lib/booking/emirates-id';
import { cleanIdProofNumber, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';
import { answersFromSaved, cleanEmiratesIdInput, documentsFor, emptyVisitor, validateVisitor, type LockedField, type Visitor, type VisitorError } from '@/lib/booking/visitors';
import type { SessionUser } from '@/lib/api/session';
import { VisitorDocuments } from './VisitorDocuments';
import { VisitorExtraFields } from './VisitorExtraFields';
import styles from './booking.module.css';

/**
 * spec §2 visitor-details modal (titled with the facility), spec §5 visitor form: one block per visitor; the first
 * is the signed-in user, pre-filled and locked; others may be picked from saved family members (their extra fields
 * filled from their additional data) and saved to the family; fields follow fieldConfig's visibility and required
 * flags; Emirates ID is checked on blur; ID documents and file fields upload as they are chosen.
 */
export function VisitorDetailsModal({
  open,
  count,
  facility,
  serviceId,
  religions,
  user,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  count: number;
  facility: string;
  serviceId: number;
  religions: Array<{ id: number; name: string }>;
  user: SessionUser;
  onCancel: () => void;
  onSubmit: (visitors: Visitor[]) => void;
}) {
  const t = useTranslations('booking');
  const tf = useTranslations('forms');
  const locale = useLocale() as AppLocale;
  const [cfg, setCfg] = useState<VisitorFieldConfig | null>(null);
  const [tags, setTags] = useState<Named[]>([]);
  const [family, setFamily] = useState<FamilyMember[]>([]);
  const [visitors, setVisitors] = useState<Visitor[]>([]);
  /** Bumped when a family pick refills a block's extra fields (the block's form mounts afresh). */
  const [fills, setFills] = useState<number[]>([]);
  const [errors, setErrors] = useState<Array<Record<string, VisitorError>>>([]);
  const [formError, setFormError] = useState(false);
  const [locked, setLocked] = useState<LockedField[]>(['name']);
  const validators = useRef(new Map<number, () => Promise<boolean>>());

  useEffect(() => {
    if (!open) return;
    setVisitors(Array.from({ length: count }, (_, i) => (i === 0 ? { ...emptyVisitor(), name: user.name } : emptyVisitor())));
    setFills(Array.from({ length: count }, () => 0));
    setLocked(['name']);
    setErrors([]);
    booking
      .profileVisitor()
      .then((me) => {
        setLocked(me.locked);
        setVisitors((vs) => vs.map((v, i) => (i === 0 ? { ...v, ...me.visitor, additional_fields: v.additional_fields, documents: v.documents } : v)));
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
  const extra = cfg?.extra ?? [];
  const fc = cfg?.rules;
  const visible = (k: VisitorFieldKey) => fc?.[k].visible === true;
  const req = (k: VisitorFieldKey) => fc?.[k].required === true;

  /** spec §5: a saved family member fills the block, their extra fields from customers-associated/additional-data. */
  const pickMember = (i: number, m: FamilyMember | undefined) => {
    const refill = (answers: Record<string, FieldAnswer>) => {
      update(i, { additional_fields: answers });
      setFills((fs) => fs.map((n, k) => (k === i ? n + 1 : n)));
    };
    if (!m) {
      update(i, emptyVisitor());
      return refill({});
    }
    update(i, { customer_id: m.customerId, name: m.name, email: m.email, mobile_number: m.mobileNumber, country_code: m.countryCode, dob: m.dob, gender: m.gender, nationality: m.nationality });
    booking
      .familyAdditionalData(m.customerId)
      .then((saved) => refill(answersFromSaved(extra, saved)))
      .catch(() => refill({}));
  };

  const submit = async () => {
    if (!fc) return;
    const errs = visitors.map((v) => validateVisitor(v, fc));
    setErrors(errs);
    const extraOk = (await Promise.all([...validators.current.values()].map((check) => check()))).every(Boolean);
    if (!extraOk || errs.some((e) => Object.keys(e).length)) return setFormError(true);
    setFormError(false);
    onSubmit(visitors.map((v) => ({ ...v, documents: visible('id') ? documentsFor(v) : {} })));
  };

  const field = (i: number, key: string, label: string, input: React.ReactNode) => {
    return <LabelledField label={label} input={input} error={msg(errors[i]?.[key])} errorId={`v${i}-${key}-err`} />;
  };
  const aria = (i: number, key: string) => (errors[i]?.[key] ? { 'aria-invalid': true, 'aria-describedby': `v${i}-${key}-err` } : {});
  const checkEid = (i: number, value: string) => {
    const err = value.length > ID_NUMBER_MAX ? 'eidFormat' : emiratesIdError(value);
    setErrors((es) => {
      const copy = [...es];
      const mine = { ...(copy[i] ?? {}) };
      if (err && (value || req('id'))) mine.id_proof_number = { key: err };
      else delete mine.id_proof_number;
      copy[i] = mine;
      return copy;
    });
  };

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
            const eid = v.id_proof_type_id === EMIRATES_ID_TYPE;
            return (
              <fieldset key={i} className={styles.visitor}>
                <legend>{t('visitor', { n: i + 1 })}</legend>
                {i > 0 && family.length ? (
                  <label className={styles.field}>
                    {t('pickFamily')}
                    <select value={v.customer_id ?? ''} onChange={(e) => pickMember(i, family.find((f) => f.customerId === Number(e.target.value)))}>
                      <option value="">{t('newVisitor')}</option>
                      {family.map((f) => (
                        <option key={f.customerId} value={f.customerId}>
                          {f.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {field(i, 'name', t('name'), <input value={v.name} readOnly={lock('name')} required maxLength={120} autoComplete="name" onChange={(e) => update(i, { name: e.target.value })} {...aria(i, 'name')} />)}
                <fieldset className={`${styles.fieldset} ${styles.field}`}>
                  <legend>{t('mobile')}</legend>
                  <div className="phone-row">
                    <CountryCodePicker id={`v${i}-code`} label={t('countryCode')} locale={locale} value={v.country_code} readOnly={lock('country_code')} required noResults={tf('noCountry')} onChange={(code) => update(i, { country_code: code })} />
                    <input
                      aria-label={t('mobile')}
                      value={v.mobile_number}
                      readOnly={lock('mobile_number')}
                      type="text"
                      inputMode="tel"
                      maxLength={16}
                      required
                      dir="ltr"
                      autoComplete="tel-national"
                      onChange={(e) => update(i, { mobile_number: e.target.value })}
                      {...aria(i, 'mobile_number')}
                    />
                  </div>
                  {errors[i]?.mobile_number ? (
                    <span className={styles.fieldError} id={`v${i}-mobile_number-err`}>
                      {msg(errors[i]?.mobile_number)}
                    </span>
                  ) : null}
                </fieldset>
                {field(i, 'email', t('email'), <input type="email" value={v.email} readOnly={lock('email')} required maxLength={120} dir="ltr" autoComplete="email" onChange={(e) => update(i, { email: e.target.value })} {...aria(i, 'email')} />)}
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
                {visible('nationality') ? (
                  <div className={styles.field}>
                    <label htmlFor={`v${i}-nationality`}>{t('nationality')}</label>
                    <CountryCodePicker
                      id={`v${i}-nationality`}
                      nationality
                      label={t('nationality')}
                      locale={locale}
                      value={v.nationality}
                      readOnly={lock('nationality')}
                      required={req('nationality')}
                      invalid={!!errors[i]?.nationality}
                      noResults={tf('noCountry')}
                      onChange={(id) => update(i, { nationality: id })}
                    />
                    {errors[i]?.nationality ? <span className={styles.fieldError}>{msg(errors[i]?.nationality)}</span> : null}
                  </div>
                ) : null}
                {visible('religion')
                  ? field(
                      i,
                      'religion_id',
                      t('religion'),
                      <select value={v.religion_id} required={req('religion')} onChange={(e) => update(i, { religion_id: e.target.value })} {...aria(i, 'religion_id')}>
                        <option value="">{t('choose')}</option>
                        {religions.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.name}
                          </option>
                        ))}
                      </select>,
                    )
                  : null}
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
                        maxLength={ID_NUMBER_MAX}
                        inputMode={eid ? 'numeric' : undefined}
                        placeholder={eid ? '784XXXXXXXXXXXX' : undefined}
                        dir="ltr"
                        onChange={(e) => update(i, { id_proof_number: eid ? cleanEmiratesIdInput(e.target.value) : cleanIdProofNumber(e.target.value) })}
                        onPaste={(e) => {
                          // A number pasted with its dashes still fits the 15 characters (the dashes are dropped).
                          e.preventDefault();
                          const text = e.clipboardData.getData('text');
                          update(i, { id_proof_number: eid ? cleanEmiratesIdInput(text) : cleanIdProofNumber(text) });
                        }}
                        onBlur={() => (eid ? checkEid(i, v.id_proof_number) : undefined)}
                        {...aria(i, 'id_proof_number')}
                      />,
                    )}
                    <VisitorDocuments idPrefix={`v${i}-doc`} idType={v.id_proof_type_id} onChange={(documents) => setVisitors((vs) => vs.map((x, k) => (k === i ? { ...x, documents: { ...x.documents, ...documents } } : x)))} />
                  </>
                ) : null}
                {visible('tag')
                  ? field(
                      i,
                      'customer_tag',
                      t('tag'),
                      <select value={v.customer_tag} required={req('tag')} onChange={(e) => update(i, { customer_tag: e.target.value })} {...aria(i, 'customer_tag')}>
                        <option value="">{t('choose')}</option>
                        {tags.map((g) => (
                          <option key={g.id} value={g.id}>
                            {pick(g.name, locale)}
                          </option>
                        ))}
                      </select>,
                    )
                  : null}
                {extra.length ? (
                  <VisitorExtraFields
                    key={`${i}-${fills[i] ?? 0}`}
                    fields={extra}
                    idPrefix={`v${i}-af`}
                    locale={locale}
                    initial={v.additional_fields}
                    onChange={(answers) => update(i, { additional_fields: answers })}
                    onValidator={(check) => (check ? validators.current.set(i, check) : validators.current.delete(i))}
                  />
                ) : null}
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
        <button type="button" className="button" disabled={!cfg} onClick={() => void submit()}>
          {t('saveDetails')}
        </button>
      </div>
    </Modal>
  );
}

const LABEL_KEYS: Record<string, string> = { name: 'name', mobile: 'mobile', email: 'email', dob: 'dob', gender: 'gender', nationality: 'nationality', religion: 'religion', tag: 'tag', idNumber: 'idNumber' };

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
