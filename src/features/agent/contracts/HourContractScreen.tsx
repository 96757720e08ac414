import { ContractScreen } from './ContractScreen';

/** The hourly salary contract screen. */
export default function HourContractScreen() {
  return <ContractScreen kind="hourly" />;
}
