import { ContractScreen } from './ContractScreen';

/** The dividend contract screen. */
export default function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}
