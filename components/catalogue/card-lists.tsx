import 'server-only';
import { pick } from '@/lib/i18n/pick';
import { loadAcademies, loadTrainers } from '@/lib/catalogue/loaders';
import { cardList } from './catalogue-list';

/** /academies (spec §2 workshops list), 16 a page. */
export const academiesList = cardList({ basePath: '/academies', namespace: 'academies' }, {
  load: loadAcademies,
  detailPath: (a) => `/academy/${a.id}`,
  facts: (a, locale) => [a.ageGroup ? pick(a.ageGroup, locale) : null, pick(a.summary, locale)],
});

/** /training (spec §2 trainer list), 16 a page. */
export const trainersList = cardList({ basePath: '/training', namespace: 'trainers' }, {
  load: loadTrainers,
  detailPath: (tr) => `/training/${tr.id}`,
  facts: (tr, locale) => [tr.speciality ? pick(tr.speciality, locale) : null, pick(tr.summary, locale)],
});
