import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@shared/contracts/reports';
import { apiFetch } from '@/lib/api';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/reports/summary: the P&L of the bets settled in [from, to), and the money in and out. */
function getReportSummary(from: string, to: string, signal?: AbortSignal): Promise<ReportSummary> {
  const query = new URLSearchParams({ from, to });
  return apiFetch(`/api/admin/reports/summary?${query}`, { signal });
}

export function useReportSummary({ from, to }: { from: string; to: string }) {
  return useQuery({
    queryKey: adminKeys.reports(from, to),
    queryFn: ({ signal }) => getReportSummary(from, to, signal),
    // The last period's figures stay on screen (dimmed) while another period's load.
    placeholderData: keepPreviousData,
  });
}
