'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { api, SessionExpiredError } from '@/lib/api/client';

interface Me {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  email?: string | null;
  country_code?: string | null;
  mobile_number?: string | null;
  membership_card_number?: string | null;
  b2b_id?: number | null;
  b2b_type?: string | null;
  entity_name?: string | null;
}

/**
 * The signed-in customer's details, asked through the BFF (the bearer is added on the server; a 401 clears the
 * session and goes to /login, spec §8).
 */
export function ProfileView() {
  const t = useTranslations('auth');
  const [me, setMe] = useState<Me | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.get('customers/me').then(
      (body) => {
        const data = (body as { data?: Me } | null)?.data;
        if (data) setMe(data);
        else setFailed(true);
      },
      (e) => {
        if (!(e instanceof SessionExpiredError)) setFailed(true);
      },
    );
  }, []);
  if (failed) return <p role="alert" className="form-alert">{t('profileError')}</p>;
  if (!me) return <p role="status">{t('loading')}</p>;
  // Spec §3: display name is first_name plus last_name when a first name exists, otherwise name.
  const name = me.first_name ? [me.first_name, me.last_name].filter(Boolean).join(' ') : (me.name ?? '');
  return (
    <dl className="details">
      <dt>{t('profileName')}</dt>
      <dd>{name}</dd>
      {me.email ? (
        <>
          <dt>{t('profileEmail')}</dt>
          <dd>{me.email}</dd>
        </>
      ) : null}
      {me.mobile_number ? (
        <>
          <dt>{t('profileMobile')}</dt>
          <dd dir="ltr">{`+${me.country_code ?? ''} ${me.mobile_number}`}</dd>
        </>
      ) : null}
      {me.membership_card_number ? (
        <>
          <dt>{t('profileMember')}</dt>
          <dd>{me.membership_card_number}</dd>
        </>
      ) : null}
      {me.b2b_id ? (
        <>
          <dt>{(me.b2b_type ?? '').toLowerCase() === 'b2e' ? t('profileEmployee') : t('profilePartner')}</dt>
          <dd>{me.entity_name ?? ''}</dd>
        </>
      ) : null}
    </dl>
  );
}
