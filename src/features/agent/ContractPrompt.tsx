import type { AgentContractKind } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useRemoteData } from '../../api/useRemoteData';
import { receivesDividend } from '../../registry/roles';
import { useStores } from '../../stores/StoresContext';
import { callApi } from '../../api/callApi';
import { ContractAlert } from './ContractAlert';
import { kindsToPrompt } from './contractKinds';

/**
 * SPEC §6 contract prompts on the agent home: for agents who take part in contracts (type not 4, 40, 41, 42), one alert
 * per kind with an offer waiting, daily salary first. A failed check shows nothing: the prompt is a reminder, and the
 * contract screens list the same offers.
 */
export const ContractPrompt = observer(function ContractPrompt() {
  const { session } = useStores();
  const enabled = receivesDividend(session.memberType);
  // How many offers of each kind wait for the agent's decision (SPEC §3 contract response).
  const request = useRemoteData(async () => (await callApi('agentContractRequest')).value, [], { enabled });

  const [answered, setAnswered] = useState<AgentContractKind[]>([]);
  const kind = enabled && request.data ? kindsToPrompt(request.data, answered)[0] : undefined;
  const done = useCallback(() => {
    if (kind) setAnswered((list) => [...list, kind]);
  }, [kind]);
  if (!kind) return null;
  return <ContractAlert key={kind} kind={kind} onDone={done} />;
});
