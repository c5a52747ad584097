/**
 * Demo blog posts. Titles fit the edit form's 28 characters; content stays within what the blog
 * forms accept: letters, digits, whitespace and . , ? ! ' " ( ) only, 50 to 5000 characters.
 */
export interface SeedBlog {
  title: string
  content: string
  /** Days before the seed date the post was published. */
  daysAgo: number
  /** A draft that the public site must not show. */
  inactive?: true
}

export const BLOGS: SeedBlog[] = [
  {
    title: 'Choosing the Right Cleaner',
    daysAgo: 6,
    content: `Walk down any cleaning aisle and you will find dozens of bottles that all promise a sparkling home. The secret is to match the cleaner to the surface and to the type of dirt.

Grease and food soil, the most common dirt in a kitchen, are acidic, so they come off best with a mildly alkaline cleaner such as a degreaser or a dishwashing liquid. Limescale and hard water marks in bathrooms are alkaline, so they need a mildly acidic product such as a tile or toilet cleaner.

Delicate surfaces need extra care. Marble and natural stone are damaged by acids, so always use a pH neutral cleaner on them. Wood should never be soaked, and glass is easiest with a quick drying cleaner and a microfibre cloth.

Finally, read the label. Dilution rates are there for a reason. Using more product than recommended does not clean better, it only leaves a sticky film that attracts dirt faster.`,
  },
  {
    title: 'Caring for Marble Floors',
    daysAgo: 19,
    content: `Marble floors are a feature of many homes in Lahore and Dubai, and with the right routine they stay beautiful for decades.

Sweep or dust mop daily. Sand and grit act like sandpaper under shoes and slowly dull the polish, especially near entrances. A good doormat inside and outside every door makes a big difference.

Mop with a pH neutral marble cleaner diluted in warm water. Avoid vinegar, lemon juice and most bathroom cleaners, because acids etch the surface and leave dull patches that only a professional can polish out.

Wipe spills at once. Tea, coffee, juice and cooking oil can stain marble if they are left to soak in. Once or twice a year apply a stone sealer to reduce staining, and use a marble polish cream on high traffic areas to bring back the shine.`,
  },
  {
    title: 'Safe Storage at Home',
    daysAgo: 34,
    content: `Cleaning products make homes healthier, but they must be stored with care, especially where there are small children.

Keep every product in its original container with the label intact. Never pour a cleaner into a water or juice bottle, because this is one of the most common causes of accidental poisoning.

Store products on a high shelf or in a cupboard with a child lock, away from food and medicines. Close caps firmly after every use. Many GWP bottles have child resistant caps, but they only work when they are closed properly.

Never mix products. Bleach mixed with acidic toilet cleaners or with ammonia releases dangerous gases. Use one product, rinse, and then use the next.

If a product is swallowed or splashed in the eyes, follow the first aid advice on the label and seek medical help, taking the bottle with you.`,
  },
  {
    title: 'Microfibre Explained',
    daysAgo: 52,
    content: `Why do professional cleaning teams prefer microfibre cloths? The answer lies in the size of the fibres.

Each microfibre strand is many times thinner than a human hair. Millions of these fine fibres create a huge surface area that picks up dust, grease and bacteria and holds them inside the cloth instead of pushing them around.

Microfibre often cleans well with water alone, which means less chemical use and lower cost. On glass and stainless steel it leaves no lint and no streaks.

To make your cloths last, wash them separately at up to 60 degrees and do not use fabric softener, which clogs the fibres. Use colour coding, for example blue for glass, green for the kitchen and yellow for the bathroom, so that germs from the toilet never reach the kitchen counter.`,
  },
  {
    title: 'Laundry in Hard Water',
    daysAgo: 71,
    content: `Many cities in Pakistan and the Gulf have hard water, rich in calcium and magnesium. Hard water makes detergents work less well and can leave clothes stiff, grey and dull.

Liquid detergents dissolve more easily than powders in cold and hard water, so they leave less residue in fabrics and in the machine. Use the dose on the cap for hard water rather than the normal dose.

A fabric softener in the final rinse helps towels and cotton stay soft. For whites, an oxygen based stain remover brings back brightness without the damage that too much bleach can cause.

Every month, run the empty machine on a hot cycle to remove limescale and detergent build up. Your clothes, and your washing machine, will last longer.`,
  },
  {
    title: 'A Greener Cleaning Routine',
    daysAgo: 96,
    content: `A cleaner home does not have to cost the earth. Small changes in the way we clean can reduce waste and chemical use.

Choose concentrates. One 5 litre can of a concentrated cleaner replaces dozens of ready to use bottles, saving plastic and transport. Dilute carefully in a reusable trigger bottle with printed dilution marks.

Use refill packs. A hand wash refill pouch uses far less plastic than a new pump bottle each time.

Measure, do not guess. Overdosing wastes product and needs more rinsing water.

Reuse cloths. Washable microfibre cloths and mop pads replace hundreds of disposable wipes. At GWP we are steadily moving our range to recyclable HDPE and PET packaging and to refill sizes for homes and businesses.`,
  },
  {
    title: 'Kitchen Hygiene Basics',
    daysAgo: 120,
    content: `The kitchen is where food safety starts. A few simple habits keep germs away from the family table.

Clean as you go. Wipe counters after preparing raw meat or chicken, and wash chopping boards in hot soapy water straight away. Use separate boards for raw meat and for vegetables.

Degrease regularly. Oil from cooking settles on hoods, tiles and cabinet doors and traps dust. A weekly degreaser spray stops it from building into a sticky layer.

Change sponges often. A damp sponge is a perfect home for bacteria. Rinse and squeeze it dry after use and replace it every one or two weeks.

Finally, sanitise the places that hands touch most, such as fridge handles, taps and light switches, with a food safe surface spray.`,
  },
  {
    title: 'Inside Our Lahore Plant',
    daysAgo: 2,
    inactive: true,
    content: `Every GWP product starts its journey at our manufacturing plant in Lahore. This post is a draft for the blog team to review before publication.

Raw materials are tested on arrival in our quality control laboratory. Each batch of surfactants, fragrances and packaging is checked against its specification before it is released to production.

Our mixing tanks are controlled by recipe, so every batch of floor cleaner or dishwashing liquid is made the same way. Samples from each batch are tested for pH, viscosity and active content, and retained for reference.

Filling lines fill, cap and label bottles from 250 ml to 5 litres, and every carton carries a batch code so that any product can be traced back to its production date. Finished goods are then shipped to distributors across Pakistan and to our Dubai office for the UAE and GCC.`,
  },
]
