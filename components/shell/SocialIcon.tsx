import type { SocialNetwork } from '@/lib/tenant/types';

const PATHS: Record<SocialNetwork, string> = {
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 3.8 7v10A3.2 3.2 0 0 0 7 20.2h10a3.2 3.2 0 0 0 3.2-3.2V7A3.2 3.2 0 0 0 17 3.8z',
  twitter: 'M4 3h4.5l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4.3l6.6-7.7z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  youtube: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z',
  tiktok: 'M16.5 2h-3.3v13.2a2.9 2.9 0 1 1-2-2.8V9a6.3 6.3 0 1 0 5.3 6.2V8.6a7.7 7.7 0 0 0 4.5 1.4V6.7a4.5 4.5 0 0 1-4.5-4.7z',
  snapchat:
    'M12 2c3 0 5.3 2.3 5.3 5.4v2.3l1.6-.5.5 1.3-2 1c.6 1.7 2 3 3.6 3.5l-.3 1.2-2 .4-.4 1.5-2.2-.2c-1 .7-2.3 1.9-4.1 1.9s-3.1-1.2-4.1-1.9l-2.2.2-.4-1.5-2-.4-.3-1.2c1.6-.5 3-1.8 3.6-3.5l-2-1 .5-1.3 1.6.5V7.4C6.7 4.3 9 2 12 2z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d={PATHS[network]} />
    </svg>
  );
}
