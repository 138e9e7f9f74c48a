'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Stepper } from './Stepper';
import styles from './booking.module.css';

/**
 * One product card of steps 2 and 3 (spec §2): its name, a detail line (price, participants or stock), a quantity
 * stepper capped at what may still be added (spec §5), and its add button.
 */
export function QuantityCard({
  name,
  detail,
  value,
  max,
  onChange,
  add,
}: {
  name: string;
  detail: ReactNode;
  value: number;
  max: number;
  onChange: (v: number) => void;
  add: { label: ReactNode; className: string; disabled: boolean; onClick: () => void };
}) {
  const t = useTranslations('booking');
  return (
    <li className={styles.card}>
      <h4>{name}</h4>
      <p className={styles.muted}>{detail}</p>
      <Stepper value={value} max={max} name={name} onChange={onChange} labels={{ decrease: t('decrease', { name }), increase: t('increase', { name }), quantity: t('quantityOf', { name }) }} />
      <button type="button" className={add.className} disabled={add.disabled} onClick={add.onClick}>
        {add.label}
      </button>
    </li>
  );
}
