import { MessageSquareQuote } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import type { QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { useHydrated } from '#app/features/enquiries/hooks/use-hydrated'
import { useI18n } from '#app/i18n/use-i18n'
import { QuoteModal } from './quote-modal'

const LOOK =
  'inline-flex items-center gap-2 rounded-full bg-accent-600 px-7 py-3 font-bold text-white shadow-sm hover:bg-accent-500'

/**
 * The product page's Get Quote button, which opens the quote modal. Until the page's script runs
 * (or without script) it is a link to the contact page's quote form with this product chosen.
 */
export function GetQuoteButton({ product }: { product: QuoteProduct }) {
  const { t, localPath } = useI18n()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)

  if (!hydrated) {
    return (
      <Link to={localPath(`/contact?product=${encodeURIComponent(product._id)}`)} className={LOOK}>
        <MessageSquareQuote aria-hidden="true" className="h-5 w-5" />
        {t('Get Quote')}
      </Link>
    )
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={LOOK}>
        <MessageSquareQuote aria-hidden="true" className="h-5 w-5" />
        {t('Get Quote')}
      </button>
      <QuoteModal product={product} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
