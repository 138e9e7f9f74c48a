import type { LocalizedText } from '../i18n/pick';

/**
 * The catalogue as the app renders it (spec §2-3: events, academies and their cards): app types, reshaped from the
 * provider's wire shapes in lib/provider (events.ts, academies.ts, catalogue-common.ts). Components and pages take
 * these; they never see a wire shape.
 */

/** One page of a list. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** A price with its VAT (spec §9: shown as price + tax). */
export interface Price {
  price: number;
  tax: number;
}

/** The card every catalogue summary carries (events, trainers, academies): id, name, short text, image, from-price. */
export interface CatalogueCardSummary {
  id: number;
  name: LocalizedText;
  summary: LocalizedText;
  image: string | null;
  fromPrice: Price | null;
}

export interface EventSummary extends CatalogueCardSummary {
  category: LocalizedText | null;
  startDate: string;
  endDate: string;
  locationName: LocalizedText | null;
}

export interface EventSchedule {
  id: number;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export interface EventTicket {
  id: number;
  name: LocalizedText;
  description: LocalizedText | null;
  price: number;
  tax: number;
  participantCount: number;
  soldOut: boolean;
}

export interface EventDetail extends EventSummary {
  description: LocalizedText;
  timeZone: string;
  location: { name: LocalizedText; address: LocalizedText | null; pin: { lat: number; lng: number } | null };
  schedules: EventSchedule[];
  tickets: EventTicket[];
}

export interface AcademySummary extends CatalogueCardSummary {
  ageGroup: LocalizedText | null;
}
export interface AcademyProgramme {
  id: number;
  name: LocalizedText;
  description: LocalizedText | null;
  level: LocalizedText | null;
  days: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
}
export interface AcademyPackage extends Price {
  id: number;
  programmeId: number;
  name: LocalizedText;
  sessions: number;
}
export interface AcademyDetail extends AcademySummary {
  description: LocalizedText;
  programmes: AcademyProgramme[];
  packages: AcademyPackage[];
}
