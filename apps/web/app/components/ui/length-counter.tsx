/** The spec's "x/28" counter under a one-line field (TextAreaField has its own), red past the limit. */
export function LengthCounter({ length, limit }: { length: number; limit: number }) {
  return (
    <span className={`block text-right ${length > limit ? 'text-red-600' : ''}`}>
      {length}/{limit}
    </span>
  )
}
