/** The four static hero slides of the home page (public-site.md "Home"). */
export const HERO_SLIDES = [
  {
    navigator: 'Floor Care',
    heading: 'Floors that shine, every single day',
    description:
      'Concentrated floor cleaners and polishes for marble, tiles and terrazzo, made for busy hotels, hospitals and homes.',
    button: 'Explore floor care',
    to: '/products',
    tone: 'from-brand-800 via-brand-700 to-brand-600',
  },
  {
    navigator: 'Kitchen',
    heading: 'Grease-free kitchens, food-safe results',
    description:
      'Degreasers, dishwashing liquids and surface sanitisers that cut through the toughest kitchen soils.',
    button: 'See kitchen range',
    to: '/products',
    tone: 'from-emerald-800 via-emerald-700 to-teal-600',
  },
  {
    navigator: 'Hygiene',
    heading: 'Hygiene you can trust',
    description:
      'Bathroom cleaners and disinfectants tested for professional use, protecting staff and guests alike.',
    button: 'View hygiene products',
    to: '/products',
    tone: 'from-sky-800 via-sky-700 to-cyan-600',
  },
  {
    navigator: 'Free Quote',
    heading: 'Supplies for your whole facility',
    description:
      'Tell us what you clean and how often, and our team in Lahore or Dubai will send you a tailored quote.',
    button: 'Request a free quote',
    to: '/contact',
    tone: 'from-indigo-900 via-indigo-800 to-brand-700',
  },
] as const
