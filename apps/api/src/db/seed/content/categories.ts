/**
 * Demo catalogue structure. Names and descriptions respect the back-office limits (category name 28,
 * description 80, no < > = ` % $ ; ' [ ] { }; sub-category name 50, description 500) so every seeded
 * record can be opened and saved unchanged in the edit forms.
 */

export interface SeedSubCategory {
  key: string
  name: string
  description: string
}

export interface SeedCategory {
  /** Product code segment, e.g. FC in GWP-FC-001. */
  code: string
  name: string
  description: string
  /** Background of the generated images of the category, its sub-categories and products. */
  color: string
  subCategories: SeedSubCategory[]
}

export const CATEGORIES: SeedCategory[] = [
  {
    code: 'FC',
    name: 'Floor Care',
    description: 'Cleaners, disinfectants and polishes for tile, marble, stone and wood floors.',
    color: '#1F6FB2',
    subCategories: [
      {
        key: 'floor-cleaners',
        name: 'Floor Cleaners',
        description:
          'Concentrated and ready to use floor cleaners for daily mopping of ceramic, porcelain and vinyl floors in homes, offices and shops. Low foam formulas that dry without streaks and leave a fresh fragrance.',
      },
      {
        key: 'floor-disinfectants',
        name: 'Floor Disinfectants',
        description:
          'Disinfectant floor cleaners that kill 99.9 percent of common household germs. Suitable for hospitals, schools, clinics and homes with small children and pets when used as directed.',
      },
      {
        key: 'marble-stone',
        name: 'Marble & Stone Care',
        description:
          'pH neutral cleaners, polishes and sealers made for marble, granite and natural stone. They clean without etching and restore the natural shine of polished surfaces.',
      },
    ],
  },
  {
    code: 'KD',
    name: 'Kitchen & Dish',
    description: 'Dishwashing liquids, degreasers and sprays for home and commercial kitchens.',
    color: '#2E8B57',
    subCategories: [
      {
        key: 'dishwashing',
        name: 'Dishwashing Liquids',
        description:
          'Hand dishwashing liquids and pastes that cut through grease on plates, pots and utensils. Gentle on hands, with lemon, lime and unscented options for homes and restaurants.',
      },
      {
        key: 'degreasers',
        name: 'Degreasers',
        description:
          'Heavy duty degreasers for stoves, hoods, ovens, grills and kitchen floors. Designed for the oil and ghee soils of South Asian and Middle Eastern cooking.',
      },
      {
        key: 'kitchen-surfaces',
        name: 'Kitchen Surface Cleaners',
        description:
          'Food safe sprays and wipes for counters, chopping boards, fridges and dining tables. They remove food residue and germs without leaving a chemical smell.',
      },
    ],
  },
  {
    code: 'BT',
    name: 'Bathroom & Toilet',
    description: 'Toilet bowl cleaners, tile and grout cleaners and bathroom fresheners.',
    color: '#00838F',
    subCategories: [
      {
        key: 'toilet-cleaners',
        name: 'Toilet Bowl Cleaners',
        description:
          'Thick gel toilet cleaners with an angled neck that reaches under the rim. They remove limescale and stains and keep the bowl hygienic between cleans.',
      },
      {
        key: 'tile-grout',
        name: 'Tile & Grout Cleaners',
        description:
          'Cleaners for bathroom walls, floors, showers and grout lines. They lift soap scum, hard water marks and mould stains from tiles and fittings.',
      },
      {
        key: 'bathroom-fresheners',
        name: 'Bathroom Fresheners',
        description:
          'Air fresheners, urinal screens and fragrance blocks that keep washrooms fresh in homes, offices, malls and mosques.',
      },
    ],
  },
  {
    code: 'LD',
    name: 'Laundry',
    description: 'Liquid detergents, fabric softeners and stain removers for every wash.',
    color: '#5E35B1',
    subCategories: [
      {
        key: 'liquid-detergents',
        name: 'Liquid Detergents',
        description:
          'Liquid laundry detergents for front load, top load and twin tub machines and for hand washing. They dissolve fully in cold water and work well in hard water areas.',
      },
      {
        key: 'fabric-softeners',
        name: 'Fabric Softeners',
        description:
          'Fabric conditioners that keep towels, bed linen and clothes soft, reduce creases and leave a long lasting fragrance.',
      },
      {
        key: 'stain-removers',
        name: 'Stain Removers & Bleach',
        description:
          'Oxygen based stain removers and thick bleach for whites, colour safe pre treatment sprays and laundry boosters for tough stains.',
      },
    ],
  },
  {
    code: 'SG',
    name: 'Surface & Glass',
    description: 'Glass cleaners and multi surface sprays for homes, offices and showrooms.',
    color: '#0277BD',
    subCategories: [
      {
        key: 'glass-cleaners',
        name: 'Glass Cleaners',
        description:
          'Streak free cleaners for windows, mirrors, glass partitions, display cases and car windscreens.',
      },
      {
        key: 'multi-surface',
        name: 'Multi Surface Cleaners',
        description:
          'All purpose cleaners for laminate, painted walls, plastic, sealed wood and stainless steel. One product for most of the hard surfaces in a home or office.',
      },
    ],
  },
  {
    code: 'CT',
    name: 'Cleaning Tools & Accessories',
    description: 'Mops, buckets, brushes, cloths and sponges for professional results.',
    color: '#EF6C00',
    subCategories: [
      {
        key: 'mops-buckets',
        name: 'Mops & Buckets',
        description:
          'Flat mops, cotton mops, spin mop sets and wringer buckets for homes and for commercial cleaning teams.',
      },
      {
        key: 'brushes-scrubbers',
        name: 'Brushes & Scrubbers',
        description:
          'Toilet brushes, floor scrubbers, grout brushes and hand brushes with durable bristles that keep their shape.',
      },
      {
        key: 'cloths-sponges',
        name: 'Cloths & Sponges',
        description:
          'Microfibre cloths, scouring pads and sponges, colour coded so kitchen and bathroom cloths never get mixed.',
      },
      {
        key: 'gloves-sprayers',
        name: 'Gloves & Sprayers',
        description:
          'Reusable rubber gloves, trigger spray bottles and dispensers for safe handling and accurate dilution of concentrates.',
      },
    ],
  },
  {
    code: 'HH',
    name: 'Hand Care & Hygiene',
    description: 'Hand wash and sanitizers for homes, offices, schools and clinics.',
    color: '#C2185B',
    subCategories: [
      {
        key: 'hand-wash',
        name: 'Hand Wash',
        description:
          'Liquid hand wash with moisturisers in pump bottles and refill packs, in fresh and mild fragrances for daily use.',
      },
      {
        key: 'sanitizers',
        name: 'Hand Sanitizers',
        description:
          'Alcohol based hand sanitizer gels and sprays with 70 percent alcohol for use when soap and water are not at hand.',
      },
    ],
  },
]
