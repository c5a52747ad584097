/** A small rounded label in one of a few tones: a quotation's region, a visitor's language. */
export function ToneBadge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  )
}
