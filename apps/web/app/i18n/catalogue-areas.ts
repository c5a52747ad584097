/**
 * The catalogue files of each language (app/i18n/locales/<language>/<area>.po): one per part of the
 * site, so a translator, or a change, works on one screen's words at a time.
 */
export const CATALOGUE_AREAS = [
  'site',
  'catalog',
  'blogs',
  'exhibition',
  'enquiries',
  'offers',
  'about',
] as const
