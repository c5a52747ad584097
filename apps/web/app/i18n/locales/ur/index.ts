import { messages as about } from './about.po'
import { messages as blogs } from './blogs.po'
import { messages as catalog } from './catalog.po'
import { messages as enquiries } from './enquiries.po'
import { messages as exhibition } from './exhibition.po'
import { messages as offers } from './offers.po'
import { messages as site } from './site.po'

/** Every area's words in one catalogue: the file a page of this language loads. */
export const messages = { ...site, ...catalog, ...blogs, ...exhibition, ...enquiries, ...offers, ...about }
