import type { LocalizedText } from '../i18n/pick';

/** An additional page (spec §2 catch-all /{slug}) as the app renders it. */
export interface ContentPage {
  slug: string;
  title: LocalizedText;
  html: LocalizedText;
  updatedAt: string | null;
}

/** Content sections (spec §2: blogs, outlets, retail, offers, gallery, services) as the app renders them. */
export interface BlogSummary {
  id: number;
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  image: string | null;
  author: LocalizedText;
  publishedAt: string;
}
export interface Blog extends BlogSummary {
  html: LocalizedText;
}
export interface Priced {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  price: number;
  tax: number;
}
export interface OutletSummary {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  location: LocalizedText;
  hours: LocalizedText;
}
export interface Outlet extends OutletSummary {
  menus: Array<{ id: number; name: LocalizedText; products: Priced[] }>;
}
export interface RetailProduct extends Priced {
  outletId: number | null;
  category: LocalizedText;
}
export interface Offer extends Priced {
  offerPrice: number;
  validUntil: string | null;
}
export interface GalleryImage {
  id: number;
  src: string;
  caption: LocalizedText;
  width: number;
  height: number;
}
export interface Service {
  id: number;
  name: LocalizedText;
  html: LocalizedText;
  image: string | null;
  mapPin: { lat: number; lng: number; address: string | null } | null;
  formSlug: string | null;
}
