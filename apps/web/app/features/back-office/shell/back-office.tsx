import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { ScrollButton } from '#app/components/scroll-button'
import { toast } from '#app/components/toast'
import { useFetchedComponent } from '#app/components/use-fetched-component'
import { refreshPermissions } from '#app/features/back-office/session/session-api'
import { useAppDispatch, useAppSelector } from '#app/features/back-office/session/store'
import { useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import { getApiError } from '#app/lib/api-error'
import { SectionContent } from './section-content'
import { SectionErrorBoundary } from './section-error-boundary'
import { menuSections, resolveSection } from './sections'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'

// Its form rules (zod) and requests are fetched when an admin first opens it, not with the shell.
const loadProfileModal = () => import('./profile-modal').then((module) => module.ProfileModal)

/**
 * The back office shell (docs/requirements/back-office.md#shell): side menu, top bar and the section the URL
 * names (`/admin?section=logs`), so reload and Back keep the admin where they were. A section this admin
 * may not see, or one that does not exist, shows the dashboard. Each section has its own error
 * boundary, so one that fails leaves the menu and top bar working.
 * `defaultSection` is the section of a route that names one in its path (/admin/admin/category).
 */
export function BackOffice({ defaultSection }: { defaultSection?: string } = {}) {
  const [params] = useSearchParams()
  const user = useAppSelector((state) => state.session.user)
  const isSuperAdmin = useIsSuperAdmin()
  const section = resolveSection(params.get('section') ?? defaultSection ?? null, isSuperAdmin)
  // The small-screen menu is open only for the section it was opened on: choosing an entry closes it.
  const [menuOpenFor, setMenuOpenFor] = useState<string | null>(null)
  const menuOpen = menuOpenFor === section.key
  const [profileOpen, setProfileOpen] = useState(false)
  // Once opened it stays mounted, so closing it gives focus back to the account button.
  const [profileWanted, setProfileWanted] = useState(false)
  const profile = useFetchedComponent(
    loadProfileModal,
    user && profileWanted ? { open: profileOpen, user, onClose: () => setProfileOpen(false) } : null,
    (error) => {
      setProfileWanted(false)
      setProfileOpen(false)
      toast.error(getApiError(error).message)
    },
  )
  useRightsCheckOnNavigation(section.key)

  return (
    <div className="min-h-screen bg-slate-100 lg:pl-64">
      <a
        href="#back-office-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SideMenu
        sections={menuSections(isSuperAdmin)}
        current={section.key}
        open={menuOpen}
        onClose={() => setMenuOpenFor(null)}
      />
      <div className="flex min-h-screen flex-col">
        <TopBar
          username={user?.username ?? ''}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpenFor(menuOpen ? null : section.key)}
          onOpenProfile={() => {
            setProfileWanted(true)
            setProfileOpen(true)
          }}
        />
        {/* The floating scroll button's column is kept free from lg up (rows keep their actions at
            the right) and room is left below the last row; on narrower screens the button moves
            above any control it would cover (components/use-clear-spot.ts). */}
        <main
          id="back-office-main"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 lg:pr-24 lg:pl-8"
        >
          <h1 className="mb-6 text-2xl font-bold text-slate-900">{section.title}</h1>
          <SectionErrorBoundary resetKey={section.key} title={section.title}>
            <SectionContent key={section.key} section={section} />
          </SectionErrorBoundary>
        </main>
      </div>
      <ScrollButton />
      {profile}
    </div>
  )
}

/**
 * Each move to another section asks the server for this admin's rights again (a small read), so a
 * grid a superAdmin saved shows in the menu and buttons at the admin's next navigation even when the
 * section's data is still cached, and a disabled account's next click lands on the login page (the
 * server answers that read with "no session"). The first section needs no check: the layout has just
 * loaded the rights.
 */
function useRightsCheckOnNavigation(sectionKey: string) {
  const dispatch = useAppDispatch()
  const shown = useRef(sectionKey)
  useEffect(() => {
    if (shown.current === sectionKey) return
    shown.current = sectionKey
    void dispatch(refreshPermissions())
  }, [dispatch, sectionKey])
}
