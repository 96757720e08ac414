/** What every editor of the security centre gets from the screen. */
export interface EditorProps {
  /** The settings as last loaded. */
  config: SecurityConfig;
  /** After a successful change: the screen reloads the settings (and the member info where it shows). */
  onSaved: () => void;
  /** Back to the list. */
  onClose: () => void;
}
import type { SecurityConfig } from '@common/generated/api';
