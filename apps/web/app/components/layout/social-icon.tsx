/** Brand marks drawn inline (lucide dropped brand icons); 20 px, decorative: the link carries the name. */
export function SocialIcon({ name }: { name: string }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    'aria-hidden': true as const,
  }
  switch (name) {
    case 'Facebook':
      return (
        <svg {...common}>
          <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" />
        </svg>
      )
    case 'Instagram':
      return (
        <svg {...common}>
          <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
        </svg>
      )
    default:
      return (
        <svg {...common}>
          <path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2V9zm7 0h4v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.1 2.7 4.1 6.2V21h-4v-5.4c0-1.5 0-3.4-2-3.4s-2.3 1.6-2.3 3.3V21H9V9z" />
        </svg>
      )
  }
}
