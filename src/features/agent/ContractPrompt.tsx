import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useRemoteData } from '../../api/useRemoteData';
import { receivesDividend } from '../../registry/roles';
import { useStores } from '../../stores/StoresContext';
import { fetchContractRequest, type AgentContractKind } from './agentApi';
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
  const request = useRemoteData(fetchContractRequest, [], { enabled });
  const [answered, setAnswered] = useState<AgentContractKind[]>([]);
  const kind = enabled && request.data ? kindsToPrompt(request.data, answered)[0] : undefined;
  const done = useCallback(() => {
    if (kind) setAnswered((list) => [...list, kind]);
  }, [kind]);
  if (!kind) return null;
  return <ContractAlert key={kind} kind={kind} onDone={done} />;
});
