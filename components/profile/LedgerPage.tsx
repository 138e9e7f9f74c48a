import type { SiteParams } from '@/lib/i18n/server';
import { pick } from '@/lib/i18n/pick';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { removeCardAction } from '@/lib/self-service/actions';
import { one, pageParam, personalPage } from '@/lib/self-service/page';
import { Flash } from './Flash';
import { Pager } from './Pager';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

const points = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/** /profile/user/wallet and /profile/user/q-points (spec §2): balance and history; the wallet page lists saved cards. */
export async function LedgerPage({ params, searchParams, kind }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>>; kind: 'wallet' | 'qpoints' }) {
  const path = kind === 'wallet' ? '/profile/user/wallet' : '/profile/user/q-points';
  const { locale, tenant, site, account, user, t } = await personalPage(params, path);
  const sp = await searchParams;
  const page = pageParam(sp.page);
  const [ledger, cards] = await Promise.all([account.ledger(kind, page), kind === 'wallet' ? account.cards() : Promise.resolve([])]);
  const amount = (n: number) => (kind === 'wallet' ? formatPrice(Math.abs(n), ledger.currency) : t('money.points', { n: points(Math.abs(n)) }));
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t(`menu.${kind}`)}</h1>
      <Flash done={one(sp.done) === 'cardRemoved' ? t('money.cardRemoved') : null} error={one(sp.error) ? t('errors.generic') : null} />
      <p className={styles.card}>
        <span>{t('money.balance')}</span>
        <strong className={styles.amount} data-testid="balance">
          {amount(ledger.balance)}
        </strong>
      </p>
      <section aria-labelledby="history-heading" className={styles.main}>
        <h2 id="history-heading">{t('money.history')}</h2>
        <ProfileTable
          items={ledger.items}
          empty={t('money.noHistory')}
          heads={[t('history.date'), t('money.order'), t('partner.amount')]}
          row={(e) => (
            <tr key={e.id}>
              <td>{formatDate(e.createdAt, locale)}</td>
              <td>
                <bdi>{pick(e.description, locale)}</bdi>
              </td>
              <td className={styles.amount}>{`${e.amount < 0 ? '−' : '+'}${amount(e.amount)}`}</td>
            </tr>
          )}
        />
        <Pager list={ledger} path={path} locale={locale} />
      </section>
      {kind === 'wallet' ? (
        <section aria-labelledby="cards-heading" className={styles.main}>
          <h2 id="cards-heading">{t('money.cards')}</h2>
          {cards.length === 0 ? (
            <p className={styles.muted}>{t('money.noCards')}</p>
          ) : (
            <ul className={styles.list}>
              {cards.map((c) => (
                <li key={c.id} className={`${styles.card} ${styles.row}`}>
                  <span className={styles.amount}>{c.number}</span>
                  {c.expiry ? <span className={styles.amount}>{c.expiry}</span> : null}
                  {c.holder ? <bdi>{c.holder}</bdi> : null}
                  <form action={removeCardAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="back" value={path} />
                    <input type="hidden" name="card" value={c.id} />
                    <button type="submit" className="button button-outline">
                      {t('money.removeCard', { number: c.number.slice(-4) })}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </ProfileShell>
  );
}
