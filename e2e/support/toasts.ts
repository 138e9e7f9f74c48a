import type { Page } from '@playwright/test';

/** The app-wide toaster (components/shell/Toasts, spec §8): a region named 'Notifications' in either language. */
export const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|الإشعارات)/ });
