// Every publish check over one configuration, in a stable order (the order the console lists them in). The server
// refuses a publish on any problem; the console runs the same function for feedback while editing.
import { checkContrast } from './contrast';
import { checkDomains, type DomainContext } from './domains';
import { checkLanding } from './landing';
import { checkLogo } from './logo';
import { at, type BrandProblem } from './problem';
import { checkReachability } from './reachability';
import { checkSchema } from './schemaCheck';

export type CheckContext = DomainContext;

/**
 * The last logo checked and its problems: sanitising an SVG is the costliest check, and an editor runs the checks on
 * every change while the logo rarely changes.
 */
let lastLogo: { dataUrl: string; problems: BrandProblem[] } | undefined;
function logoProblems(dataUrl: string): BrandProblem[] {
  if (lastLogo?.dataUrl !== dataUrl) lastLogo = { dataUrl, problems: checkLogo(dataUrl).problems };
  return lastLogo.problems;
}

export function checkBrandConfig(config: unknown, context: CheckContext): BrandProblem[] {
  const logo = at(config, 'logo');
  return [
    ...checkSchema(config),
    ...checkContrast(at(config, 'theme')),
    ...checkReachability(config),
    ...checkLanding(config),
    ...checkDomains(config, context),
    // A logo of the wrong kind is the schema's to report; a string is checked (and would be sanitised) here.
    ...(typeof logo === 'string' ? logoProblems(logo) : []),
  ];
}
