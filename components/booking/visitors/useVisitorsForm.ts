'use client';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FamilyMember, SavedAnswer, VisitorFieldConfig } from '@/lib/booking/types';
import type { FieldAnswer } from '@/lib/forms/field-config';
import { answersFromSaved, documentsFor, emptyVisitor, withProfile, type LockedField, type Visitor } from '@/lib/booking/visitors';
import { decodeVisitorError, encodeVisitorError, visitorEidError, visitorsFormSchema, type VisitorError } from '@/lib/booking/visitor-schema';

interface Values {
  visitors: Visitor[];
}

const blocks = (count: number, userName: string): Visitor[] => Array.from({ length: count }, (_, i) => (i === 0 ? { ...emptyVisitor(), name: userName } : emptyVisitor()));

/**
 * The visitor details form (spec §5 visitor form): react-hook-form with the one zod schema of lib/booking/
 * visitor-schema.ts for the service's field config, checked on save (and the Emirates ID on blur); the first block is
 * the signed-in customer, filled from the profile; a family pick fills a block and its extra fields.
 */
export function useVisitorsForm(o: {
  count: number;
  userName: string;
  cfg: VisitorFieldConfig | null;
  me: { visitor: Visitor; locked: LockedField[] } | null;
  familyData: (customerId: number) => Promise<SavedAnswer[]>;
  onSubmit: (visitors: Visitor[]) => void;
}) {
  const { count, userName, cfg, me } = o;
  const rules = useRef(cfg?.rules);
  rules.current = cfg?.rules;
  // The schema follows the config on screen; raw: the visitors go on as typed (the schema only checks them).
  const resolver: Resolver<Values> = (values, ctx, options) => (zodResolver(visitorsFormSchema(rules.current!), undefined, { raw: true }) as unknown as Resolver<Values>)(values, ctx, options);
  const form = useForm<Values>({ defaultValues: { visitors: blocks(count, userName) }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const visitors = form.watch('visitors');
  const errors = form.formState.errors.visitors;
  /** Bumped when a family pick refills a block's extra fields (the block's form mounts afresh). */
  const [fills, setFills] = useState<number[]>(() => Array.from({ length: count }, () => 0));
  const [formError, setFormError] = useState(false);
  /** The extra fields' own checks, one per block (VisitorExtraFields). */
  const validators = useRef(new Map<number, () => Promise<boolean>>());
  /** The latest family pick per block: a slower answer for an earlier pick is dropped. */
  const picks = useRef<number[]>([]);

  useEffect(() => {
    form.reset({ visitors: blocks(count, userName) });
    setFills(Array.from({ length: count }, () => 0));
  }, [form, count, userName]);
  useEffect(() => {
    const first = form.getValues('visitors.0');
    if (me && first) form.setValue('visitors.0', withProfile(first, me));
  }, [form, me, count, userName]);

  /** Change one block; a function patch reads the block as it is now (two uploads finishing together both stay). */
  const update = (i: number, patch: Partial<Visitor> | ((v: Visitor) => Partial<Visitor>)) => {
    const v = form.getValues(`visitors.${i}`);
    form.setValue(`visitors.${i}`, { ...v, ...(typeof patch === 'function' ? patch(v) : patch) });
  };
  const errorOf = (i: number, key: string): VisitorError | undefined => decodeVisitorError((errors?.[i] as Record<string, { message?: string }> | undefined)?.[key]?.message);

  /** spec §5: a saved family member fills the block, their extra fields from customers-associated/additional-data. */
  const pickMember = (i: number, m: FamilyMember | undefined) => {
    const pick = (picks.current[i] = (picks.current[i] ?? 0) + 1);
    const refill = (answers: Record<string, FieldAnswer>) => {
      if (picks.current[i] !== pick) return;
      update(i, { additional_fields: answers });
      setFills((fs) => fs.map((n, k) => (k === i ? n + 1 : n)));
    };
    if (!m) {
      update(i, { ...emptyVisitor(), customer_id: undefined });
      return refill({});
    }
    update(i, { customer_id: m.customerId, name: m.name, email: m.email, mobile_number: m.mobileNumber, country_code: m.countryCode, dob: m.dob, gender: m.gender, nationality: m.nationality });
    o.familyData(m.customerId)
      .then((saved) => refill(answersFromSaved(cfg?.extra ?? [], saved)))
      .catch(() => refill({}));
  };

  /** spec §5: the Emirates ID is checked as it is left; an empty optional one is no error. */
  const checkEid = (i: number, value: string) => {
    const err = visitorEidError(value);
    const path = `visitors.${i}.id_proof_number` as const;
    if (err && (value || cfg?.rules.id.required)) form.setError(path, { type: 'custom', message: encodeVisitorError({ key: err }) });
    else form.clearErrors(path);
  };

  const extraValid = async () => (await Promise.all([...validators.current.values()].map((check) => check()))).every(Boolean);
  const submit = () => {
    if (!cfg) return;
    void form.handleSubmit(
      async (values) => {
        if (!(await extraValid())) return setFormError(true);
        setFormError(false);
        o.onSubmit(values.visitors.map((v) => ({ ...v, documents: cfg.rules.id.visible ? documentsFor(v) : {} })));
      },
      async () => {
        await extraValid();
        setFormError(true);
      },
    )();
  };

  const setSaveAll = (on: boolean) => form.setValue('visitors', form.getValues('visitors').map((v, k) => (k === 0 ? v : { ...v, save_detail_for_future: on })));

  return { visitors, update, errorOf, fills, formError, validators, pickMember, checkEid, submit, setSaveAll, locked: me?.locked ?? (['name'] as LockedField[]) };
}
export type VisitorsForm = ReturnType<typeof useVisitorsForm>;
