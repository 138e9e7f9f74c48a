'use client';
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SessionExpiredError } from '@/lib/api/errors';
import { fetchCustomer } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { emailParts } from '@/lib/format/email';
import { profileDetails } from '@/lib/self-service/customer';
import { QueryIsland } from '@/components/ui/QueryIsland';

/**
 * The signed-in customer's details, asked through the BFF (the bearer is added on the server; a 401 clears the
 * session and goes to /login, spec §8).
 */
export function ProfileView() {
  return (
    <QueryIsland>
      <ProfileDetailsList />
    </QueryIsland>
  );
}

function ProfileDetailsList() {
  const t = useTranslations('auth');
  const { data: me, error } = useQuery({ queryKey: qk.customer, queryFn: ({ signal }) => fetchCustomer(signal), select: profileDetails });
  // An ended session is handled by the client (sent to /login): nothing more to show here.
  const failed = !!error && !(error instanceof SessionExpiredError);
  if (failed) return <p role="alert" className="form-alert">{t('profileError')}</p>;
  if (!me) return <p role="status">{t('loading')}</p>;
  // Name always; the others when the customer has them; the partner's entity (maybe blank) for a business user.
  const rows: Array<[label: string, value: ReactNode, dir?: 'ltr', className?: string]> = [[t('profileName'), me.name]];
  if (me.email) rows.push([t('profileEmail'), <Email key="email" value={me.email} />, 'ltr', 'email-value']);
  if (me.mobile) rows.push([t('profileMobile'), me.mobile, 'ltr']);
  if (me.membershipCardNumber) rows.push([t('profileMember'), me.membershipCardNumber]);
  if (me.partner) rows.push([me.partner.employee ? t('profileEmployee') : t('profilePartner'), me.partner.entityName ?? '']);
  return (
    <dl className="details">
      {rows.map(([label, value, dir, className]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd dir={dir} className={className}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** An email that breaks only after its "@" and dots on a narrow screen (lib/format/email.ts). */
function Email({ value }: { value: string }) {
  return emailParts(value).map((part, i) => (
    <Fragment key={i}>
      {i ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
