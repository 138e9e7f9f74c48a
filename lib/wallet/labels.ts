import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import type { AppLocale } from '@/lib/i18n/locales';

/** The `wallet` messages as a translator that needs no request context (passes, JWTs and their tests). */
const MESSAGES = { en, ar } as const;
export const walletTranslator = (locale: AppLocale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'wallet' });
