import { Download } from 'lucide-react'

import { Button } from '#app/components/ui/button'
import { useCsvDownload, type CsvDownloadState } from './use-csv-download'

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`

function progressText(state: CsvDownloadState): string {
  switch (state.kind) {
    case 'running':
      return state.bytes === 0 ? 'Preparing the export…' : `Downloading… ${kilobytes(state.bytes)}`
    case 'done':
      return `Downloaded ${state.fileName}`
    default:
      return ''
  }
}

interface CsvExportButtonProps {
  /** The export's path, e.g. `/api/v1/quotation/export.csv`. */
  path: string
  /** The table's search and filters, as the list call sends them. */
  params: Record<string, string>
  /** The file's name when the server gives none. */
  fallbackName: string
  /** The start of the failure's text, e.g. "Failed to export quotations". */
  failed: string
  /** The button's words where "Export CSV" would not say which file (the dashboard's offers). */
  label?: string
}

/** "Export CSV" of what a table shows; its progress is announced politely, a failure at once. */
export function CsvExportButton({
  path,
  params,
  fallbackName,
  failed,
  label = 'Export CSV',
}: CsvExportButtonProps) {
  const query = new URLSearchParams(params).toString()
  const url = query ? `${path}?${query}` : path
  const { state, run } = useCsvDownload(url, { fallbackName, failed })
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
        {running ? 'Exporting…' : label}
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
