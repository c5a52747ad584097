import { COUNT_MESSAGES, type CountSummary } from '@gwp/contracts'
import type { LucideIcon } from 'lucide-react'
import { ArrowRight, FileText, FolderTree, Package, Users } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { useGetCountsQuery } from '#app/features/back-office/api/counts'

interface CardSpec {
  title: string
  icon: LucideIcon
  accent: string
  total: (counts: CountSummary) => number
  /** The split shown under the total, e.g. active / inactive. */
  parts?: ReadonlyArray<{ label: string; value: (counts: CountSummary) => number; dot: string }>
  /** The section the card opens (its title becomes a link, and the whole card clicks through). */
  href?: string
}

/** docs/requirements/back-office.md#dashboard: the four cards, in the spec's order. */
const CARDS: readonly CardSpec[] = [
  {
    title: 'Total Products',
    icon: Package,
    accent: 'bg-brand-50 text-brand-700',
    total: (c) => c.activeProductCount + c.inActiveProductCount,
    parts: [
      { label: 'Active', value: (c) => c.activeProductCount, dot: 'bg-emerald-500' },
      { label: 'Inactive', value: (c) => c.inActiveProductCount, dot: 'bg-slate-400' },
    ],
  },
  {
    title: 'Total Categories',
    icon: FolderTree,
    accent: 'bg-violet-50 text-violet-700',
    total: (c) => c.categoryCount,
  },
  {
    title: 'Total Quotations',
    icon: FileText,
    accent: 'bg-amber-50 text-amber-700',
    total: (c) => c.pendingStatusQuotationCount + c.completedStatusQuotationCount,
    parts: [
      { label: 'Pending', value: (c) => c.pendingStatusQuotationCount, dot: 'bg-amber-400' },
      { label: 'Completed', value: (c) => c.completedStatusQuotationCount, dot: 'bg-emerald-500' },
    ],
  },
  {
    title: 'Potential Customers',
    icon: Users,
    accent: 'bg-emerald-50 text-emerald-700',
    total: (c) => c.potentialCustomerCount,
    // The Potential Customers section has no menu entry: this card is the way in
    // (docs/requirements/back-office.md#dashboard).
    href: '/admin?section=potential-customers',
  },
]

const formatCount = (value: number) => value.toLocaleString('en-US')

export function CountCards() {
  const { data, isLoading, isError } = useGetCountsQuery()
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map((card) => (
        <CountCard key={card.title} card={card} counts={isError ? undefined : data} loading={isLoading} />
      ))}
    </div>
  )
}

function CountCard({
  card,
  counts,
  loading,
}: {
  card: CardSpec
  counts: CountSummary | undefined
  loading: boolean
}) {
  const titleId = useId()
  const Icon = card.icon
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      className={`relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${card.href ? 'transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600 hover:shadow-md' : ''}`}
    >
      <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${card.accent}`}>
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <h2 id={titleId} className="mt-4 text-sm font-semibold text-slate-600">
        {card.href ? (
          // The link's box covers the card (after:inset-0), so a click anywhere on it opens the section
          // while its name stays the title; the card's ring shows its keyboard focus.
          <Link
            to={card.href}
            className="inline-flex items-center gap-1 outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
          >
            {card.title}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : (
          card.title
        )}
      </h2>
      {loading ? (
        <div className="mt-2 space-y-3" role="status">
          <span className="sr-only">Loading…</span>
          <div className="h-8 w-20 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-36 animate-pulse rounded bg-slate-100" />
        </div>
      ) : counts ? (
        <dl className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
          <div className="w-full">
            <dt className="sr-only">Total</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900">
              {formatCount(card.total(counts))}
            </dd>
          </div>
          {card.parts?.map((part) => (
            <div key={part.label} className="flex items-center gap-1.5 text-sm">
              <span aria-hidden="true" className={`h-2 w-2 rounded-full ${part.dot}`} />
              <dt className="text-slate-500">{part.label}</dt>
              <dd className="font-semibold text-slate-800">{formatCount(part.value(counts))}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm font-medium text-red-600">{COUNT_MESSAGES.fetchFailed}</p>
      )}
    </section>
  )
}
