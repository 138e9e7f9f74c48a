export function findUsLabels(t: (key: string) => string) {
  return { title: t('findUs'), address: t('address'), coordinates: t('coordinates'), directions: t('directions'), newTab: t('directionsHint') };
}
