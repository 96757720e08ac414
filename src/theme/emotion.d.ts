import '@emotion/react';
import type { AppTheme } from './createTheme';

// Every styled/css call is typed against the semantic tokens.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
