import {
  QUOTE_REGION_LABELS,
  QUOTE_REGIONS,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuotationFollowUpFilter,
  type QuotationOwnerFilter,
  type QuotationRegionFilter,
  type QuotationSort,
  type QuotationStageFilter,
} from '@gwp/contracts'
import { useId } from 'react'

export interface ToolbarOption<V extends string> {
  value: V
  label: string
}

export const REGION_OPTIONS: ReadonlyArray<ToolbarOption<QuotationRegionFilter>> = [
  { value: 'all', label: 'All regions' },
  ...QUOTE_REGIONS.map((region) => ({ value: region, label: QUOTE_REGION_LABELS[region] })),
]

export const SORT_OPTIONS: ReadonlyArray<ToolbarOption<QuotationSort>> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest-pending', label: 'Oldest pending first' },
  { value: 'follow-up', label: 'By follow-up date' },
]

/** The sales desk's filters (decision record 021). */
export const OWNER_OPTIONS: ReadonlyArray<ToolbarOption<QuotationOwnerFilter>> = [
  { value: 'all', label: 'Everyone' },
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
]

export const STAGE_OPTIONS: ReadonlyArray<ToolbarOption<QuotationStageFilter>> = [
  { value: 'all', label: 'All stages' },
  ...QUOTE_STAGES.map((stage) => ({ value: stage, label: QUOTE_STAGE_LABELS[stage] })),
]

export const FOLLOW_UP_OPTIONS: ReadonlyArray<ToolbarOption<QuotationFollowUpFilter>> = [
  { value: 'all', label: 'Any' },
  { value: 'due', label: 'Due or overdue' },
]

interface ToolbarSelectProps<V extends string> {
  label: string
  options: ReadonlyArray<ToolbarOption<V>>
  value: V
  onChange: (value: V) => void
}

/** A small labelled select for the table's toolbar: the desk's filters and the order. */
export function ToolbarSelect<V extends string>({ label, options, value, onChange }: ToolbarSelectProps<V>) {
  const id = useId()
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}
