import { useState } from 'react';
import type { ApiContract, EndpointId } from '@common/generated/api';
import { useStores } from '../stores/StoresContext';

/**
 * The reply the page was server-rendered with for this request, on the screen's first render only (undefined on a
 * client-rendered start, after hydration, and for requests the server did not make): see src/api/initialReplies.ts.
 */
export function useInitialReply<K extends EndpointId>(
  id: K,
  query: ApiContract[K]['query'],
): ApiContract[K]['reply'] | undefined {
  const { initialReplies } = useStores();
  const [reply] = useState(() => initialReplies.get(id, query));
  return reply;
}
