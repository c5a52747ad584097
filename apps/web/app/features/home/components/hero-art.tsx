/** Decorative bottles for the hero's right half on wide screens; the slide text carries the meaning. */
export function HeroArt() {
  return (
    <svg
      viewBox="0 0 360 320"
      className="hidden h-80 w-auto shrink-0 lg:block"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="180" cy="300" rx="150" ry="14" fill="white" opacity="0.12" />
      <g opacity="0.95">
        <rect x="60" y="110" width="90" height="185" rx="22" fill="white" opacity="0.9" />
        <rect x="82" y="78" width="46" height="40" rx="8" fill="white" opacity="0.75" />
        <rect x="92" y="56" width="26" height="26" rx="5" fill="#16a34a" />
        <rect x="74" y="170" width="62" height="64" rx="10" fill="#0b63b6" opacity="0.85" />
        <path d="M105 184c-8 12-14 20-14 28a14 14 0 0 0 28 0c0-8-6-16-14-28z" fill="white" />
      </g>
      <g opacity="0.9">
        <rect x="180" y="70" width="110" height="225" rx="26" fill="white" opacity="0.8" />
        <path d="M205 70h60l-10-30h-40z" fill="white" opacity="0.7" />
        <rect x="222" y="22" width="26" height="20" rx="4" fill="#0ea5e9" />
        <rect x="198" y="150" width="74" height="80" rx="12" fill="#16a34a" opacity="0.85" />
        <circle cx="235" cy="190" r="18" fill="white" />
        <circle cx="235" cy="190" r="8" fill="#16a34a" />
      </g>
      <g fill="white" opacity="0.7">
        <circle cx="320" cy="90" r="10" />
        <circle cx="300" cy="50" r="6" />
        <circle cx="40" cy="80" r="8" />
        <circle cx="30" cy="140" r="4" />
      </g>
    </svg>
  )
}
