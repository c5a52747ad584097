import { MessageCircle } from 'lucide-react'
import { useId, useState } from 'react'

import { Modal } from '#app/components/ui/modal'

export interface SentLink {
  title: string
  link: string
  whatsapp: string | null
  emailed: boolean
}

/**
 * What a send gives staff (decision record 021): the customer's link, once (only its hash is kept),
 * to copy, and a WhatsApp message holding it for the customer's number.
 */
export function SendResultDialog({ sent, onClose }: { sent: SentLink | null; onClose: () => void }) {
  const linkId = useId()
  const [copied, setCopied] = useState(false)
  return (
    <Modal open={sent !== null} title={sent ? `${sent.title} is ready` : ''} onClose={onClose} size="md">
      {sent && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {sent.emailed
              ? 'The customer has been e-mailed the PDF and this link.'
              : 'No e-mail was sent. Share this link with the customer; the previous link no longer works.'}
          </p>
          <div className="space-y-1">
            <label htmlFor={linkId} className="text-sm font-medium text-slate-700">
              Customer's link
            </label>
            <div className="flex gap-2">
              <input
                id={linkId}
                readOnly
                value={sent.link}
                dir="ltr"
                onFocus={(event) => event.target.select()}
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm"
              />
              <button
                type="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(sent.link).then(() => setCopied(true))
                }}
                className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {sent.whatsapp && (
              <a
                href={sent.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-600 px-4 text-sm font-semibold text-white hover:bg-emerald-700"
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" /> Send on WhatsApp
              </a>
            )}
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-lg px-4 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              Done
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
