/**
 * The header's and footer's islands, in one chunk that ./LateIslands loads after the page's first scripts (issue 27
 * §2: a public page hydrates late what a visitor can touch).
 */
export { NavMenu } from './NavMenu';
export { MobileDrawer } from './MobileDrawer';
export { LanguageSwitch } from './LanguageSwitch';
export { CartButton } from './CartButton';
export { UserMenu } from './UserMenu';
export { SignOutSync } from './SignOutSync';
export { SearchTrigger } from './SearchTrigger';
export { TextSize } from './TextSize';
export { NewsletterForm } from '@/components/forms/NewsletterForm';
