import { useQuery } from '@tanstack/react-query';
import type { OperatorConsole } from '@contracts/responses.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/console: figures, reports, blocked accounts, the creation policy and the audit log (operators only). */
export async function getOperatorConsole(): Promise<OperatorConsole | undefined> {
  return apiJson<OperatorConsole>('GET', '/api/admin/console');
}

export function useOperatorConsole() {
  return useQuery({
    queryKey: queryKeys.operatorConsole(),
    queryFn: getOperatorConsole,
    // What the operators act on must be as it is now; a refusal (403) is an answer, not worth retrying.
    staleTime: 0,
    retry: false,
  });
}
