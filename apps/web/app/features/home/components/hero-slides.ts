/**
 * The four static hero slides of the home page (docs/requirements/site.md#home). Each slide's picture is the
 * file `slide-<n>.jpg` the company keeps in the server's hero folder (README "Hero pictures"); `tone`
 * is the gradient shown until it loads, or instead of it when there is none, and `shade` darkens the
 * picture where the text lies: all over on phones, the side the text starts on from `md` up (the left;
 * the right in Urdu and Arabic, where hero-slider.tsx turns the shade round). The texts are the English
 * messages of the about catalogue.
 */
export const HERO_SLIDES = [
  {
    navigator: 'Floor Care',
    heading: 'Floors that shine, every single day',
    description:
      'Concentrated floor cleaners and polishes for marble, tiles and terrazzo, made for busy hotels, hospitals and homes.',
    button: 'Explore floor care',
    to: '/products',
    tone: 'from-brand-800 via-brand-700 to-brand-600',
    shade:
      'from-brand-900/90 via-brand-900/80 to-brand-900/70 md:from-brand-900/95 md:via-brand-900/70 md:to-brand-900/0',
  },
  {
    navigator: 'Kitchen',
    heading: 'Grease-free kitchens, food-safe results',
    description:
      'Degreasers, dishwashing liquids and surface sanitisers that cut through the toughest kitchen soils.',
    button: 'See kitchen range',
    to: '/products',
    tone: 'from-emerald-800 via-emerald-700 to-teal-600',
    shade:
      'from-emerald-950/90 via-emerald-950/80 to-emerald-950/70 md:from-emerald-950/95 md:via-emerald-950/70 md:to-emerald-950/0',
  },
  {
    navigator: 'Hygiene',
    heading: 'Hygiene you can trust',
    description:
      'Bathroom cleaners and disinfectants tested for professional use, protecting staff and guests alike.',
    button: 'View hygiene products',
    to: '/products',
    tone: 'from-sky-800 via-sky-700 to-cyan-600',
    shade:
      'from-sky-950/90 via-sky-950/80 to-sky-950/70 md:from-sky-950/95 md:via-sky-950/70 md:to-sky-950/0',
  },
  {
    navigator: 'Free Quote',
    heading: 'Supplies for your whole facility',
    description:
      'Tell us what you clean and how often, and our team in Lahore or Dubai will send you a tailored quote.',
    button: 'Request a free quote',
    to: '/contact',
    tone: 'from-indigo-900 via-indigo-800 to-brand-700',
    shade:
      'from-indigo-950/90 via-indigo-950/80 to-indigo-950/70 md:from-indigo-950/95 md:via-indigo-950/70 md:to-indigo-950/0',
  },
] as const
