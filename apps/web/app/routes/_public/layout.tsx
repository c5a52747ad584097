import { isRouteErrorResponse, Outlet } from 'react-router'

import { PublicChrome } from '#app/components/layout/public-chrome'
import { NavigationProgress } from '#app/components/navigation-progress'
import { NotFound } from '#app/components/not-found'
import type { Route } from './+types/layout'

export default function PublicLayout() {
  return (
    <PublicChrome>
      <NavigationProgress />
      <Outlet />
    </PublicChrome>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PublicChrome>
      {notFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold text-brand-900">Something went wrong</h1>
          <p className="mt-3 text-slate-600">Please try again in a moment.</p>
        </section>
      )}
    </PublicChrome>
  )
}
