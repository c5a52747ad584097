import { replyByEmailLink, replyByWhatsAppLink, type QuotationListItem } from '@gwp/contracts'
import { Mail, MessageCircle } from 'lucide-react'

const LINK =
  'inline-flex items-center gap-1.5 rounded-lg p-2 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/**
 * The quote desk's one-click replies: an e-mail whose subject names the product, and WhatsApp on the
 * number in international form (none when the number's country cannot be told). `labelled` shows
 * the words beside the icons (the details modal); in the table the icons carry them as names.
 */
export function QuoteReplies({ quote, labelled = false }: { quote: QuotationListItem; labelled?: boolean }) {
  const whatsApp = replyByWhatsAppLink(quote)
  return (
    <>
      <a
        href={replyByEmailLink(quote)}
        aria-label={labelled ? undefined : `Reply by e-mail to ${quote.fullName}`}
        title="Reply by e-mail"
        className={`${LINK} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {labelled && 'Reply by e-mail'}
      </a>
      {whatsApp && (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={labelled ? undefined : `Reply on WhatsApp to ${quote.fullName}`}
          title="Reply on WhatsApp"
          className={`${LINK} text-emerald-700 hover:bg-emerald-50 hover:text-emerald-800`}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {labelled && 'Reply on WhatsApp'}
        </a>
      )}
    </>
  )
}
