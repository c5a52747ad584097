const OFFICES = [
  { city: 'Lahore, Punjab, Pakistan', email: 'info@gwp.pk', phone: '+92 300 0000000' },
  { city: 'Dubai, UAE', email: 'info@gwp.ae', phone: '+971 50 000 0000' },
]

/** A server-rendered first page: the company, its offices and the way into the back office. */
export function HomePage({ found }: { found: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{found ? 'GWP — Professional cleaning products' : 'Page not found — GWP'}</title>
        <meta
          name="description"
          content="GWP manufactures professional cleaning products in Pakistan and the UAE: floor care, kitchen, bathroom, laundry and surface cleaners."
        />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 720, padding: 24 }}>
        <header>
          <h1>GWP</h1>
          <p>Professional cleaning products, made in Pakistan and the UAE.</p>
        </header>
        <main>
          {found ? (
            <p>
              Our full catalogue is on its way to this site. Staff can sign in to the back office at /admin.
            </p>
          ) : (
            <>
              <h2>PAGE NOT FOUND</h2>
              <a href="/">BACK TO HOME</a>
            </>
          )}
        </main>
        <footer>
          <ul>
            {OFFICES.map((office) => (
              <li key={office.city}>
                {office.city} · <a href={`mailto:${office.email}`}>{office.email}</a> ·{' '}
                <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
              </li>
            ))}
          </ul>
          <p>© 2024 GWP. All rights reserved.</p>
        </footer>
      </body>
    </html>
  )
}
