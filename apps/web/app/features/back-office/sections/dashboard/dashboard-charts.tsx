import { CHART_MESSAGES, CHART_WEEKS } from '@gwp/contracts'

import { useGetDashboardChartsQuery } from '#app/features/back-office/api/charts'
import { ChartCard } from './chart-card'
import { CustomersSourceChart } from './customers-source-chart'
import { QuotationsChart } from './quotations-chart'

/**
 * The dashboard's two charts (beyond the spec): quotations per week and potential customers by
 * source, from one call. Read again each time the dashboard opens, and redrawn after any write that
 * changes the counts (the 'Counts' tag).
 */
export function DashboardCharts() {
  const { data, isLoading, isError } = useGetDashboardChartsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })
  const state = { isLoading, isError: isError && !data }
  const noQuotations = data?.quotationsByWeek.every((week) => week.pending + week.completed === 0)
  const noCustomers = data?.customersBySource.every((source) => source.count === 0)

  return (
    <div className="mt-6 grid gap-4 xl:grid-cols-3">
      <div className="min-w-0 xl:col-span-2">
        <ChartCard
          title="Quotations per week"
          description={`The last ${CHART_WEEKS} weeks, pending and completed`}
          emptyMessage={noQuotations ? CHART_MESSAGES.noQuotations : null}
          {...state}
        >
          {data && <QuotationsChart weeks={data.quotationsByWeek} timeZone={data.timeZone} />}
        </ChartCard>
      </div>
      <ChartCard
        title="Potential customers by source"
        description="What brought each one in first"
        emptyMessage={noCustomers ? CHART_MESSAGES.noCustomers : null}
        {...state}
      >
        {data && <CustomersSourceChart sources={data.customersBySource} />}
      </ChartCard>
    </div>
  )
}
