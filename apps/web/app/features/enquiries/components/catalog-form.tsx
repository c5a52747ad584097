import { ENQUIRY_MESSAGES, ENQUIRY_TIMINGS, HONEYPOT_FIELD, isValidCatalogEmail } from '@gwp/contracts'
import { BookOpenText } from 'lucide-react'
import { useId, useState } from 'react'

import { toast } from '#app/components/toast'
import { sendCatalog } from '#app/features/enquiries/api/send-catalog'
import { useI18n } from '#app/i18n/use-i18n'
import { HoneypotField } from './honeypot-field'

const TOAST = { autoClose: ENQUIRY_TIMINGS.catalogToastMs }

/**
 * The catalogue request (docs/requirements/enquiries.md#rules, #errors): one e-mail address; the answer comes
 * as a toast that closes after 3 s. While the request runs the button reads 'Sending Please Wait...'.
 */
export function CatalogForm() {
  const { t, language } = useI18n()
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    if (!isValidCatalogEmail(email)) {
      toast.error(t(ENQUIRY_MESSAGES.catalogEmailInvalid), TOAST)
      return
    }
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '')
    setSending(true)
    const result = await sendCatalog(email, honeypot, language)
    setSending(false)
    if (result.ok) {
      setEmail('')
      toast.success(t(ENQUIRY_MESSAGES.catalogSent), TOAST)
    } else {
      toast.error(t(ENQUIRY_MESSAGES.catalogFailed), TOAST)
    }
  }

  return (
    <section
      aria-labelledby="catalog-heading"
      className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2 md:items-center">
        <div className="flex gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-500">
            <BookOpenText aria-hidden="true" />
          </span>
          <div>
            <h2 id="catalog-heading" className="text-2xl font-extrabold md:text-3xl">
              {t('Get Our Product Catalogue')}
            </h2>
            <p className="mt-2 max-w-md text-white/85">
              {t('Every product with pictures, pack sizes and specifications, as a PDF in your inbox.')}
            </p>
          </div>
        </div>
        <form onSubmit={submit} noValidate aria-busy={sending} className="relative">
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-200">
            {t('Your email address')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              placeholder="name@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="min-w-0 flex-1 rounded-full border border-white/20 bg-white px-5 py-3 text-slate-900 outline-none focus:ring-2 focus:ring-accent-500"
            />
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending}
              className="shrink-0 rounded-full bg-accent-600 px-7 py-3 font-bold text-white transition hover:bg-accent-500 disabled:cursor-not-allowed disabled:bg-slate-500"
            >
              {sending ? t(ENQUIRY_MESSAGES.catalogSending) : t('Send Catalog')}
            </button>
          </div>
          <HoneypotField />
        </form>
      </div>
    </section>
  )
}
