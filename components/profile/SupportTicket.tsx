'use client';
import { useCallback } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { usePathname, useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { qk } from '@/lib/api/query-keys';
import { fetchSupportTicket } from '@/lib/api/support';
import { formatDate } from '@/lib/format/date';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { Flash } from './Flash';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import { ProfileCard } from './ProfileCard';
import { SupportForm } from './SupportForms';
import { statusKey, useSupportFormText } from './support-text';
import styles from './profile.module.css';

const LIST = '/customer-support';

/**
 * One support ticket of the signed-in customer (spec §2 /customer-support/{id} "customer support and reply"): the
 * conversation and the reply form, read in the browser. Every ticket is the same cached shell (issue 27 item 3), so
 * the id comes from the address; another customer's ticket or a made-up id reads as not found (the provider's 404).
 * A reply comes back to this address with ?done=replied and the ticket is read again; the reply box empties once the
 * reply is in the conversation (a refused reply keeps what was typed).
 */
export function SupportTicket({ locale, labels }: { locale: AppLocale; labels: LoadLabels }) {
  const t = useTranslations('selfService');
  const id = (usePathname() ?? '').split('/').filter(Boolean).at(-1) ?? '';
  const done = useSearchParams()?.get('done');
  const guest = useGuestToLogin(locale, `${LIST}/${id}`);
  const client = useQueryClient();
  const ticket = useQuery({ queryKey: qk.support.ticket(id), queryFn: ({ signal }) => fetchSupportTicket(id, signal) });
  const reread = useCallback(() => void client.invalidateQueries({ queryKey: qk.support.all }), [client]);
  const form = useSupportFormText();
  if (guest || ticket.isPending || ticket.isError) return <PersonalLoad query={ticket} guest={guest} labels={labels} />;
  const back = (
    <p>
      <AppLink href={href(LIST, locale)}>{t('support.back')}</AppLink>
    </p>
  );
  if (!ticket.data)
    return (
      <>
        <h1>{t('menu.support')}</h1>
        <p role="alert" className={styles.card}>
          {t('support.notFound')}
        </p>
        {back}
      </>
    );
  const x = ticket.data;
  return (
    <>
      <h1>
        <bdi>{x.subject}</bdi>
      </h1>
      <p>
        <span className={styles.badge}>{t(`support.${statusKey(x.status)}`)}</span>
      </p>
      <Flash done={done === 'opened' || done === 'replied' ? t(`support.${done}`) : null} />
      <ol className={styles.messages}>
        {x.messages.map((m) => (
          <li key={m.id} data-author={m.author}>
            <strong>{t(m.author === 'customer' ? 'support.you' : 'support.venue')}</strong> · <span className={styles.muted}>{formatDate(m.createdAt, locale)}</span>
            <p dir="auto">{m.message}</p>
          </li>
        ))}
      </ol>
      <ProfileCard id="reply-heading" title={t('support.reply')}>
        <SupportForm key={`${x.id}-${x.messages.length}`} locale={locale} ticketId={x.id} t={form.text} errorText={form.errorText} onSettled={reread} />
      </ProfileCard>
      {back}
    </>
  );
}
