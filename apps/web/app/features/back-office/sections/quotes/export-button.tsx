import { Download } from 'lucide-react'

import { Button } from '../../../../components/ui/button'
import type { QuotationPageArgs } from '../../api/quotations'
import { useQuotationsExport, type ExportState } from './use-quotations-export'

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`

function progressText(state: ExportState): string {
  switch (state.kind) {
    case 'running':
      return state.bytes === 0 ? 'Preparing the export…' : `Downloading… ${kilobytes(state.bytes)}`
    case 'done':
      return `Downloaded ${state.fileName}`
    default:
      return ''
  }
}

/** "Export CSV" of what the table shows; its progress is announced politely, a failure at once. */
export function ExportButton({ filters }: { filters: Omit<QuotationPageArgs, 'page'> }) {
  const { state, run } = useQuotationsExport(filters)
  const running = state.kind === 'running'
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        onClick={() => {
          if (!running) void run()
        }}
        aria-disabled={running}
        aria-busy={running}
        className="inline-flex items-center gap-2"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {running ? 'Exporting…' : 'Export CSV'}
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {progressText(state)}
      </span>
      {state.kind === 'failed' && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </span>
      )}
    </div>
  )
}
