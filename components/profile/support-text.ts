import { useTranslations } from 'next-intl';

const ERR = ['generic', 'required', 'tooLong', 'notFound', 'rateLimited'];
const FORM = ['subject', 'message', 'reply', 'send', 'sendReply'];

/** A ticket's status as the words name it (`open` is `open_status`: `open` is the "Open a ticket" title). */
export const statusKey = (s: string) => (s === 'open' ? 'open_status' : s);

/** The labels and error words of the open and reply forms (SupportForm). */
export function useSupportFormText() {
  const t = useTranslations('selfService');
  return {
    text: Object.fromEntries(FORM.map((k) => [k, t(`support.${k}`)])),
    errorText: Object.fromEntries(ERR.map((k) => [k, t(`errors.${k}`)])),
  };
}
