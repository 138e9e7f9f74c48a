import { AppLink } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { formatDate } from '@/lib/format/date';
import { href } from '@/lib/routing/links';
import { one, pageParam, personalPage, publicOrPersonalPage } from '@/lib/self-service/page';
import { Flash } from './Flash';
import { ProfileShell } from './ProfileShell';
import { SupportForm } from './SupportForms';
import { ProfileCard } from './ProfileCard';
import styles from './profile.module.css';

type Search = Promise<Record<string, string | string[] | undefined>>;
const ERR = ['generic', 'required', 'tooLong', 'notFound'];
const FORM = ['subject', 'message', 'reply', 'send', 'sendReply'];

function withSupportText<P extends { site: { allowSupport: boolean }; t: (key: string) => string }>(p: P) {
  // Only where the venue allows support (spec §2 footer rule); the provider answers 404 otherwise too.
  if (!p.site.allowSupport) notFound();
  const text = Object.fromEntries(FORM.map((k) => [k, p.t(`support.${k}`)]));
  const errorText = Object.fromEntries(ERR.map((k) => [k, p.t(`errors.${k}`)]));
  return { ...p, text, errorText };
}

const supportContext = async (params: Promise<SiteParams>, path: string) => withSupportText(await personalPage(params, path));

const statusKey = (s: string) => (s === 'open' ? 'open_status' : s);

/** /customer-support (spec §2): the customer's tickets and a form to open one. */
export async function SupportListPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Search }) {
  const path = '/customer-support';
  const { locale, tenant, site, account, user, t, text, errorText } = withSupportText(await publicOrPersonalPage(params, path));
  // Spec §2: the support page is public. A visitor reads what it is for and signs in (or registers) to open a
  // ticket, then comes back here; the tickets themselves are the customer's own and need the account.
  if (!account || !user)
    return (
      <div className={styles.visitorPage}>
        <h1>{t('menu.support')}</h1>
        <p className={styles.muted}>{t('support.intro')}</p>
        <ProfileCard id="open-heading" title={t('support.open')}>
          <p>{t('support.login')}</p>
          <AppLink className="button button-cta" href={href('/login', locale, { nextUrl: href(path, locale) })}>
            {t('support.loginButton')}
          </AppLink>
        </ProfileCard>
      </div>
    );
  const list = await account.supportTickets(pageParam((await searchParams).page));
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t('menu.support')}</h1>
      <p className={styles.muted}>{t('support.intro')}</p>
      {list.items.length === 0 ? (
        <p className={styles.card}>{t('support.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((x) => (
            <li key={x.id} className={`${styles.card} ${styles.row}`}>
              <AppLink href={href(`/customer-support/${x.id}`, locale)}>
                <bdi>{x.subject}</bdi>
              </AppLink>
              <span className={styles.badge}>{t(`support.${statusKey(x.status)}`)}</span>
              <span className={styles.muted}>{t('support.updated', { date: formatDate(x.updatedAt, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
      <ProfileCard id="open-heading" title={t('support.open')}>
        <SupportForm locale={locale} t={text} errorText={errorText} />
      </ProfileCard>
    </ProfileShell>
  );
}

/** /customer-support/{id} (spec §2 "customer support and reply"): the conversation and a reply form. */
export async function SupportTicketPage({ params, searchParams }: { params: Promise<SiteParams & { id: string }>; searchParams: Search }) {
  const { id } = await params;
  const { locale, tenant, site, account, user, t, text, errorText } = await supportContext(params, `/customer-support/${id}`);
  const ticket = await account.supportTicket(id);
  if (!ticket) notFound();
  const done = one((await searchParams).done);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current="/customer-support" partner={user.partner} t={t}>
      <h1>
        <bdi>{ticket.subject}</bdi>
      </h1>
      <p>
        <span className={styles.badge}>{t(`support.${statusKey(ticket.status)}`)}</span>
      </p>
      <Flash done={done === 'opened' || done === 'replied' ? t(`support.${done}`) : null} />
      <ol className={styles.messages}>
        {ticket.messages.map((m) => (
          <li key={m.id} data-author={m.author}>
            <strong>{t(m.author === 'customer' ? 'support.you' : 'support.venue')}</strong> · <span className={styles.muted}>{formatDate(m.createdAt, locale)}</span>
            <p dir="auto">{m.message}</p>
          </li>
        ))}
      </ol>
      <ProfileCard id="reply-heading" title={t('support.reply')}>
        <SupportForm locale={locale} ticketId={ticket.id} t={text} errorText={errorText} />
      </ProfileCard>
      <p>
        <AppLink href={href('/customer-support', locale)}>{t('support.back')}</AppLink>
      </p>
    </ProfileShell>
  );
}
