import { englishFlagText } from '../ops/flagTexts';
import { flagDefinitions } from '../registry/flags';

/** Every flag of the registry with what it gates (the console's English catalogue): generated, so the docs never drift. */
export function FlagsTable() {
  return (
    <table>
      <caption>Feature flags ({flagDefinitions.length})</caption>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">What it gates</th>
          <th scope="col">Where</th>
          <th scope="col">Audience</th>
          <th scope="col">States with stories</th>
        </tr>
      </thead>
      <tbody>
        {flagDefinitions
          .map((def) => ({ def, text: englishFlagText(def) }))
          .map(({ def, text }) => (
            <tr key={def.id}>
              <th scope="row">
                <code>{def.id}</code>
              </th>
              <td>{text.gates}</td>
              <td>{text.where.join(', ')}</td>
              <td>{text.audience}</td>
              <td>{def.states.map((s) => (s ? 'on' : 'off')).join(' / ')}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
