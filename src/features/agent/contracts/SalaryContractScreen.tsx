import { ContractScreen } from './ContractScreen';

/** The daily salary contract screen. */
export default function SalaryContractScreen() {
  return <ContractScreen kind="daily" />;
}
