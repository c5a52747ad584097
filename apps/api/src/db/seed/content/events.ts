/**
 * Demo trade fairs. Dates are offsets in days from the seed date in EVENTS_TZ, so the Exhibition
 * page always has past, current and upcoming events. Text avoids the characters the event forms
 * refuse (< > / { } [ ] ( ) $ % @ | ` ~) so each record can be edited and saved unchanged.
 */
export interface SeedEvent {
  title: string
  location: string
  fromOffset: number
  toOffset: number
  time: string
  link: string
  description: string
  additionalDetails: string | null
  /** Banner background colour. */
  color: string
  inactive?: true
}

export const EVENTS: SeedEvent[] = [
  {
    title: 'Karachi Cleaning and Hygiene Expo',
    location: 'Expo Centre Karachi, University Road, Karachi',
    fromOffset: -62,
    toOffset: -60,
    time: '10:00 AM - 06:00 PM',
    link: 'https://www.example.com/events/karachi-cleaning-hygiene-expo',
    description:
      'Three days of cleaning, hygiene and facility management products for distributors, hotels and hospitals. GWP showed its full floor care and laundry range and launched the GWP Pro line for commercial kitchens.',
    additionalDetails: 'Hall 2, Stand B14. Thank you to the more than 1,200 visitors who came to see us.',
    color: '#37474F',
  },
  {
    title: 'Middle East Cleaning Show Dubai',
    location: 'Dubai World Trade Centre, Sheikh Zayed Road, Dubai',
    fromOffset: -24,
    toOffset: -22,
    time: '09:30 AM - 05:30 PM',
    link: 'https://www.example.com/events/middle-east-cleaning-show',
    description:
      'The meeting point of the region for cleaning contractors, facility managers and suppliers. Our Dubai team presented refill sizes and concentrates for the GCC market.',
    additionalDetails: null,
    color: '#4E342E',
  },
  {
    title: 'Lahore Home and Hygiene Fair',
    location: 'Expo Centre Lahore, Johar Town, Lahore',
    fromOffset: -1,
    toOffset: 2,
    time: '11:00 AM - 09:00 PM',
    link: 'https://www.example.com/events/lahore-home-hygiene-fair',
    description:
      'A family fair for home care, kitchen and hygiene products. Visit the GWP stand for live demonstrations of our marble care range and special fair prices on bundles.',
    additionalDetails: 'Hall 1, Stand A7. Free entry for families. Parking at Gate 3.',
    color: '#1565C0',
  },
  {
    title: 'Gulf Facility Management Expo',
    location: 'Abu Dhabi National Exhibition Centre, Abu Dhabi',
    fromOffset: 0,
    toOffset: 1,
    time: '10:00 AM - 06:00 PM',
    link: 'https://www.example.com/events/gulf-facility-management-expo',
    description:
      'Facility management, cleaning and maintenance companies from across the Gulf. Meet our sales team to discuss supply contracts for offices, malls and hospitals.',
    additionalDetails: 'Meetings can be booked in advance through our Dubai office.',
    color: '#00695C',
  },
  {
    title: 'Riyadh Cleaning Industry Week',
    location: 'Riyadh Front Exhibition and Conference Centre, Riyadh',
    fromOffset: 21,
    toOffset: 24,
    time: '10:00 AM - 07:00 PM',
    link: 'https://www.example.com/events/riyadh-cleaning-industry-week',
    description:
      'The largest cleaning industry gathering in Saudi Arabia. GWP will present its private label manufacturing services and the full GWP Pro range for distributors in the Kingdom.',
    additionalDetails: 'Stand details will be shared two weeks before the show.',
    color: '#6A1B9A',
  },
  {
    title: 'Pakistan Hospitality Supplies Expo',
    location: 'Pak China Friendship Centre, Islamabad',
    fromOffset: 46,
    toOffset: 48,
    time: '10:00 AM - 06:00 PM',
    link: 'https://www.example.com/events/pakistan-hospitality-supplies-expo',
    description:
      'Supplies for hotels, restaurants and caterers. See our commercial dishwashing, degreasing and housekeeping products and ask about bulk pricing for hotel groups.',
    additionalDetails: null,
    color: '#AD1457',
  },
  {
    title: 'Sharjah Retail and Home Show',
    location: 'Expo Centre Sharjah, Al Taawun, Sharjah',
    fromOffset: 80,
    toOffset: 82,
    time: '04:00 PM - 10:00 PM',
    link: 'https://www.example.com/events/sharjah-retail-home-show',
    description:
      'A consumer and retail show for home products. Our participation is not yet confirmed, so this event is hidden from the public site until it is.',
    additionalDetails: null,
    color: '#EF6C00',
    inactive: true,
  },
]
