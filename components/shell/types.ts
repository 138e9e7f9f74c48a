/** What the server hands the header's client islands: labels already in the visitor's language. */
export interface NavLinkView {
  label: string;
  href: string;
  external: boolean;
  children: NavLinkView[];
}
