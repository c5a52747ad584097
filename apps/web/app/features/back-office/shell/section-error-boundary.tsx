import { TriangleAlert } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'

interface SectionErrorBoundaryProps {
  /** The section shown: a different one starts clean, whatever failed before. */
  resetKey: string
  /** The section's title, for the message. */
  title: string
  children: ReactNode
}

interface SectionErrorBoundaryState {
  error: Error | null
  resetKey: string
}

/**
 * Catches a section that throws while rendering, so the side menu and top bar stay and the admin
 * can move on or try again; without it one broken section would blank the whole back office.
 * (Failed requests are not errors here: sections show those themselves.)
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<SectionErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: SectionErrorBoundaryProps,
    state: SectionErrorBoundaryState,
  ): Partial<SectionErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.title} section failed`, error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 shadow-sm">
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
          <div>
            <p className="font-semibold">The {this.props.title} section could not be shown.</p>
            <p className="mt-1 text-sm text-red-800">
              Something went wrong on this page. The rest of the back office still works: try again, or choose
              another section from the menu.
            </p>
            <button
              type="button"
              onClick={() => this.setState({ error: null })}
              className="mt-4 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
            >
              Try again
            </button>
          </div>
        </div>
      </div>
    )
  }
}
